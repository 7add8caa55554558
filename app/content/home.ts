import type { Localised } from "../config/locales.ts";

export interface HomeContent {
  hero: { eyebrow: string; heading: string; lead: string; cta: string; secondaryCta: string };
  whatWeDo: { heading: string; lead: string };
  whoWeWorkWith: { heading: string; lead: string };
  partners: { heading: string; lead: string };
  contact: { heading: string; lead: string };
}

export const home: Localised<HomeContent> = {
  en: {
    hero: {
      eyebrow: "IT consultancy and software house in Dubai",
      heading: "Future-Proof Digital Solutions for Regulated Businesses",
      lead: "We design, build and secure the software behind payments, data and risk, so that your teams can move fast without cutting corners.",
      cta: "Get Started",
      secondaryCta: "Explore our services",
    },
    whatWeDo: {
      heading: "What We Do",
      lead: "Four disciplines, one senior team: from the first strategy workshop to systems running in production.",
    },
    whoWeWorkWith: {
      heading: "Who We Work With",
      lead: "We specialise in sectors where reliability, security and compliance are not optional.",
    },
    partners: {
      heading: "Our Partners",
      lead: "We work alongside technology and payments partners across the region.",
    },
    contact: {
      heading: "Let's Talk About Your Project",
      lead: "Tell us what you are building. A senior consultant will reply within one business day.",
    },
  },
  ar: {
    hero: {
      eyebrow: "استشارات تقنية المعلومات وتطوير البرمجيات في دبي",
      heading: "حلول رقمية تواكب المستقبل للشركات الخاضعة للتنظيم",
      lead: "نصمم البرمجيات التي تقوم عليها المدفوعات والبيانات وإدارة المخاطر، ونبنيها ونحميها، لتمضي فرقك بسرعة دون أي تهاون في الجودة.",
      cta: "ابدأ الآن",
      secondaryCta: "اكتشف خدماتنا",
    },
    whatWeDo: {
      heading: "ما نقدمه",
      lead: "أربعة تخصصات وفريق واحد من كبار الخبراء: من أول ورشة عمل استراتيجية حتى أنظمة تعمل في بيئة الإنتاج.",
    },
    whoWeWorkWith: {
      heading: "مع من نعمل",
      lead: "نتخصص في قطاعات لا تكون فيها الموثوقية والأمن والامتثال خيارًا، بل ضرورة.",
    },
    partners: {
      heading: "شركاؤنا",
      lead: "نعمل جنبًا إلى جنب مع شركاء في التقنية والمدفوعات في أنحاء المنطقة.",
    },
    contact: {
      heading: "لنتحدث عن مشروعك",
      lead: "أخبرنا بما تعمل على بنائه، وسيرد عليك أحد كبار مستشارينا خلال يوم عمل واحد.",
    },
  },
};
