import type { Localised } from "../config/locales.ts";

/** The company's words about itself; its name, email and address are facts, in config/site. */
export interface CompanyCopy {
  tagline: string;
  /** The office, as the footer, the contact section and the legal pages name it. */
  locationLabel: string;
}

export const companyCopy: Localised<CompanyCopy> = {
  en: {
    tagline: "Empowering businesses through innovative digital solutions.",
    locationLabel: "Dubai, UAE",
  },
  ar: {
    tagline: "نمكّن الشركات بحلول رقمية مبتكرة.",
    locationLabel: "دبي، الإمارات العربية المتحدة",
  },
};
