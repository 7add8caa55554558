import type { Localised } from "../config/locales.ts";
import type { PageKey } from "../config/pages.ts";

/** Every prerendered page, by the key config/pages gives it. */

/** A page's own title (shown as "<title> | Dunecrest Digital") and its meta description. */
export interface PageText {
  title: string;
  description: string;
}

/**
 * The not-found page's text, apart: that page has no loader (it answers every
 * unknown URL), so its script carries its words, and only these.
 */
export const notFoundText: Localised<PageText> = {
  en: {
    title: "Page not found",
    description: "The page you were looking for does not exist.",
  },
  ar: {
    title: "الصفحة غير موجودة",
    description: "الصفحة التي تبحث عنها غير موجودة، وقد تساعدك روابط صفحاتنا الرئيسية في الوصول إلى ما تريد.",
  },
};

export const pageTexts: Localised<Record<PageKey, PageText>> = {
  en: {
    home: {
      title: "Future-proof Digital Solutions",
      description:
        "Dubai IT consultancy and software house for tech companies, payment service providers, business-intelligence firms and AML and risk companies.",
    },
    services: {
      title: "Our Services",
      description:
        "Business consulting, cyber security, software development and integration, and business analytics and research for regulated companies.",
    },
    about: {
      title: "About Us",
      description:
        "Our mission, our vision and the senior team of consultants and engineers behind our work in Dubai since 2020.",
    },
    contact: {
      title: "Contact Us",
      description: "Tell us about your project. A senior consultant replies within one business day.",
    },
    faq: {
      title: "FAQ",
      description:
        "Answers on how we work: industries, engagement models, payment integrations, security, timelines and support.",
    },
    privacy: {
      title: "Privacy Policy",
      description: "What the contact form collects, why, where it is kept, for how long, and your rights.",
    },
    terms: {
      title: "Terms of Use",
      description: "The terms that apply when you use this website.",
    },
    success: {
      title: "Message sent",
      description: "Thank you for your message. Here is what happens next.",
    },
    notFound: notFoundText.en,
  },
  ar: {
    home: {
      title: "حلول رقمية جاهزة للمستقبل",
      description:
        "شركة استشارات تقنية وتطوير برمجيات في دبي، تخدم شركات التقنية ومزوّدي خدمات الدفع وشركات ذكاء الأعمال وشركات مكافحة غسل الأموال وإدارة المخاطر.",
    },
    services: {
      title: "خدماتنا",
      description:
        "استشارات الأعمال، والأمن السيبراني، وتطوير البرمجيات وتكاملها، وتحليلات الأعمال والأبحاث، للشركات الخاضعة للتنظيم.",
    },
    about: {
      title: "من نحن",
      description:
        "رسالتنا ورؤيتنا، وفريقنا من كبار المستشارين والمهندسين الذين يقفون وراء عملنا في دبي منذ عام 2020.",
    },
    contact: {
      title: "تواصل معنا",
      description: "حدِّثنا عن مشروعك، وسيرد عليك أحد كبار مستشارينا خلال يوم عمل واحد.",
    },
    faq: {
      title: "الأسئلة الشائعة",
      description:
        "إجابات عن طريقة عملنا: القطاعات التي نخدمها، ونماذج التعاون، وتكامل أنظمة الدفع، والأمن، والجداول الزمنية، والدعم.",
    },
    privacy: {
      title: "سياسة الخصوصية",
      description: "ما البيانات التي يجمعها نموذج التواصل، ولماذا، وأين تُحفظ، وإلى متى، وما حقوقك.",
    },
    terms: {
      title: "شروط الاستخدام",
      description: "الشروط التي تسري على استخدامك لهذا الموقع.",
    },
    success: {
      title: "تم إرسال رسالتك",
      description: "شكرًا على رسالتك. إليك ما سيحدث بعد ذلك، ومتى يتواصل معك أحد مستشارينا.",
    },
    notFound: notFoundText.ar,
  },
};
