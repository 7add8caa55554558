import type { MetaDescriptor } from "react-router";
import { localeInfo, locales, type Locale } from "~/config/locales";
import { site } from "~/config/site";
import { companyCopy } from "~/content/company";
import type { FaqItem } from "~/content/faq";
import { localisedPath } from "~/lib/locale-paths";
import { absoluteUrl } from "./seo";

const ORGANIZATION_ID = `${site.url}/#organization`;

/** schema.org FAQPage for a list of questions and answers, in the page's language. */
export function faqJsonLd(items: readonly FaqItem[], locale: Locale): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: localeInfo[locale].lang,
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  };
}

/** schema.org ProfessionalService describing the company, in the page's language. */
export function organizationJsonLd(locale: Locale): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": ORGANIZATION_ID,
      name: site.name,
      description: companyCopy[locale].tagline,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
      image: absoluteUrl("/og-image.png"),
      email: companyCopy[locale].email,
      foundingDate: String(site.founded),
      address: {
        "@type": "PostalAddress",
        addressLocality: site.location.city,
        addressCountry: site.location.country,
      },
      areaServed: ["AE", "GCC"],
      knowsLanguage: locales.map((other) => localeInfo[other].lang),
      sameAs: [site.professionalNetwork.url],
    },
  };
}

/** schema.org WebSite: the site's edition in one language, published by the company. */
export function websiteJsonLd(locale: Locale): MetaDescriptor {
  const url = absoluteUrl(localisedPath("/", locale));
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${url}#website`,
      url,
      name: site.name,
      inLanguage: localeInfo[locale].lang,
      publisher: { "@id": ORGANIZATION_ID },
    },
  };
}
