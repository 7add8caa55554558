import type { Localised } from "../config/locales.ts";

/** Headings and introductions of the inner pages. */
export interface ServicesPageCopy {
  eyebrow: string;
  heading: string;
  lead: string;
  servicesHeading: string;
  servicesLead: string;
  faqHeading: string;
  faqLead: string;
  /** The link under the FAQ extract, to /faq. */
  viewAllFaqs: string;
}

export interface AboutPageCopy {
  eyebrow: string;
  heading: string;
  purposeHeading: string;
  missionHeading: string;
  visionHeading: string;
  teamHeading: string;
}

export interface FaqPageCopy {
  eyebrow: string;
  heading: string;
  lead: string;
  contactHeading: string;
  contactLead: string;
}

export interface SuccessPageCopy {
  heading: string;
  lead: string;
  nextStepsHeading: string;
  nextSteps: readonly string[];
  homeLink: string;
  servicesLink: string;
}

export interface NotFoundPageCopy {
  eyebrow: string;
  heading: string;
  lead: string;
  homeLink: string;
}

export const servicesPage: Localised<ServicesPageCopy> = {
  en: {
    eyebrow: "Services",
    heading: "Expertise for Systems That Handle Money, Data and Risk",
    lead: "Four practices that work as one team, so strategy, security, engineering and analytics stay aligned from the first workshop to production.",
    servicesHeading: "Our Services",
    servicesLead: "Engage us for a single practice or combine them into one programme.",
    faqHeading: "Frequently Asked Questions",
    faqLead: "What clients most often ask before we start working together.",
    viewAllFaqs: "View All FAQs",
  },
  ar: {
    eyebrow: "الخدمات",
    heading: "خبرة في الأنظمة التي تتعامل مع الأموال والبيانات والمخاطر",
    lead: "أربعة تخصصات تعمل بروح الفريق الواحد، لتبقى الاستراتيجية والأمن والهندسة والتحليلات متسقة من أول ورشة عمل حتى التشغيل الفعلي.",
    servicesHeading: "خدماتنا",
    servicesLead: "استعن بنا في تخصص واحد، أو اجمع بين عدة تخصصات في برنامج واحد.",
    faqHeading: "الأسئلة الشائعة",
    faqLead: "أكثر ما يسأل عنه العملاء قبل أن نبدأ العمل معًا.",
    viewAllFaqs: "عرض جميع الأسئلة الشائعة",
  },
};

export const aboutPage: Localised<AboutPageCopy> = {
  en: {
    eyebrow: "About us",
    heading: "A Senior Team for Regulated Technology",
    purposeHeading: "What Drives Us",
    missionHeading: "Our Mission",
    visionHeading: "Our Vision",
    teamHeading: "Our Team",
  },
  ar: {
    eyebrow: "من نحن",
    heading: "فريق من كبار الخبراء في تقنيات القطاعات الخاضعة للتنظيم",
    purposeHeading: "ما يحفزنا",
    missionHeading: "رسالتنا",
    visionHeading: "رؤيتنا",
    teamHeading: "فريقنا",
  },
};

export const faqPage: Localised<FaqPageCopy> = {
  en: {
    eyebrow: "FAQ",
    heading: "Frequently Asked Questions",
    lead: "How we work, what we deliver and how to get started. Can't find your answer? Send us a message below.",
    contactHeading: "Still Have a Question?",
    contactLead: "Ask us directly. A senior consultant will reply within one business day.",
  },
  ar: {
    eyebrow: "أسئلة وأجوبة",
    heading: "الأسئلة الشائعة",
    lead: "كيف نعمل، وماذا نقدم، وكيف تبدأ معنا. ألم تجد إجابتك؟ أرسل إلينا رسالة أدناه.",
    contactHeading: "هل لديك سؤال آخر؟",
    contactLead: "اسألنا مباشرةً، وسيرد عليك أحد كبار مستشارينا خلال يوم عمل واحد.",
  },
};

export const successPage: Localised<SuccessPageCopy> = {
  en: {
    heading: "Thank You, We Have Your Message",
    lead: "We have received your message and a senior consultant will reply within one business day.",
    nextStepsHeading: "Next Steps",
    nextSteps: [
      "We read your message and match it with the consultant best placed to help.",
      "They reply by email, usually within one business day, to arrange a short call.",
      "If there is a fit, we send a discovery proposal within a week of that call.",
    ],
    homeLink: "Back to the home page",
    servicesLink: "Explore our services",
  },
  ar: {
    heading: "شكرًا لك، وصلتنا رسالتك",
    lead: "تسلمنا رسالتك، وسيرد عليك أحد كبار مستشارينا خلال يوم عمل واحد.",
    nextStepsHeading: "الخطوات التالية",
    nextSteps: [
      "نقرأ رسالتك ونحيلها إلى المستشار الأقدر على مساعدتك.",
      "يرد عليك المستشار عبر البريد الإلكتروني، عادةً خلال يوم عمل واحد، لترتيب مكالمة قصيرة.",
      "إذا وجدنا توافقًا، نرسل إليك عرضًا لمرحلة الاستكشاف خلال أسبوع من تلك المكالمة.",
    ],
    homeLink: "العودة إلى الصفحة الرئيسية",
    servicesLink: "اكتشف خدماتنا",
  },
};

export const notFoundPage: Localised<NotFoundPageCopy> = {
  en: {
    eyebrow: "Error 404",
    heading: "We Couldn't Find That Page",
    lead: "The link may be out of date, or the address may have a typo. These pages may help:",
    homeLink: "Back to the home page",
  },
  ar: {
    eyebrow: "خطأ 404",
    heading: "لم نعثر على هذه الصفحة",
    lead: "ربما يكون الرابط قديمًا، أو قد يحتوي العنوان على خطأ إملائي. قد تفيدك هذه الصفحات:",
    homeLink: "العودة إلى الصفحة الرئيسية",
  },
};
