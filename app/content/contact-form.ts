/**
 * The contact form's words, shared by the site's form and the form
 * collector's answer pages, so both always read the same: the labels in
 * content/contact-form.json, the errors in content/form-errors.json (a kind of
 * their own, so the site's form, which does not show them, does not carry
 * them). Errors quoting a limit are templates filled from app/lib/contact-rules.ts.
 */
import { byLocale, type Localised } from "../config/locales.ts";
import { contactLimits, type ContactMessageKey } from "../lib/contact-rules.ts";
import formContent from "../../content/contact-form.json" with { type: "json" };
import errorsContent from "../../content/form-errors.json" with { type: "json" };
import { arabicCount, type ArabicNounForms } from "./arabic-count.ts";
import { fillTemplate } from "./fill-template.ts";
import type { SiteContent } from "./schema/kinds.ts";

export interface ContactFormCopy {
  fullName: string;
  email: string;
  /** The browser shows it when the address does not match the rule (the email field's title). */
  emailFormat: string;
  phone: string;
  phoneHint: string;
  /** Without the country select (answer pages run no script), say what to type. */
  phoneHintWithoutScript: string;
  message: string;
  honeypot: string;
  /** Followed by a space, the privacy link and a full stop. */
  privacyNote: string;
  privacyLink: string;
  submit: string;
}

export const contactFormCopy: Localised<ContactFormCopy> = formContent as SiteContent<"contact-form">;

const characters: ArabicNounForms = {
  one: "حرف واحد",
  two: "حرفين",
  few: "أحرف",
  many: "حرفًا",
  other: "حرف",
};

/** Left-to-right mark: keeps a phone number that starts with "+" in its order inside right-to-left text. */
const LRM = "\u200E";

/** No-break spaces: a phone number never breaks across lines. */
const PHONE_EXAMPLE = "+971\u00A050\u00A0123\u00A04567";

/** The longest a field may be, in the words of a language: "200 characters", "200 حرف". */
const charactersIn: Localised<(count: number) => string> = {
  en: (count) => `${count} characters`,
  ar: (count) => arabicCount(count, characters),
};

/** The example phone number, kept in its order inside right-to-left text. */
const phoneExample: Localised<string> = { en: PHONE_EXAMPLE, ar: `${LRM}${PHONE_EXAMPLE}` };

// Pure: the site's form imports this module for its labels and must not carry the errors.
export const contactMessages: Localised<Record<ContactMessageKey, string>> = /* @__PURE__ */ byLocale(
  (locale) => {
    const words = (errorsContent as SiteContent<"form-errors">)[locale];
    const limit = (template: string, max: number) =>
      fillTemplate(template, { limit: charactersIn[locale](max) });
    return {
      ...words,
      fullNameTooLong: limit(words.fullNameTooLong, contactLimits.fullName.max),
      emailTooLong: limit(words.emailTooLong, contactLimits.email.max),
      phoneInvalid: fillTemplate(words.phoneInvalid, { example: phoneExample[locale] }),
      messageTooLong: limit(words.messageTooLong, contactLimits.message.max),
    };
  },
);
