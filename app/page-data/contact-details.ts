import { contactChannels, type ContactChannels } from "~/config/contact-channels";
import type { Locale } from "~/config/locales";
import { site } from "~/config/site";
import { contactContent } from "~/content/contact";
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
 * browser's scripts carry none of it. Phone and WhatsApp appear only when set.
 */
export function contactDetails(locale: Locale, channels: ContactChannels = contactChannels): ContactDetails {
  const copy = contactContent[locale];
  const items: ContactDetail[] = [
    { kind: "email", label: copy.emailLabel, lines: [site.email], href: mailtoHref(site.email), ltr: true },
  ];
  if (channels.phone !== undefined) {
    items.push({
      kind: "phone",
      label: copy.phoneLabel,
      lines: [channels.phone],
      href: `tel:${digitsOf(channels.phone)}`,
      ltr: true,
    });
  }
  if (channels.whatsapp !== undefined) {
    const number = digitsOf(channels.whatsapp).replace(/^\+/, "");
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
