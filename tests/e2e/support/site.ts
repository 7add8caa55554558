/**
 * What the browser tests expect of the site, written from the specification
 * and decisions.md. Build-time overrides (SITE_NAME, SITE_EMAIL,
 * SITE_LINKEDIN_URL) are honoured so the suite also checks a rebranded build.
 *
 * The site exists in English and in Arabic. Every behaviour is tested in both:
 * a spec loops over `siteLanguages` and reads what it expects from the
 * language. English expectations are the literal strings of the
 * specification; Arabic expectations come from the site's content modules
 * (the translation is the content's, the behaviour is the test's).
 */
import { localeInfo, type Locale } from "../../../app/config/locales.ts";
import { about } from "../../../app/content/about.ts";
import { answerPagesCopy } from "../../../app/content/answer-pages.ts";
import { clientTypes } from "../../../app/content/client-types.ts";
import { companyCopy } from "../../../app/content/company.ts";
import { contactFormCopy, contactMessages } from "../../../app/content/contact-form.ts";
import { faqItems as localisedFaqItems, type FaqItem } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home.ts";
import { navigationLabels } from "../../../app/content/navigation.ts";
import { pageTexts } from "../../../app/content/page-meta.ts";
import { aboutPage, servicesPage, successPage } from "../../../app/content/pages.ts";
import { services } from "../../../app/content/services.ts";
import { siteChrome } from "../../../app/content/site-chrome.ts";
import { siteHeaderCopy } from "../../../app/content/site-header.ts";
import { team as localisedTeam, type TeamMember } from "../../../app/content/team.ts";
import { createRequire } from "node:module";

/** The phone field's country names and labels in Arabic, as the library ships them. */
const arabicCountryNames = createRequire(import.meta.url)(
  "react-phone-number-input/locale/ar.json",
) as Record<string, string>;

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

export interface NavLinkExpectation {
  label: string;
  path: string;
}

/** Everything a test needs to know about one language edition of the site. */
export interface SiteLanguage {
  locale: Locale;
  /** For test titles: "English", "Arabic". */
  name: string;
  lang: string;
  dir: "ltr" | "rtl";
  ogLocale: string;
  /** The language's name as the language switch on the other language's pages shows it. */
  ownName: string;
  /** A page's English path as served in this language: "/" is "/ar" in Arabic. */
  path(englishPath: string): string;
  /** Every page of the edition, plus an unknown path that gets its not-found page. */
  pages: readonly SitePage[];
  /** Pages the header and footer link to that have suites of their own, not the per-page checks (the articles list). */
  linkedPages: readonly SitePage[];
  /** The pages that carry the contact form. */
  formPages: readonly string[];
  /** Paths the header, footer and other tests use by name. */
  paths: {
    home: string;
    services: string;
    about: string;
    contact: string;
    faq: string;
    privacy: string;
    terms: string;
    success: string;
    search: string;
    articles: string;
    notFound: string;
  };
  /** The header's links after Home, in order; Home itself. */
  /** The seed's three header links, in order: Services, About, Contact. */
  headerLinks: readonly [NavLinkExpectation, NavLinkExpectation, NavLinkExpectation];
  homeLink: NavLinkExpectation;
  header: {
    navigationLabel: string;
    menuToggle: string;
    /** Matches the toggle's name, and no other button's. */
    menuWord: RegExp;
  };
  footer: {
    navigationHeading: string;
    resourcesHeading: string;
    contactHeading: string;
    navigation: readonly NavLinkExpectation[];
    resources: readonly [NavLinkExpectation, ...NavLinkExpectation[]];
    tagline: string;
    officeLocation: string;
    /** The footer's last line for a year. */
    copyright(year: number): string;
  };
  skipLink: string;
  form: {
    fullName: string;
    email: string;
    phone: string;
    /** The phone text box's accessible name starts with the phone label. */
    phoneName: RegExp;
    /** The country select's accessible name. */
    country: string;
    message: string;
    submit: string;
    privacyLink: string;
    /** A country's name in the select. */
    countryName(code: "GB" | "US" | "AE"): string;
  };
  home: {
    getStarted: string;
    whatWeDo: string;
    /** The four service titles, in order. */
    serviceTitles: readonly RegExp[];
    whoWeWorkWith: string;
    clientTypes: readonly string[];
    partners: RegExp;
  };
  servicesPage: { servicesHeading: string; viewAllFaqs: string; serviceTitles: readonly RegExp[] };
  aboutPage: {
    missionHeading: string;
    visionHeading: string;
    teamHeading: string;
    mission: string;
    vision: string;
    teamDescription: string;
    team: readonly TeamMember[];
  };
  success: {
    heading: RegExp;
    homeLink: RegExp;
    /** Each next step begins with a letter, not a number typed into the text. */
    stepStart: RegExp;
  };
  privacy: { topics: readonly string[]; retention: RegExp };
  faqItems: readonly FaqItem[];
  answerPages: {
    invalidTitle: string;
    invalidHeading: string;
    errorSummaryHeading: string;
    emailInvalid: string;
  };
}

/** An unknown path, in English; each language serves its not-found page under its prefix. */
const UNKNOWN_PATH = "/no-such-page-here";

function pathIn(locale: Locale): (englishPath: string) => string {
  const { prefix } = localeInfo[locale];
  return (englishPath) =>
    prefix === "" ? englishPath : englishPath === "/" ? prefix : `${prefix}${englishPath}`;
}

function pathsOf(path: (englishPath: string) => string): SiteLanguage["paths"] {
  return {
    home: path("/"),
    services: path("/services"),
    about: path("/about"),
    contact: path("/contact"),
    faq: path("/faq"),
    privacy: path("/privacy-policy"),
    terms: path("/terms"),
    success: path("/success.html"),
    search: path("/search"),
    articles: path("/articles"),
    notFound: path(UNKNOWN_PATH),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

const englishPath = pathIn("en");
const englishPaths = pathsOf(englishPath);

const english: SiteLanguage = {
  locale: "en",
  name: "English",
  lang: "en",
  dir: "ltr",
  ogLocale: "en_AE",
  ownName: "English",
  path: englishPath,
  pages: [
    { name: "home", path: "/", title: "Future-proof Digital Solutions", status: 200 },
    { name: "services", path: "/services", title: "Our Services", status: 200 },
    { name: "about", path: "/about", title: "About Us", status: 200 },
    { name: "contact", path: "/contact", title: "Contact Us", status: 200 },
    { name: "faq", path: "/faq", title: "FAQ", status: 200 },
    { name: "privacy policy", path: "/privacy-policy", title: "Privacy Policy", status: 200 },
    { name: "terms", path: "/terms", title: "Terms of Use", status: 200 },
    { name: "success", path: "/success.html", title: "Message sent", status: 200 },
    { name: "search", path: "/search", title: "Search", status: 200 },
    { name: "not found", path: UNKNOWN_PATH, title: "Page not found", status: 404 },
  ],
  linkedPages: [{ name: "articles", path: "/articles", title: "Articles", status: 200 }],
  formPages: ["/", "/contact", "/faq"],
  paths: englishPaths,
  headerLinks: [
    { label: "Services", path: "/services" },
    { label: "About", path: "/about" },
    { label: "Contact", path: "/contact" },
  ],
  homeLink: { label: "Home", path: "/" },
  header: { navigationLabel: "Main", menuToggle: "Toggle menu", menuWord: /menu/i },
  footer: {
    navigationHeading: "Navigation",
    resourcesHeading: "Resources",
    contactHeading: "Contact",
    navigation: [
      { label: "Home", path: "/" },
      { label: "Services", path: "/services" },
      { label: "About", path: "/about" },
      { label: "Contact", path: "/contact" },
    ],
    resources: [
      { label: "FAQ", path: "/faq" },
      { label: "Articles", path: "/articles" },
      { label: "Privacy Policy", path: "/privacy-policy" },
      { label: "Terms of Use", path: "/terms" },
    ],
    tagline,
    officeLocation,
    copyright: (year) => `© ${year} ${brand}. All rights reserved.`,
  },
  skipLink: "Skip to main content",
  form: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    phoneName: /^Phone\b/,
    country: "Phone number country",
    message: "Message",
    submit: "Send message",
    privacyLink: "Privacy Policy",
    countryName: (code) => ({ GB: "United Kingdom", US: "United States", AE: "United Arab Emirates" })[code],
  },
  home: {
    getStarted: "Get Started",
    whatWeDo: "What We Do",
    serviceTitles: [
      /business consulting/i,
      /cyber security/i,
      /software development/i,
      /business analytics/i,
    ],
    whoWeWorkWith: "Who We Work With",
    clientTypes: ["Tech Companies", "Payment Service Providers", "Business Intelligence Firms"],
    partners: /partner/i,
  },
  servicesPage: {
    servicesHeading: "Our Services",
    viewAllFaqs: "View All FAQs",
    serviceTitles: [
      /business consulting/i,
      /cyber security/i,
      /software development/i,
      /business analytics/i,
    ],
  },
  aboutPage: {
    missionHeading: aboutPage.en.missionHeading,
    visionHeading: aboutPage.en.visionHeading,
    teamHeading: aboutPage.en.teamHeading,
    mission: about.en.mission,
    vision: about.en.vision,
    teamDescription: about.en.teamDescription,
    team: localisedTeam.en,
  },
  success: { heading: /thank you/i, homeLink: /home/i, stepStart: /^[A-Z]/ },
  privacy: {
    topics: ["name", "email", "phone", "message", "personal data protection law", "delete", "access"],
    retention: /\d+\s+days|months|years/,
  },
  faqItems: localisedFaqItems.en,
  answerPages: {
    invalidTitle: "Please check your message",
    invalidHeading: answerPagesCopy.en.invalid.heading,
    errorSummaryHeading: answerPagesCopy.en.errorSummaryHeading,
    emailInvalid: "Enter a valid email address, like name@example.com.",
  },
};

const arabicPath = pathIn("ar");
const arabicPaths = pathsOf(arabicPath);
const ar = {
  nav: navigationLabels.ar,
  titles: pageTexts.ar,
  chrome: siteChrome.ar,
  form: contactFormCopy.ar,
  home: home.ar,
};

const arabic: SiteLanguage = {
  locale: "ar",
  name: "Arabic",
  lang: "ar",
  dir: "rtl",
  ogLocale: "ar_AE",
  ownName: "العربية",
  path: arabicPath,
  pages: [
    { name: "home", path: arabicPaths.home, title: ar.titles.home.title, status: 200 },
    { name: "services", path: arabicPaths.services, title: ar.titles.services.title, status: 200 },
    { name: "about", path: arabicPaths.about, title: ar.titles.about.title, status: 200 },
    { name: "contact", path: arabicPaths.contact, title: ar.titles.contact.title, status: 200 },
    { name: "faq", path: arabicPaths.faq, title: ar.titles.faq.title, status: 200 },
    { name: "privacy policy", path: arabicPaths.privacy, title: ar.titles.privacy.title, status: 200 },
    { name: "terms", path: arabicPaths.terms, title: ar.titles.terms.title, status: 200 },
    { name: "success", path: arabicPaths.success, title: ar.titles.success.title, status: 200 },
    { name: "search", path: arabicPaths.search, title: ar.titles.search.title, status: 200 },
    { name: "not found", path: arabicPaths.notFound, title: ar.titles.notFound.title, status: 404 },
  ],
  linkedPages: [
    { name: "articles", path: arabicPaths.articles, title: ar.titles.articles.title, status: 200 },
  ],
  formPages: [arabicPaths.home, arabicPaths.contact, arabicPaths.faq],
  paths: arabicPaths,
  headerLinks: [
    { label: ar.nav.services, path: arabicPaths.services },
    { label: ar.nav.about, path: arabicPaths.about },
    { label: ar.nav.contact, path: arabicPaths.contact },
  ],
  homeLink: { label: ar.nav.home, path: arabicPaths.home },
  header: {
    navigationLabel: siteHeaderCopy.ar.navigationLabel,
    menuToggle: siteHeaderCopy.ar.menuToggle,
    menuWord: /القائمة/,
  },
  footer: {
    navigationHeading: ar.chrome.footer.navigationHeading,
    resourcesHeading: ar.chrome.footer.resourcesHeading,
    contactHeading: ar.chrome.footer.contactHeading,
    navigation: [
      { label: ar.nav.home, path: arabicPaths.home },
      { label: ar.nav.services, path: arabicPaths.services },
      { label: ar.nav.about, path: arabicPaths.about },
      { label: ar.nav.contact, path: arabicPaths.contact },
    ],
    resources: [
      { label: ar.nav.faq, path: arabicPaths.faq },
      { label: ar.nav.articles, path: arabicPaths.articles },
      { label: ar.nav.privacy, path: arabicPaths.privacy },
      { label: ar.nav.terms, path: arabicPaths.terms },
    ],
    tagline: companyCopy.ar.tagline,
    officeLocation: companyCopy.ar.locationLabel,
    copyright: (year) => `© ${year} ${brand}. ${ar.chrome.footer.rightsReserved}`,
  },
  skipLink: ar.chrome.skipLink,
  form: {
    fullName: ar.form.fullName,
    email: ar.form.email,
    phone: ar.form.phone,
    // As /^Phone\b/ does in English: the label, then no further letter (\b knows no Arabic letters).
    phoneName: new RegExp(`^${escapeRegExp(ar.form.phone)}(?!\\p{L})`, "u"),
    country: arabicCountryNames["country"] ?? "country",
    message: ar.form.message,
    submit: ar.form.submit,
    privacyLink: ar.form.privacyLink,
    countryName: (code) => arabicCountryNames[code] ?? code,
  },
  home: {
    getStarted: ar.home.hero.cta,
    whatWeDo: ar.home.whatWeDo.heading,
    serviceTitles: services.ar.map((service) => exactly(service.title)),
    whoWeWorkWith: ar.home.whoWeWorkWith.heading,
    clientTypes: clientTypes.ar.map((client) => client.title),
    partners: exactly(ar.home.partners.heading),
  },
  servicesPage: {
    servicesHeading: servicesPage.ar.servicesHeading,
    viewAllFaqs: servicesPage.ar.viewAllFaqs,
    serviceTitles: services.ar.map((service) => exactly(service.title)),
  },
  aboutPage: {
    missionHeading: aboutPage.ar.missionHeading,
    visionHeading: aboutPage.ar.visionHeading,
    teamHeading: aboutPage.ar.teamHeading,
    mission: about.ar.mission,
    vision: about.ar.vision,
    teamDescription: about.ar.teamDescription,
    team: localisedTeam.ar,
  },
  success: {
    heading: exactly(successPage.ar.heading),
    homeLink: exactly(successPage.ar.homeLink),
    stepStart: /^[\u0621-\u064A]/,
  },
  privacy: {
    // Name, email, phone, message, the personal data protection law, deletion and access, as the Arabic policy words them.
    topics: ["اسمكم", "بريدكم الإلكتروني", "هاتفكم", "رسالتكم", "حماية البيانات الشخصية", "نحذف", "الاطلاع"],
    retention: /\d+\s+(يومًا|يوم|أيام|شهرًا|أشهر|سنة|سنوات)/,
  },
  faqItems: localisedFaqItems.ar,
  answerPages: {
    invalidTitle: answerPagesCopy.ar.invalid.title,
    invalidHeading: answerPagesCopy.ar.invalid.heading,
    errorSummaryHeading: answerPagesCopy.ar.errorSummaryHeading,
    emailInvalid: contactMessages.ar.emailInvalid,
  },
};

/** Both editions of the site; specs loop over this. */
export const siteLanguages: readonly [SiteLanguage, SiteLanguage] = [english, arabic];

/** The edition a test is not in: where its language switch leads. */
export function otherLanguage(language: SiteLanguage): SiteLanguage {
  const other = siteLanguages.find((candidate) => candidate.locale !== language.locale);
  if (!other) throw new Error("The site has only one language");
  return other;
}

export function documentTitle(page: Pick<SitePage, "title">): string {
  return `${page.title} | ${brand}`;
}

/** Any page of either edition, by its served path. */
export function pageByPath(path: string): SitePage {
  const page = siteLanguages
    .flatMap((language) => [...language.pages, ...language.linkedPages])
    .find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page with path ${path}`);
  return page;
}

/** The English edition's pages, forms and header links, as before the Arabic edition. */
export const sitePages: readonly SitePage[] = english.pages;
export const formPages = english.formPages;
export const headerLinks = english.headerLinks;

/** A filled-in contact form that the form collector accepts. */
export const validLead = {
  fullName: "Aisha Rahman",
  email: "aisha.rahman@example.com",
  /** National digits typed after the fixed +971 prefix. */
  phoneDigits: "501234567",
  message:
    "We are a payment service provider planning a card-acquiring launch in the UAE.\nCan we talk next week?",
} as const;

/** The same visitor writing in Arabic. */
export const validArabicLead = {
  fullName: "عائشة الرحمن",
  email: "aisha.rahman@example.com",
  phoneDigits: "501234567",
  message:
    "نحن مزوّد خدمات دفع نخطط لإطلاق خدمة تحصيل البطاقات في الإمارات.\nهل يمكننا التحدث الأسبوع المقبل؟",
} as const;

/** What a visitor types into the form on a page of this language. */
export function submissionFor(language: SiteLanguage): typeof validLead | typeof validArabicLead {
  return language.locale === "ar" ? validArabicLead : validLead;
}
