/**
 * Partner logos. The partners are fictional placeholders; each logo is an SVG
 * served from /public/partners so that no request leaves the site.
 */
export interface Partner {
  id: string;
  name: string;
  logo: { src: string; width: number; height: number };
}

export const partners: readonly Partner[] = [
  {
    id: "falconpay",
    name: "FalconPay",
    logo: { src: "/partners/falconpay.svg", width: 180, height: 48 },
  },
  {
    id: "oasis-cloud",
    name: "Oasis Cloud",
    logo: { src: "/partners/oasis-cloud.svg", width: 180, height: 48 },
  },
  {
    id: "meridian-risk",
    name: "Meridian Risk Analytics",
    logo: { src: "/partners/meridian-risk.svg", width: 180, height: 48 },
  },
];
