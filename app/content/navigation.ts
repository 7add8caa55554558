import type { Localised } from "../config/locales.ts";

/** The pages the header and footer link to, by the key config/navigation uses. */
export type NavKey = "home" | "services" | "about" | "contact" | "faq" | "privacy" | "terms";

export const navigationLabels: Localised<Record<NavKey, string>> = {
  en: {
    home: "Home",
    services: "Services",
    about: "About",
    contact: "Contact",
    faq: "FAQ",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
  },
  ar: {
    home: "الرئيسية",
    services: "الخدمات",
    about: "من نحن",
    contact: "تواصل معنا",
    faq: "الأسئلة الشائعة",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
  },
};
