/**
 * What the browser tests expect of the site, written from the specification
 * and decisions.md. Build-time overrides (SITE_NAME, SITE_EMAIL,
 * SITE_LINKEDIN_URL) are honoured so the suite also checks a rebranded build.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

export const brand = env("SITE_NAME", "Dunecrest Digital");
export const contactEmail = env("SITE_EMAIL", "hello@dunecrest.example");
export const linkedInUrl = env("SITE_LINKEDIN_URL", "https://www.linkedin.com/company/dunecrest-digital");
export const tagline = "Empowering businesses through innovative digital solutions.";
export const officeLocation = "Dubai, UAE";

export interface SitePage {
  /** A short name for test titles. */
  name: string;
  path: string;
  /** The page's own title; the document title is `<title> | <brand>`. */
  title: string;
  /** The HTTP status the server answers with. */
  status: number;
}

/** Every page of the site, plus an unknown path that gets the not-found page. */
export const sitePages: readonly SitePage[] = [
  { name: "home", path: "/", title: "Future-proof Digital Solutions", status: 200 },
  { name: "services", path: "/services", title: "Our Services", status: 200 },
  { name: "about", path: "/about", title: "About Us", status: 200 },
  { name: "contact", path: "/contact", title: "Contact Us", status: 200 },
  { name: "faq", path: "/faq", title: "FAQ", status: 200 },
  { name: "privacy policy", path: "/privacy-policy", title: "Privacy Policy", status: 200 },
  { name: "terms", path: "/terms", title: "Terms of Use", status: 200 },
  { name: "success", path: "/success.html", title: "Message sent", status: 200 },
  { name: "not found", path: "/no-such-page-here", title: "Page not found", status: 404 },
];

export function documentTitle(page: Pick<SitePage, "title">): string {
  return `${page.title} | ${brand}`;
}

export function pageByPath(path: string): SitePage {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page with path ${path}`);
  return page;
}

/** The pages that carry the contact form. */
export const formPages = ["/", "/contact", "/faq"] as const;

/** The header's links after Home, in order. */
export const headerLinks = [
  { label: "Services", path: "/services" },
  { label: "About", path: "/about" },
  { label: "Contact", path: "/contact" },
] as const;

/** A filled-in contact form that the form collector accepts. */
export const validSubmission = {
  fullName: "Aisha Rahman",
  email: "aisha.rahman@example.com",
  /** National digits typed after the fixed +971 prefix. */
  phoneDigits: "501234567",
  message: "We are a payment service provider planning a card-acquiring launch in the UAE.\nCan we talk next week?",
} as const;
