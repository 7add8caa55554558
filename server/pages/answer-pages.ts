import type { Locale } from "../../app/config/locales.ts";
import { pages as sitePages } from "../../app/config/pages.ts";
import { answerPagesCopy, type AnswerPageText } from "../../app/content/answer-pages.ts";
import { contactMessages } from "../../app/content/contact-form.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import type { ContactFieldErrors, ContactFieldName } from "../../app/lib/contact-rules.ts";
import { fieldIds, renderContactForm, type ContactValues } from "./contact-form-markup.ts";
import { escapeHtml } from "./html.ts";
import type { PageTemplate } from "./page-template.ts";

/** The pages the form post can answer with, other than the redirect to the success page. */
export interface AnswerPages {
  invalid(values: ContactValues, errors: ContactFieldErrors): string;
  /** `values`: what arrived before the size limit, the message cut there. */
  tooLarge(values: ContactValues): string;
  unsupportedType(): string;
  unsupportedEncoding(): string;
  methodNotAllowed(): string;
  unknownForm(): string;
  rateLimited(values: ContactValues, retryAfterSeconds: number): string;
  notStored(values: ContactValues): string;
  serverError(): string;
}

const wrapper = "bg-sand-50 py-16 sm:py-24";
const container = "mx-auto w-full max-w-3xl px-5 sm:px-8";
const heading = "text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl";
const lead = "mt-4 text-lg text-pretty text-ink-muted";
const card = "mt-10 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm shadow-navy-900/5 sm:p-8";
const alertBox = "mt-8 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900";
const link = "font-medium text-accent-text underline underline-offset-2";

const fieldOrder: readonly ContactFieldName[] = ["fullName", "email", "phone", "message"];

function page(text: Pick<AnswerPageText, "heading">, intro: string, body = ""): string {
  return `<div class="${wrapper}"><div class="${container}"><h1 class="${heading}">${escapeHtml(text.heading)}</h1><p class="${lead}">${escapeHtml(intro)}</p>${body}</div></div>`;
}

/** The answer pages in one language, each inside that language's site template. */
export function createAnswerPages(template: PageTemplate, locale: Locale): AnswerPages {
  const copy = answerPagesCopy[locale];
  const messages = contactMessages[locale];
  const render = (title: string, main: string) => template.render({ title, main });
  const simple = (text: AnswerPageText, body = "") => render(text.title, page(text, text.lead, body));
  const backToForm = `<p class="mt-8"><a href="${localisedPath(sitePages.contact.path, locale)}" class="${link}">${escapeHtml(copy.backToForm)}</a></p>`;
  const formCard = (values: ContactValues, errors: ContactFieldErrors = {}) =>
    `<div class="${card}">${renderContactForm(values, locale, errors)}</div>`;

  /** The error summary names each problem and links to its field, as GOV.UK's pattern does. */
  const errorSummary = (errors: ContactFieldErrors) => {
    const items = fieldOrder
      .flatMap((name) => {
        const key = errors[name];
        return key === undefined ? [] : [`<li><a href="#${fieldIds[name]}" class="underline underline-offset-2">${escapeHtml(messages[key])}</a></li>`];
      })
      .join("");
    return `<div id="form-errors" class="${alertBox}" role="alert" aria-labelledby="form-errors-title" tabindex="-1" autofocus><h2 id="form-errors-title" class="text-lg font-semibold">${escapeHtml(copy.errorSummaryHeading)}</h2><ul class="mt-3 list-disc space-y-1 ps-5">${items}</ul></div>`;
  };

  return {
    invalid: (values, errors) => simple(copy.invalid, errorSummary(errors) + formCard(values, errors)),
    tooLarge: (values) => {
      const errors: ContactFieldErrors = { message: "messageTooLong" };
      return simple(copy.tooLarge, errorSummary(errors) + formCard(values, errors));
    },
    unsupportedType: () => simple(copy.unsupportedType, backToForm),
    unsupportedEncoding: () => simple(copy.unsupportedEncoding, backToForm),
    methodNotAllowed: () => simple(copy.methodNotAllowed, backToForm),
    unknownForm: () => simple(copy.unknownForm, backToForm),
    rateLimited: (values, retryAfterSeconds) => {
      const wait = copy.minutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
      return render(copy.rateLimited.title, page(copy.rateLimited, copy.rateLimited.lead(wait), formCard(values)));
    },
    notStored: (values) => simple(copy.notStored, formCard(values)),
    serverError: () => simple(copy.serverError, backToForm),
  };
}
