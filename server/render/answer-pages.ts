import type { Locale } from "../../app/config/locales.ts";
import type { ContactValues } from "../../app/lib/lead.ts";
import type { ContactFieldErrors } from "../../app/lib/contact-rules.ts";
import type { AnswerKind, HeadLink, ServerPages } from "../../app/server-pages/contract.ts";

type FixedKind = Extract<
  AnswerKind,
  "unsupportedType" | "unsupportedEncoding" | "methodNotAllowed" | "unknownForm" | "serverError"
>;

/** The pages the form post can answer with, other than the redirect to the success page. */
export interface AnswerPages {
  invalid(values: ContactValues, errors: ContactFieldErrors): Promise<string>;
  /** `values`: what arrived before the size limit, the message cut there. */
  tooLarge(values: ContactValues): Promise<string>;
  rateLimited(values: ContactValues, retryAfterSeconds: number): Promise<string>;
  notStored(values: ContactValues): Promise<string>;
  /** Pages without the visitor's input, rendered once at start: answering them costs nothing and cannot fail. */
  fixed: Readonly<Record<FixedKind, string>>;
}

/** The answer pages in one language, rendered by the app's components. */
export async function createAnswerPages(
  serverPages: ServerPages,
  headLinks: readonly HeadLink[],
  locale: Locale,
): Promise<AnswerPages> {
  const render = serverPages.renderAnswerPage;
  const renderFixed = (kind: FixedKind) => render({ kind }, locale, headLinks);
  const fixed: Record<FixedKind, string> = {
    unsupportedType: await renderFixed("unsupportedType"),
    unsupportedEncoding: await renderFixed("unsupportedEncoding"),
    methodNotAllowed: await renderFixed("methodNotAllowed"),
    unknownForm: await renderFixed("unknownForm"),
    serverError: await renderFixed("serverError"),
  };
  return {
    invalid: (values, errors) => render({ kind: "invalid", values, errors }, locale, headLinks),
    tooLarge: (values) => render({ kind: "tooLarge", values }, locale, headLinks),
    rateLimited: (values, retryAfterSeconds) =>
      render({ kind: "rateLimited", values, retryAfterSeconds }, locale, headLinks),
    notStored: (values) => render({ kind: "notStored", values }, locale, headLinks),
    fixed,
  };
}
