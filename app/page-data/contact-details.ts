import type { Locale } from "~/config/locales";
import { pages } from "~/config/pages";
import { companyCopy } from "~/content/company";
import { contactContent, type ContactContent } from "~/content/contact";
import { localisedPath } from "~/lib/locale-paths";
import { mailtoHref } from "~/lib/mailto";

/** One way to reach the company, as the contact panel lists it. */
export interface ContactDetail {
  kind: "email" | "phone" | "whatsapp" | "office" | "hours" | "response";
  label: string;
  /** The lines of the value; a link's text when `href` is set. */
  lines: readonly string[];
  href?: string;
  /** Numbers and addresses read left to right in every language. */
  ltr?: boolean;
}

export interface ContactDetails {
  label: string;
  items: readonly ContactDetail[];
}

/** "+971 4 123 4567" → "+97141234567", for tel: and wa.me links. */
function digitsOf(number: string): string {
  return number.replace(/[^\d+]/g, "");
}

/**
 * The contact panel's lines for a language, worked out by the loaders of the
 * pages that show it (at build time) and by the server's answer pages, so the
 * browser's scripts carry none of it. Phone and WhatsApp appear only when set
 * (content/contact.json; SITE_PHONE and SITE_WHATSAPP seed them).
 */
export function contactDetails(
  locale: Locale,
  copy: ContactContent = contactContent[locale],
): ContactDetails {
  const email = companyCopy[locale].email;
  const items: ContactDetail[] = [
    { kind: "email", label: copy.emailLabel, lines: [email], href: mailtoHref(email), ltr: true },
  ];
  const phone = copy.phone.trim();
  if (phone !== "") {
    items.push({
      kind: "phone",
      label: copy.phoneLabel,
      lines: [phone],
      href: `tel:${digitsOf(phone)}`,
      ltr: true,
    });
  }
  const whatsapp = copy.whatsapp.trim();
  if (whatsapp !== "") {
    const number = digitsOf(whatsapp).replace(/^\+/, "");
    items.push({
      kind: "whatsapp",
      label: copy.whatsappLabel,
      lines: [copy.whatsappLink],
      href: `https://wa.me/${number}`,
    });
  }
  items.push(
    { kind: "office", label: copy.officeLabel, lines: copy.officeAddress },
    { kind: "hours", label: copy.hoursLabel, lines: [copy.hours] },
    { kind: "response", label: copy.responseTimeLabel, lines: [copy.responseTime] },
  );
  return { label: copy.panelLabel, items };
}

/** The invitation to get in touch that ends a page without the contact form, and sits beside the FAQ. */
export interface ContactPrompt {
  heading: string;
  lead: string;
  /** The email, and the phone and WhatsApp when set: each a link. */
  ways: readonly ContactDetail[];
  /** The name of that list, for screen readers. */
  waysLabel: string;
  /** The office hours and the response time, said as facts. */
  facts: readonly ContactDetail[];
  action: { label: string; to: string };
}

/** The invitation's words and links for a language, from the same details as the contact panel. */
export function contactPrompt(locale: Locale, copy: ContactContent = contactContent[locale]): ContactPrompt {
  const { items } = contactDetails(locale, copy);
  return {
    heading: copy.promptHeading,
    lead: copy.responseTime,
    ways: items.filter((item) => item.href !== undefined),
    waysLabel: copy.panelLabel,
    facts: items.filter((item) => item.kind === "hours" || item.kind === "response"),
    action: { label: copy.pageHeading, to: localisedPath(pages.contact.path, locale) },
  };
}
