import type { Localised } from "../config/locales.ts";

/**
 * Partner logos. The partners are fictional placeholders; each logo is an SVG
 * served from /public/partners so that no request leaves the site. Their
 * names are brands, written in Latin letters in every language.
 */
export interface Partner {
  id: string;
  name: string;
  logo: { src: string; width: number; height: number };
}

const falconPay: Partner = {
  id: "falconpay",
  name: "FalconPay",
  logo: { src: "/partners/falconpay.svg", width: 180, height: 48 },
};

const oasisCloud: Partner = {
  id: "oasis-cloud",
  name: "Oasis Cloud",
  logo: { src: "/partners/oasis-cloud.svg", width: 180, height: 48 },
};

const meridianRisk: Partner = {
  id: "meridian-risk",
  name: "Meridian Risk Analytics",
  logo: { src: "/partners/meridian-risk.svg", width: 180, height: 48 },
};

export const partners: Localised<readonly Partner[]> = {
  en: [falconPay, oasisCloud, meridianRisk],
  ar: [falconPay, oasisCloud, meridianRisk],
};

/** The text of a partner's logo image for those who cannot see it. */
export const partnerLogoAlt: Localised<(name: string) => string> = {
  en: (name) => `${name} logo`,
  ar: (name) => `شعار ${name}`,
};
