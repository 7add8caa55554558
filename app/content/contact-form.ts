/**
 * The contact form's words, shared by the site's form and the form
 * collector's answer pages, so both always read the same. The server imports
 * this module as it is, so its imports are relative, with their extension.
 */
import type { Localised } from "../config/locales.ts";
import { contactLimits, type ContactMessageKey } from "../lib/contact-rules.ts";
import { arabicCount, type ArabicNounForms } from "./arabic-count.ts";

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

export const contactFormCopy: Localised<ContactFormCopy> = {
  en: {
    fullName: "Full name",
    email: "Email",
    emailFormat: "An address like name@example.com, without %, ?, & or /.",
    phone: "Phone",
    phoneHint: "(optional)",
    phoneHintWithoutScript: "(optional, with country code)",
    message: "Message",
    honeypot: "Leave this field empty",
    privacyNote: "We use your details only to answer you. Read our",
    privacyLink: "Privacy Policy",
    submit: "Send message",
  },
  ar: {
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    emailFormat: "عنوان مثل name@example.com، من دون % أو ? أو & أو /.",
    phone: "رقم الهاتف",
    phoneHint: "(اختياري)",
    phoneHintWithoutScript: "(اختياري، مع رمز الدولة)",
    message: "الرسالة",
    honeypot: "اترك هذا الحقل فارغًا",
    privacyNote: "نستخدم بياناتك للرد عليك فقط. اطلع على",
    privacyLink: "سياسة الخصوصية",
    submit: "إرسال الرسالة",
  },
};

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

export const contactMessages: Localised<Record<ContactMessageKey, string>> = {
  en: {
    fullNameMissing: "Enter your full name.",
    fullNameTooLong: `Shorten your name to ${contactLimits.fullName.max} characters or fewer.`,
    emailMissing: "Enter your email address.",
    emailTooLong: `Use an email address of at most ${contactLimits.email.max} characters.`,
    emailInvalid: "Enter a valid email address, like name@example.com.",
    emailUndeliverable:
      "Mail cannot be delivered to this address. Enter the address you receive mail at, like name@example.com, without characters such as %, ?, & or /.",
    phoneInvalid: `Enter a phone number with its country code, like ${PHONE_EXAMPLE}, or leave it empty.`,
    messageMissing: "Enter your message.",
    messageTooLong: `Shorten your message to ${contactLimits.message.max} characters or fewer.`,
  },
  ar: {
    fullNameMissing: "أدخل اسمك الكامل.",
    fullNameTooLong: `اختصر اسمك إلى ${arabicCount(contactLimits.fullName.max, characters)} أو أقل.`,
    emailMissing: "أدخل عنوان بريدك الإلكتروني.",
    emailTooLong: `استخدم عنوان بريد إلكتروني لا يزيد على ${arabicCount(contactLimits.email.max, characters)}.`,
    emailInvalid: "أدخل عنوان بريد إلكتروني صحيحًا، مثل name@example.com.",
    emailUndeliverable:
      "لا يمكن إيصال البريد إلى هذا العنوان. أدخل العنوان الذي تصلك عليه الرسائل، مثل name@example.com، من دون رموز مثل % أو ? أو & أو /.",
    phoneInvalid: `أدخل رقم الهاتف مع رمز الدولة، مثل ${LRM}${PHONE_EXAMPLE}، أو اترك الحقل فارغًا.`,
    messageMissing: "أدخل رسالتك.",
    messageTooLong: `اختصر رسالتك إلى ${arabicCount(contactLimits.message.max, characters)} أو أقل.`,
  },
};
