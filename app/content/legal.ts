import type { SiteConfig } from "~/config/site";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  heading: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** How long contact-form messages are kept before they are deleted. */
export const RETENTION_DAYS = 180;

export function privacyPolicy(site: SiteConfig): LegalDocument {
  return {
    heading: "Privacy Policy",
    updated: "21 November 2026",
    intro: `${site.name} ("we", "us") respects your privacy. This notice explains what personal data we collect through this website, why, and what rights you have, in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).`,
    sections: [
      {
        heading: "Who is responsible",
        paragraphs: [
          `${site.name}, ${site.location.label}, is the controller of the personal data described here. You can reach us about privacy at ${site.email}.`,
        ],
      },
      {
        heading: "What the contact form collects",
        paragraphs: ["When you send the contact form, we receive:"],
        list: [
          "your full name;",
          "your email address;",
          "your phone number, only if you choose to give it;",
          "your message;",
          "the time of sending and your browser's user-agent string, to protect the form against abuse.",
        ],
      },
      {
        heading: "Why we use it",
        paragraphs: [
          "We use these details only to answer your enquiry and, if you ask us to, to prepare a proposal. Our legal basis is your request to be contacted. We do not use your details for marketing, we do not sell them, and we do not build profiles.",
        ],
      },
      {
        heading: "Where it is stored and who receives it",
        paragraphs: [
          "Messages are stored in a database on servers operated for us, and a copy is delivered to the company mailbox so that the right consultant can reply. Only our staff who handle enquiries can read them. Hosting and email providers process the data on our behalf under contracts that oblige them to keep it confidential and secure. If a provider stores data outside the UAE, we rely on the safeguards the law requires.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          `We delete contact-form messages ${RETENTION_DAYS} days after we receive them, unless the enquiry becomes a business relationship, in which case the relevant correspondence is kept for as long as the contract and the law require.`,
        ],
      },
      {
        heading: "Cookies and tracking",
        paragraphs: [
          "This website sets no cookies, uses no analytics or advertising trackers, and loads nothing from other websites. Every page, font and image is served by the site itself.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `You may ask for access to the personal data we hold about you, for its correction or deletion, for a restriction of its processing, or object to it. Write to ${site.email}; we answer within 30 days. You may also complain to the UAE Data Office.`,
        ],
      },
      {
        heading: "Changes to this notice",
        paragraphs: ["If we change how we handle personal data, we update this page and the date above."],
      },
    ],
  };
}

export function termsOfUse(site: SiteConfig): LegalDocument {
  return {
    heading: "Terms of Use",
    updated: "21 November 2026",
    intro: `These terms apply to your use of the ${site.name} website. By using the site you accept them.`,
    sections: [
      {
        heading: "About this website",
        paragraphs: [
          `The site presents the services of ${site.name}, an IT consultancy and software house based in ${site.location.label}. Its content is general information, not professional advice, and no contract arises from it. Any engagement is governed by a separate written agreement.`,
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          `The text, design, graphics and code of this site belong to ${site.name} or its licensors. You may view and share pages for your own, non-commercial purposes; any other use needs our written permission.`,
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: ["You agree not to:"],
        list: [
          "send unlawful, misleading or abusive content through the contact form;",
          "attempt to gain unauthorised access to the site or the systems behind it;",
          "interfere with the site's operation, for example by automated mass requests.",
        ],
      },
      {
        heading: "Accuracy and availability",
        paragraphs: [
          "We keep the content accurate and up to date, but we do not guarantee that it is complete or that the site is always available. We may change or withdraw content without notice.",
        ],
      },
      {
        heading: "Links to other websites",
        paragraphs: ["Links to other websites are provided for convenience. We are not responsible for their content or their privacy practices."],
      },
      {
        heading: "Liability",
        paragraphs: [
          "To the extent the law allows, we are not liable for loss arising from the use of this site or reliance on its content. Nothing in these terms limits liability that cannot be limited under UAE law.",
        ],
      },
      {
        heading: "Governing law",
        paragraphs: [`These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE. The courts of Dubai have jurisdiction. Questions about these terms: ${site.email}.`],
      },
    ],
  };
}
