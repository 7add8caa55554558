/**
 * The company's identity in one place. A company adopting the site edits this
 * module, or sets SITE_NAME, SITE_EMAIL, SITE_URL and SITE_LINKEDIN_URL at build time.
 */
export interface SiteConfig {
  name: string;
  founded: number;
  email: string;
  /** Where the company is, for structured data; the words are copy, in content/company. */
  location: { city: string; country: string };
  url: string;
  professionalNetwork: { label: string; url: string };
  /** Where the phone input loads country flags; `{XX}` is the ISO country code. */
  flagUrl: string;
  themeColor: string;
}

/** Vite's build-time variables in the bundle; process.env when Node runs this module directly. */
const env: Partial<Record<string, string>> = import.meta.env ?? process.env;

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const site: SiteConfig = {
  name: pick(env.SITE_NAME, "Dunecrest Digital"),
  founded: 2020,
  email: pick(env.SITE_EMAIL, "hello@dunecrest.example"),
  location: { city: "Dubai", country: "AE" },
  url: pick(env.SITE_URL, "https://www.dunecrest.example").replace(/\/+$/, ""),
  professionalNetwork: {
    label: "LinkedIn",
    url: pick(env.SITE_LINKEDIN_URL, "https://www.linkedin.com/company/dunecrest-digital"),
  },
  flagUrl: pick(env.SITE_FLAG_URL, "/flags/3x2/{XX}.svg"),
  themeColor: "#0b1b33",
};
