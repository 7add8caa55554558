import {
  CONTACT_FORM_NAME,
  contactLimits,
  DEFAULT_PHONE_PREFIX,
  HONEYPOT_FIELD,
  MESSAGE_ROWS,
  type ContactFieldErrors,
  type ContactFieldName,
} from "../../app/lib/contact-rules.ts";
import type { Locale } from "../../app/config/locales.ts";
import { pages } from "../../app/config/pages.ts";
import { contactFormCopy } from "../../app/content/contact-form.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { escapeHtml } from "./html.ts";

/** What the visitor typed, as posted. */
export type ContactValues = Record<ContactFieldName, string>;

/* Class names mirror app/components (contact-form, ui/form-field, ui/button, ui/card): the same form, server-rendered. */
const controlBase =
  "block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-accent-blue focus:outline-2 focus:outline-offset-0 focus:outline-accent-blue/40";
const controlValid = "border-navy-200";
const controlInvalid = "border-red-700";
const labelClass = "block text-sm font-semibold text-navy-900";
const hintClass = "font-normal text-ink-muted";
const errorClass = "mt-2 text-sm font-medium text-red-700";
const buttonClass =
  "inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-linear-to-r from-accent-blue to-accent-violet px-6 py-3 text-base font-semibold text-white shadow-lg shadow-accent-blue/25 transition-[background-color,box-shadow,transform] duration-200 hover:-translate-y-px hover:shadow-xl hover:shadow-accent-violet/30 focus-visible:outline-offset-4 motion-reduce:transition-none motion-reduce:hover:translate-y-0";

const SEND_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="size-4"><path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"></path><path d="m21.854 2.147-10.94 10.939"></path></svg>';

/** The same ids as the site's form, so links in the error summary land on the fields. */
export const fieldIds: Readonly<Record<ContactFieldName, string>> = {
  fullName: "contact-full-name",
  email: "contact-email",
  phone: "contact-phone",
  message: "contact-message",
};

interface FieldOptions {
  name: ContactFieldName;
  label: string;
  hint?: string;
  error: string | undefined;
  control: (attributes: string) => string;
  /** Extra classes of the control: a left-to-right field (email, phone) lines up with the labels of a right-to-left page. */
  controlClass?: string;
}

function field({ name, label, hint, error, control, controlClass }: FieldOptions): string {
  const id = fieldIds[name];
  const errorId = `${id}-error`;
  const attributes = [
    `id="${id}"`,
    `name="${name}"`,
    `class="${controlBase} ${error === undefined ? controlValid : controlInvalid}${controlClass === undefined ? "" : ` ${controlClass}`}"`,
    ...(error === undefined ? [] : ['aria-invalid="true"', `aria-describedby="${errorId}"`]),
  ].join(" ");
  return `<div><label for="${id}" class="${labelClass}">${escapeHtml(label)}${
    hint === undefined ? "" : ` <span class="${hintClass}">${escapeHtml(hint)}</span>`
  }</label><div class="mt-2">${control(attributes)}</div>${
    error === undefined ? "" : `<p id="${errorId}" class="${errorClass}">${escapeHtml(error)}</p>`
  }</div>`;
}

/**
 * The contact form as the site renders it in a language (same names, action,
 * hidden fields and platform attributes), filled with what the visitor sent
 * and marked with what to fix. The honeypot is never refilled.
 */
export function renderContactForm(values: ContactValues, locale: Locale, errors: ContactFieldErrors = {}): string {
  const copy = contactFormCopy[locale];
  const value = (name: ContactFieldName) => escapeHtml(values[name]);
  return `<form name="${CONTACT_FORM_NAME}" method="post" action="${localisedPath(pages.success.path, locale)}" data-netlify="true" data-netlify-honeypot="${HONEYPOT_FIELD}" class="grid gap-6">
<input type="hidden" name="form-name" value="${CONTACT_FORM_NAME}">
<div hidden><label>${escapeHtml(copy.honeypot)} <input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>
<div class="grid gap-6 sm:grid-cols-2">
${field({
  name: "fullName",
  label: copy.fullName,
  error: errors.fullName,
  control: (attributes) =>
    `<input ${attributes} type="text" required maxlength="${contactLimits.fullName.max}" autocomplete="name" value="${value("fullName")}">`,
})}
${field({
  name: "email",
  label: copy.email,
  error: errors.email,
  controlClass: "rtl:text-right",
  control: (attributes) =>
    `<input ${attributes} type="email" dir="ltr" required maxlength="${contactLimits.email.max}" autocomplete="email" value="${value("email")}">`,
})}
</div>
${field({
  name: "phone",
  label: copy.phone,
  hint: copy.phoneHintWithoutScript,
  error: errors.phone,
  controlClass: "rtl:text-right",
  control: (attributes) =>
    `<input ${attributes} type="tel" dir="ltr" autocomplete="tel" value="${values.phone.trim() === "" ? DEFAULT_PHONE_PREFIX : value("phone")}">`,
})}
${field({
  name: "message",
  label: copy.message,
  error: errors.message,
  controlClass: "resize-y",
  control: (attributes) =>
    `<textarea ${attributes} rows="${MESSAGE_ROWS}" required maxlength="${contactLimits.message.max}">\n${value("message")}</textarea>`,
})}
<div class="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
<p class="text-sm text-ink-muted">${escapeHtml(copy.privacyNote)} <a href="${localisedPath(pages.privacy.path, locale)}" class="font-medium text-accent-text underline underline-offset-2">${escapeHtml(copy.privacyLink)}</a>.</p>
<button type="submit" class="${buttonClass}">${escapeHtml(copy.submit)} ${SEND_ICON}</button>
</div>
</form>`;
}
