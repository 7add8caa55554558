import type { Localised } from "../config/locales.ts";

export type ServiceId =
  "business-consulting" | "cyber-security" | "software-development" | "business-analytics";

export interface Service {
  /** Also the key of its icon in the components. */
  id: ServiceId;
  title: string;
  description: string;
  /** Concrete deliverables, shown on /services. */
  highlights: readonly string[];
}

export const services: Localised<readonly Service[]> = {
  en: [
    {
      id: "business-consulting",
      title: "Business Consulting",
      description:
        "Technology strategy, operating models and regulatory readiness for firms entering or scaling in the UAE and the wider GCC.",
      highlights: [
        "Market-entry and licensing roadmaps",
        "Technology due diligence",
        "Vendor selection and delivery oversight",
      ],
    },
    {
      id: "cyber-security",
      title: "Cyber Security",
      description:
        "Security architecture, assessments and hardening for platforms that move money or hold sensitive data, aligned with PCI DSS and ISO 27001.",
      highlights: [
        "Architecture and threat-model reviews",
        "Cloud and application hardening",
        "Audit evidence and control mapping",
      ],
    },
    {
      id: "software-development",
      title: "Software Development & Integration",
      description:
        "Secure, well-tested software and the integrations that tie it together: payment gateways, core banking, KYC providers and data platforms.",
      highlights: [
        "Payment and banking integrations",
        "APIs, back offices and customer portals",
        "Modernisation of legacy systems",
      ],
    },
    {
      id: "business-analytics",
      title: "Business Analytics & Research",
      description:
        "Data pipelines, dashboards and market research that turn transaction and risk data into decisions your board can act on.",
      highlights: [
        "Data warehousing and reporting",
        "Transaction-monitoring analytics",
        "Market and competitor research",
      ],
    },
  ],
  ar: [
    {
      id: "business-consulting",
      title: "استشارات الأعمال",
      description:
        "استراتيجيات التقنية ونماذج التشغيل والجاهزية التنظيمية للشركات التي تدخل سوق الإمارات العربية المتحدة ودول مجلس التعاون الخليجي أو تتوسع فيها.",
      highlights: [
        "خرائط طريق لدخول السوق والحصول على التراخيص",
        "العناية الواجبة التقنية",
        "اختيار المورّدين والإشراف على التنفيذ",
      ],
    },
    {
      id: "cyber-security",
      title: "الأمن السيبراني",
      description:
        "تصميم البنية الأمنية وإجراء التقييمات وتحصين الأنظمة للمنصات التي تنقل الأموال أو تحتفظ ببيانات حساسة، بما يتوافق مع معيار PCI DSS ومعيار ISO 27001.",
      highlights: [
        "مراجعة البنية التقنية ونماذج التهديدات",
        "تحصين البيئات السحابية والتطبيقات",
        "أدلة التدقيق ومواءمة الضوابط",
      ],
    },
    {
      id: "software-development",
      title: "تطوير البرمجيات وتكاملها",
      description:
        "برمجيات آمنة ومختبرة بعناية، ونربطها ببوابات الدفع والأنظمة المصرفية الأساسية ومزوّدي خدمات التحقق من هوية العملاء (KYC) ومنصات البيانات.",
      highlights: [
        "تكامل أنظمة الدفع والأنظمة المصرفية",
        "واجهات برمجة التطبيقات والأنظمة الداخلية وبوابات العملاء",
        "تحديث الأنظمة القديمة",
      ],
    },
    {
      id: "business-analytics",
      title: "تحليلات الأعمال والأبحاث",
      description:
        "مسارات البيانات ولوحات المعلومات وأبحاث السوق التي تحوّل بيانات المعاملات والمخاطر إلى قرارات يستطيع مجلس إدارتك أن يبني عليها.",
      highlights: ["مستودعات البيانات وإعداد التقارير", "تحليلات مراقبة المعاملات", "أبحاث السوق والمنافسين"],
    },
  ],
};
