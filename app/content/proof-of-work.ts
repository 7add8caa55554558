import type { Localised } from "../config/locales.ts";

/**
 * What the company has done, for the home page: case studies and the
 * certifications its team holds. The clients, projects and figures are
 * fictional placeholders, like the team's names; clients stay unnamed, as
 * regulated firms usually ask. A company adopting the site writes its own.
 */
export interface CaseStudy {
  id: string;
  clientType: string;
  title: string;
  problem: string;
  work: string;
  /** The measured result: a figure (the same in every language) and what it measures. */
  result: { figure: string; measure: string };
}

export interface Certification {
  id: string;
  /** The certification's own name, in Latin letters in every language. */
  name: string;
  body: string;
}

export interface ProofOfWork {
  heading: string;
  lead: string;
  problemLabel: string;
  workLabel: string;
  resultLabel: string;
  caseStudies: readonly CaseStudy[];
  certificationsHeading: string;
  certificationsLead: string;
  certifications: readonly Certification[];
}

export const proofOfWork: Localised<ProofOfWork> = {
  en: {
    heading: "Selected Work",
    lead: "Three recent engagements, described with our clients' permission and without their names.",
    problemLabel: "The problem",
    workLabel: "What we did",
    resultLabel: "The result",
    caseStudies: [
      {
        id: "payouts",
        clientType: "Payment service provider, UAE",
        title: "Same-Day Merchant Payouts",
        problem:
          "Merchant payouts took up to three days, and the finance team reconciled every settlement by hand.",
        work: "We rebuilt settlement around a double-entry ledger, connected two acquiring banks' APIs and automated the daily reconciliation.",
        result: { figure: "92%", measure: "less time spent on daily reconciliation" },
      },
      {
        id: "screening",
        clientType: "AML and risk company, GCC",
        title: "Fewer False Alerts in Sanctions Screening",
        problem:
          "Name screening raised so many false alerts that analysts faced a backlog of 4,000 cases a week.",
        work: "We tuned the matching rules with the compliance team, added matching across Arabic and Latin spellings of names, and kept an audit trail regulators can read.",
        result: {
          figure: "61%",
          measure: "fewer false alerts, with no true match missed in a three-month parallel run",
        },
      },
      {
        id: "pipelines",
        clientType: "Business intelligence firm, Dubai",
        title: "Dashboards That Keep Up",
        problem: "Client dashboards refreshed overnight and broke whenever a data source changed its format.",
        work: "We moved the pipelines to incremental loads with schema checks and alerts, and documented what each source must deliver.",
        result: {
          figure: "15",
          measure: "minutes between refreshes, down from 24 hours, with 99.9% of runs succeeding",
        },
      },
    ],
    certificationsHeading: "Certifications Our Team Holds",
    certificationsLead: "Held by the consultants and engineers who do the work.",
    certifications: [
      { id: "iso27001", name: "ISO/IEC 27001 Lead Implementer", body: "Information security management" },
      { id: "cissp", name: "CISSP", body: "Information systems security" },
      { id: "pcip", name: "PCI Professional (PCIP)", body: "Payment card data security" },
      { id: "cams", name: "CAMS", body: "Anti-money laundering" },
      { id: "aws-sap", name: "AWS Solutions Architect – Professional", body: "Cloud architecture" },
    ],
  },
  ar: {
    heading: "من أعمالنا",
    lead: "ثلاثة مشاريع حديثة، نعرضها بإذن عملائنا ومن دون ذكر أسمائهم.",
    problemLabel: "التحدي",
    workLabel: "ما أنجزناه",
    resultLabel: "النتيجة",
    caseStudies: [
      {
        id: "payouts",
        clientType: "مزوّد خدمات دفع، الإمارات",
        title: "تسوية مستحقات التجار في اليوم نفسه",
        problem:
          "كانت تسوية مستحقات التجار تستغرق ما يصل إلى ثلاثة أيام، وكان فريق المالية يطابق كل تسوية يدويًا.",
        work: "أعدنا بناء نظام التسوية على دفتر أستاذ بالقيد المزدوج، وربطناه بواجهات برمجة التطبيقات لدى مصرفين من مصارف التحصيل، وأتمتنا المطابقة اليومية.",
        result: { figure: "92%", measure: "انخفاض في وقت المطابقة اليومية" },
      },
      {
        id: "screening",
        clientType: "شركة لمكافحة غسل الأموال وإدارة المخاطر، الخليج",
        title: "خفض التنبيهات الخاطئة في فحص قوائم العقوبات",
        problem: "كان فحص الأسماء يولّد تنبيهات خاطئة كثيرة تراكم معها لدى المحللين نحو 4,000 حالة أسبوعيًا.",
        work: "ضبطنا قواعد المطابقة مع فريق الامتثال، وأضفنا المطابقة بين صيغ كتابة الأسماء بالحروف العربية واللاتينية، واحتفظنا بسجل تدقيق يسهل على الجهات الرقابية مراجعته.",
        result: {
          figure: "61%",
          measure: "انخفاض في التنبيهات الخاطئة، دون إغفال أي تطابق حقيقي خلال تشغيل موازٍ مدته ثلاثة أشهر",
        },
      },
      {
        id: "pipelines",
        clientType: "شركة ذكاء أعمال، دبي",
        title: "لوحات بيانات تواكب العمل",
        problem: "كانت لوحات بيانات العملاء تُحدَّث ليلًا، وتتعطل كلما غيّر أحد مصادر البيانات صيغته.",
        work: "نقلنا مسارات البيانات إلى التحميل التدريجي مع فحص مخطط البيانات والتنبيهات، ووثّقنا ما يجب أن يقدمه كل مصدر.",
        result: {
          figure: "15",
          measure: "دقيقة بين كل تحديث والذي يليه بدلًا من 24 ساعة، مع نجاح 99.9% من عمليات التشغيل",
        },
      },
    ],
    certificationsHeading: "شهادات يحملها فريقنا",
    certificationsLead: "يحملها المستشارون والمهندسون الذين ينفذون العمل بأنفسهم.",
    certifications: [
      { id: "iso27001", name: "ISO/IEC 27001 Lead Implementer", body: "إدارة أمن المعلومات" },
      { id: "cissp", name: "CISSP", body: "أمن نظم المعلومات" },
      { id: "pcip", name: "PCI Professional (PCIP)", body: "أمن بيانات بطاقات الدفع" },
      { id: "cams", name: "CAMS", body: "مكافحة غسل الأموال" },
      { id: "aws-sap", name: "AWS Solutions Architect – Professional", body: "هندسة الحوسبة السحابية" },
    ],
  },
};
