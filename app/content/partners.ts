import type { Localised } from "../config/locales.ts";

/**
 * The partners. They are fictional placeholders. Each is drawn by the site
 * itself (components/partner-marks.tsx) in one style: a mark from the site's
 * set beside the name in the site's type, so no file, face or request comes
 * from elsewhere. Their names are brands, in Latin letters in every language.
 */
export type PartnerMark = "wing" | "cloud" | "prism";

export interface Partner {
  id: string;
  name: string;
  mark: PartnerMark;
}

const falconPay: Partner = { id: "falconpay", name: "FalconPay", mark: "wing" };
const oasisCloud: Partner = { id: "oasis-cloud", name: "Oasis Cloud", mark: "cloud" };
const meridianRisk: Partner = { id: "meridian-risk", name: "Meridian Risk Analytics", mark: "prism" };

export const partners: Localised<readonly Partner[]> = {
  en: [falconPay, oasisCloud, meridianRisk],
  ar: [falconPay, oasisCloud, meridianRisk],
};
