import type { Localised } from "../config/locales.ts";

/** The words around every page: the skip link, the footer and the error page. */
export interface SiteChromeCopy {
  skipLink: string;
  footer: {
    navigationHeading: string;
    resourcesHeading: string;
    contactHeading: string;
    /** After "© <year> <brand>.". */
    rightsReserved: string;
    /** The accessible name of the link to the company's page on a professional network. */
    networkLinkLabel: (brand: string, network: string) => string;
  };
  errorPage: {
    heading: string;
    lead: string;
    /** The heading when the error is a 404. */
    notFoundHeading: string;
    /** Under that heading. */
    notFoundLead: string;
    homeLink: string;
  };
}

export const siteChrome: Localised<SiteChromeCopy> = {
  en: {
    skipLink: "Skip to main content",
    footer: {
      navigationHeading: "Navigation",
      resourcesHeading: "Resources",
      contactHeading: "Contact",
      rightsReserved: "All rights reserved.",
      networkLinkLabel: (brand, network) => `${brand} on ${network} (opens in a new tab)`,
    },
    errorPage: {
      heading: "Something Went Wrong",
      lead: "Please reload the page or try again in a moment.",
      notFoundHeading: "Page Not Found",
      notFoundLead: "The page you were looking for does not exist.",
      homeLink: "Back to the home page",
    },
  },
  ar: {
    skipLink: "الانتقال إلى المحتوى الرئيسي",
    footer: {
      navigationHeading: "روابط سريعة",
      resourcesHeading: "معلومات مفيدة",
      contactHeading: "التواصل",
      rightsReserved: "جميع الحقوق محفوظة.",
      networkLinkLabel: (brand, network) => `${brand} على ${network} (يفتح في علامة تبويب جديدة)`,
    },
    errorPage: {
      heading: "حدث خطأ ما",
      lead: "يُرجى إعادة تحميل الصفحة أو المحاولة مرة أخرى بعد قليل.",
      notFoundHeading: "الصفحة غير موجودة",
      notFoundLead: "الصفحة التي تبحث عنها غير موجودة.",
      homeLink: "العودة إلى الصفحة الرئيسية",
    },
  },
};
