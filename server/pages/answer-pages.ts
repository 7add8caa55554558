import { pages } from "../../app/config/pages.ts";
import { contactMessages, type ContactFieldErrors, type ContactFieldName } from "../../app/lib/contact-rules.ts";
import { fieldIds, renderContactForm, type ContactValues } from "./contact-form-markup.ts";
import { escapeHtml } from "./html.ts";
import type { PageTemplate } from "./page-template.ts";

/** The pages the form post can answer with, other than the redirect to /success.html. */
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

function page(title: string, intro: string, body = ""): string {
  return `<div class="${wrapper}"><div class="${container}"><h1 class="${heading}">${escapeHtml(title)}</h1><p class="${lead}">${intro}</p>${body}</div></div>`;
}

function formCard(values: ContactValues, errors: ContactFieldErrors = {}): string {
  return `<div class="${card}">${renderContactForm(values, errors)}</div>`;
}

const backToForm = `<p class="mt-8"><a href="${pages.contact.path}" class="${link}">Back to the contact form</a></p>`;

/** The error summary names each problem and links to its field, as GOV.UK's pattern does. */
function errorSummary(errors: ContactFieldErrors): string {
  const items = fieldOrder
    .flatMap((name) => {
      const message = errors[name];
      return message === undefined ? [] : [`<li><a href="#${fieldIds[name]}" class="underline underline-offset-2">${escapeHtml(message)}</a></li>`];
    })
    .join("");
  return `<div id="form-errors" class="${alertBox}" role="alert" aria-labelledby="form-errors-title" tabindex="-1" autofocus><h2 id="form-errors-title" class="text-lg font-semibold">Please fix the following</h2><ul class="mt-3 list-disc space-y-1 pl-5">${items}</ul></div>`;
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? "a minute" : `${count} minutes`;
}

export function createAnswerPages(template: PageTemplate): AnswerPages {
  const render = (title: string, main: string) => template.render({ title, main });
  return {
    invalid: (values, errors) =>
      render(
        "Please check your message",
        page(
          "Your message has not been sent yet",
          "Some details need a change. Everything you typed is still below: correct the marked fields and send again.",
          errorSummary(errors) + formCard(values, errors),
        ),
      ),
    tooLarge: (values) => {
      const errors: ContactFieldErrors = { message: contactMessages.messageTooLong };
      return render(
        "Message too long",
        page(
          "Your message is too long to send",
          "It is longer than the form can take, so it has not been sent. The part that arrived is below, cut off where we stopped reading: shorten your message and send it again.",
          errorSummary(errors) + formCard(values, errors),
        ),
      );
    },
    unsupportedType: () =>
      render(
        "Message not sent",
        page(
          "This message could not be read",
          "The form must be sent by a web browser as a normal form post. Please use the contact form on this site.",
          backToForm,
        ),
      ),
    unsupportedEncoding: () =>
      render(
        "Message not sent",
        page(
          "This message arrived compressed",
          "The form takes messages as a web browser sends them, not compressed, so this one could not be read and was not kept. Please use the contact form on this site.",
          backToForm,
        ),
      ),
    methodNotAllowed: () =>
      render(
        "Not allowed",
        page(
          "This address only receives the contact form",
          "Open the contact form to send us a message.",
          backToForm,
        ),
      ),
    unknownForm: () =>
      render(
        "Form not found",
        page(
          "We do not know this form",
          "The message did not come from our contact form, so it was not kept. Please use the contact form on this site.",
          backToForm,
        ),
      ),
    rateLimited: (values, retryAfterSeconds) =>
      render(
        "Please wait a moment",
        page(
          "Too many messages in a short time",
          `Your message has not been sent yet. Please wait ${minutes(retryAfterSeconds)} and send it again; everything you typed is still below.`,
          formCard(values),
        ),
      ),
    notStored: (values) =>
      render(
        "Message not sent",
        page(
          "We could not save your message",
          "Something went wrong on our side and your message was not kept. Please try again in a moment; everything you typed is still below.",
          formCard(values),
        ),
      ),
    serverError: () =>
      render(
        "Something went wrong",
        page("Something went wrong on our side", "Please try again in a moment.", backToForm),
      ),
  };
}
