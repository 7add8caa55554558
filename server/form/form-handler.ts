import { locales, type Locale } from "../../app/config/locales.ts";
import { pages as sitePages } from "../../app/config/pages.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import {
  CONTACT_FORM_NAME,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  PHONE_COUNTRY_FIELD,
  phoneWithCountryCode,
  validateContact,
  type ContactSubmission,
} from "../../app/lib/contact-rules.ts";
import type { LeadSource } from "../../app/lib/insights.ts";
import { REPEAT_WINDOW_MS, type ContactValues } from "../../app/lib/lead.ts";
import { generatedPageHeaders, seeOtherHeaders } from "../headers/response-headers.ts";
import type { AnswerPages } from "../render/answer-pages.ts";
import type { AddResult, LeadIntake } from "../store/lead-intake.ts";
import type { RateDecision } from "../store/throttle-store.ts";
import { bodyKind, isIdentityEncoding, MAX_FORM_BYTES, readFormBody, type FormFields } from "./form-body.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import {
  emailDomainExists,
  honeypotFilled,
  repeats,
  spamVerdict,
  type DomainResolver,
  type SpamVerdict,
} from "./spam-signals.ts";

/** The form posts to its language's success page: /success.html, /ar/success.html. */
export const formPaths: ReadonlyMap<string, Locale> = new Map(
  locales.map((locale) => [localisedPath(sitePages.success.path, locale), locale]),
);

/** What happened to a post, for the request log (never what was in it). */
export type FormOutcome =
  | "stored"
  /** Stored under Spam. */
  | "spam"
  /** The same post was stored a moment ago: not stored again. */
  | "duplicate"
  | "invalid"
  /** Invalid, with the honeypot filled: not stored, and answered as a person's post. */
  | "invalid-spam"
  | "too-large"
  | "unsupported-type"
  | "unsupported-encoding"
  | "malformed"
  | "unknown-form"
  | "rate-limited"
  | "not-stored";

export interface FormPost {
  request: Request;
  client: string;
  /** The language of the page the form was on, read from the path it posted to. */
  locale: Locale;
  /** The answer pages, in that language, of the site being served when the post arrived. */
  pages: AnswerPages;
  /** The connection's address, for matching the post to the visit that brought it. */
  socketAddress?: string;
}

export interface FormAnswer {
  response: Response;
  outcome: FormOutcome;
  submissionId?: number;
}

export interface FormHandlerOptions {
  store: LeadIntake;
  rateLimiter: RateLimiter | null;
  /** Looks up the email's domain (SPAM_DNS_CHECK); null leaves that signal out. */
  domainResolver: DomainResolver | null;
  /** Called after a submission is committed (to wake the notification worker). */
  onStored(id: number): void;
  onError(error: unknown): void;
  /** Where the post came from (server/insights/lead-source.ts); never throws. Without it, "unknown". */
  leadSource?(request: Request, socketAddress: string | undefined): Promise<LeadSource>;
}

const USER_AGENT_MAX = 512;

function typedValues(fields: Readonly<Record<string, string>>): ContactValues {
  return {
    fullName: fields.fullName ?? "",
    email: fields.email ?? "",
    // Answer pages have no country select: the chosen country goes into the number.
    phone: phoneWithCountryCode(fields.phone ?? "", fields[PHONE_COUNTRY_FIELD]),
    message: fields.message ?? "",
  };
}

/** How a post is answered: a page of its language with the form's headers, or the 303 to its success page. */
interface Answerer {
  pages: AnswerPages;
  html(body: string, status: number, extra?: Record<string, string>): Response;
  seeOther(): Response;
}

/** A step either answers the post, and the handler stops there, or hands on what the next step needs. */
type Step<T> = { answer: FormAnswer } | { answer?: undefined; next: T };

/**
 * Reads the body: refused on its headers when it is no form, is encoded or is too large to be invited;
 * cut short when too large, refused when malformed.
 */
async function readBody(request: Request, { pages, html }: Answerer): Promise<Step<FormFields>> {
  const kind = bodyKind(request.headers.get("content-type") ?? undefined);
  if (kind === null) {
    return { answer: { response: html(pages.fixed.unsupportedType, 415), outcome: "unsupported-type" } };
  }
  if (!isIdentityEncoding(request.headers.get("content-encoding"))) {
    // RFC 9110 section 15.5.16: name the coding we do accept.
    return {
      answer: {
        response: html(pages.fixed.unsupportedEncoding, 415, { "Accept-Encoding": "identity" }),
        outcome: "unsupported-encoding",
      },
    };
  }

  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > MAX_FORM_BYTES && request.headers.get("expect")?.toLowerCase() === "100-continue") {
    // Not invited to send (server/http/expect-continue.ts): answered from the headers, with nothing read.
    const response = html(await pages.tooLarge(typedValues({})), 413, { Connection: "close" });
    return { answer: { response, outcome: "too-large" } };
  }
  const body = await readFormBody(request, kind);
  if (!body.ok && body.reason === "too-large") {
    // The rest of an oversized body is not worth reading: close the connection instead.
    const response = html(await pages.tooLarge(typedValues(body.fields)), 413, { Connection: "close" });
    return { answer: { response, outcome: "too-large" } };
  }
  if (!body.ok) return { answer: { response: html(pages.fixed.unsupportedType, 400), outcome: "malformed" } };
  return { next: body.fields };
}

/** Refuses a post from any form but the contact form. */
function checkFormName(fields: FormFields, { pages, html }: Answerer): FormAnswer | undefined {
  if (fields["form-name"] === CONTACT_FORM_NAME) return undefined;
  return { response: html(pages.fixed.unknownForm, 404), outcome: "unknown-form" };
}

/** Refuses a client over the rate limit; a limit out of reach lets the post through. */
async function checkRate(
  { rateLimiter, onError }: FormHandlerOptions,
  client: string,
  values: ContactValues,
  { pages, html }: Answerer,
): Promise<FormAnswer | undefined> {
  if (rateLimiter === null) return undefined;
  const decision = await rateLimiter.take(client).catch((error: unknown): RateDecision => {
    // A message matters more than the limit: with the count out of reach, the post goes through.
    onError(error);
    return { allowed: true };
  });
  if (decision.allowed) return undefined;
  return {
    response: html(await pages.rateLimited(values, decision.retryAfterSeconds), 429, {
      "Retry-After": String(decision.retryAfterSeconds),
    }),
    outcome: "rate-limited",
  };
}

/** Checks the fields against the form's rules; an invalid post is never stored. */
async function validate(
  fields: FormFields,
  values: ContactValues,
  { pages, html, seeOther }: Answerer,
): Promise<Step<ContactSubmission>> {
  const validation = validateContact(fields);
  if (validation.success) return { next: validation.submission };
  // A bot gets exactly a person's answer, so it learns nothing.
  if (honeypotFilled(fields[HONEYPOT_FIELD])) {
    return { answer: { response: seeOther(), outcome: "invalid-spam" } };
  }
  const response = html(await pages.invalid(values, validation.errors), 400);
  return { answer: { response, outcome: "invalid" } };
}

/** What the lead's spam verdict and source rest on; throws when the store is out of reach. */
async function spamSignals(
  { store, domainResolver, leadSource }: FormHandlerOptions,
  { request, socketAddress }: FormPost,
  fields: FormFields,
  lead: ContactSubmission,
  createdAt: Date,
): Promise<{ verdict: SpamVerdict; source: LeadSource | undefined }> {
  const [earlier, domainExists, source] = await Promise.all([
    store.recentFrom(lead.email, new Date(createdAt.getTime() - REPEAT_WINDOW_MS)),
    domainResolver === null ? true : emailDomainExists(lead.email, domainResolver),
    leadSource?.(request, socketAddress),
  ]);
  const verdict = spamVerdict({
    honeypot: fields[HONEYPOT_FIELD],
    elapsedMs: fields[ELAPSED_FIELD],
    message: lead.message,
    repeat: repeats(lead, earlier),
    emailDomainExists: domainExists,
  });
  return { verdict, source };
}

/** Stores the lead, under Spam when the verdict says so. */
function commit(
  store: LeadIntake,
  { request, locale }: FormPost,
  lead: ContactSubmission,
  createdAt: Date,
  { verdict, source }: { verdict: SpamVerdict; source: LeadSource | undefined },
): Promise<AddResult> {
  return store.add({
    ...lead,
    userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
    createdAt,
    locale,
    spamReasons: verdict.reasons,
    ...(source === undefined ? {} : { source }),
  });
}

/** Weighs the spam signals and commits; a fault in either is "not stored, try again", never a lost lead. */
async function storeLead(
  options: FormHandlerOptions,
  post: FormPost,
  fields: FormFields,
  lead: ContactSubmission,
  values: ContactValues,
  { pages, html }: Answerer,
): Promise<Step<{ added: AddResult; spam: boolean }>> {
  const createdAt = new Date();
  try {
    const signals = await spamSignals(options, post, fields, lead, createdAt);
    const added = await commit(options.store, post, lead, createdAt, signals);
    return { next: { added, spam: signals.verdict.spam } };
  } catch (error) {
    options.onError(error);
    const response = html(await pages.notStored(values), 503, { "Retry-After": "30" });
    return { answer: { response, outcome: "not-stored" } };
  }
}

/** The 303 after the commit; whatever the verdict, the visitor's answer is the same. */
function answerStored(
  { added, spam }: { added: AddResult; spam: boolean },
  onStored: (id: number) => void,
  { seeOther }: Answerer,
): FormAnswer {
  if (added.duplicate) return { response: seeOther(), outcome: "duplicate", submissionId: added.id };
  const { id } = added;
  onStored(id);
  return {
    response: seeOther(),
    outcome: spam ? "spam" : "stored",
    submissionId: id,
  };
}

/**
 * POST to a success page. Order matters: cheap refusals first, nothing stored
 * unless every check passed, and the 303 only after the commit.
 */
export function createFormHandler(options: FormHandlerOptions): (post: FormPost) => Promise<FormAnswer> {
  const html = (body: string, status: number, extra: Record<string, string> = {}) =>
    new Response(body, { status, headers: generatedPageHeaders(extra) });
  return async (post) => {
    const seeOther = () =>
      new Response(null, {
        status: 303,
        headers: seeOtherHeaders(localisedPath(sitePages.success.path, post.locale)),
      });
    const answerer: Answerer = { pages: post.pages, html, seeOther };

    const body = await readBody(post.request, answerer);
    if (body.answer !== undefined) return body.answer;
    const fields = body.next;
    const unknownForm = checkFormName(fields, answerer);
    if (unknownForm !== undefined) return unknownForm;
    const values = typedValues(fields);
    const limited = await checkRate(options, post.client, values, answerer);
    if (limited !== undefined) return limited;
    const valid = await validate(fields, values, answerer);
    if (valid.answer !== undefined) return valid.answer;
    const stored = await storeLead(options, post, fields, valid.next, values, answerer);
    if (stored.answer !== undefined) return stored.answer;
    return answerStored(stored.next, options.onStored, answerer);
  };
}
