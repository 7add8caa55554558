import type { Localised } from "../config/locales.ts";

/** The header's own words: its landmark's name and the phone menu's toggle. */
export interface SiteHeaderCopy {
  /** The name of the header's <nav> landmark; screen readers add "navigation" in their own words. */
  navigationLabel: string;
  menuToggle: string;
}

export const siteHeaderCopy: Localised<SiteHeaderCopy> = {
  en: {
    navigationLabel: "Main",
    menuToggle: "Toggle menu",
  },
  ar: {
    navigationLabel: "القائمة الرئيسية",
    menuToggle: "فتح القائمة أو إغلاقها",
  },
};
