import type { MetaDescriptor } from "react-router";
import type { FaqItem } from "~/content/faq";
import { site } from "~/config/site";
import { absoluteUrl } from "./seo";

/** schema.org FAQPage for a list of questions and answers. */
export function faqJsonLd(items: readonly FaqItem[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  };
}

/** schema.org ProfessionalService describing the company, on every page. */
export function organizationJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": `${site.url}/#organization`,
      name: site.name,
      description: site.tagline,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
      image: absoluteUrl("/og-image.png"),
      email: site.email,
      foundingDate: String(site.founded),
      address: {
        "@type": "PostalAddress",
        addressLocality: site.location.city,
        addressCountry: site.location.country,
      },
      areaServed: ["AE", "GCC"],
      sameAs: [site.professionalNetwork.url],
    },
  };
}
