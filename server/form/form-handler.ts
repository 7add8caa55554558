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
} from "../../app/lib/contact-rules.ts";
import type { LeadSource } from "../../app/lib/insights.ts";
import { REPEAT_WINDOW_MS, type ContactValues } from "../../app/lib/submission.ts";
import { generatedPageHeaders, seeOtherHeaders } from "../headers/response-headers.ts";
import type { AnswerPages } from "../render/answer-pages.ts";
import type { AddResult, SubmissionStore } from "../store/submission-store.ts";
import type { RateDecision } from "../store/throttle-store.ts";
import { bodyKind, isIdentityEncoding, MAX_FORM_BYTES, readFormBody } from "./form-body.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { emailDomainExists, honeypotFilled, repeats, spamVerdict, type DomainResolver, type SpamVerdict } from "./spam-signals.ts";

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
  store: SubmissionStore;
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

/**
 * POST to a success page. Order matters: cheap refusals first, nothing stored
 * unless every check passed, and the 303 only after the commit.
 */
export function createFormHandler(options: FormHandlerOptions): (post: FormPost) => Promise<FormAnswer> {
  const { store, rateLimiter } = options;
  const html = (body: string, status: number, extra: Record<string, string> = {}) =>
    new Response(body, { status, headers: generatedPageHeaders(extra) });
  return async ({ request, client, locale, pages, socketAddress }) => {
    const seeOther = () => new Response(null, { status: 303, headers: seeOtherHeaders(localisedPath(sitePages.success.path, locale)) });
    const kind = bodyKind(request.headers.get("content-type") ?? undefined);
    if (kind === null) return { response: html(pages.fixed.unsupportedType, 415), outcome: "unsupported-type" };
    if (!isIdentityEncoding(request.headers.get("content-encoding"))) {
      // RFC 9110 section 15.5.16: name the coding we do accept.
      return {
        response: html(pages.fixed.unsupportedEncoding, 415, { "Accept-Encoding": "identity" }),
        outcome: "unsupported-encoding",
      };
    }

    const declared = Number(request.headers.get("content-length") ?? Number.NaN);
    if (declared > MAX_FORM_BYTES && request.headers.get("expect")?.toLowerCase() === "100-continue") {
      // Not invited to send (server/http/expect-continue.ts): answered from the headers, with nothing read.
      return { response: html(await pages.tooLarge(typedValues({})), 413, { Connection: "close" }), outcome: "too-large" };
    }
    const body = await readFormBody(request, kind);
    if (!body.ok && body.reason === "too-large") {
      // The rest of an oversized body is not worth reading: close the connection instead.
      return { response: html(await pages.tooLarge(typedValues(body.fields)), 413, { Connection: "close" }), outcome: "too-large" };
    }
    if (!body.ok) return { response: html(pages.fixed.unsupportedType, 400), outcome: "malformed" };
    const { fields } = body;

    if (fields["form-name"] !== CONTACT_FORM_NAME) {
      return { response: html(pages.fixed.unknownForm, 404), outcome: "unknown-form" };
    }

    const values = typedValues(fields);
    if (rateLimiter !== null) {
      const decision = await rateLimiter.take(client).catch((error: unknown): RateDecision => {
        // A message matters more than the limit: with the count out of reach, the post goes through.
        options.onError(error);
        return { allowed: true };
      });
      if (!decision.allowed) {
        return {
          response: html(await pages.rateLimited(values, decision.retryAfterSeconds), 429, {
            "Retry-After": String(decision.retryAfterSeconds),
          }),
          outcome: "rate-limited",
        };
      }
    }

    const validation = validateContact(fields);
    if (!validation.success) {
      // A bot gets exactly a person's answer, so it learns nothing; an invalid post is never stored.
      if (honeypotFilled(fields[HONEYPOT_FIELD])) return { response: seeOther(), outcome: "invalid-spam" };
      return { response: html(await pages.invalid(values, validation.errors), 400), outcome: "invalid" };
    }

    const { submission } = validation;
    const createdAt = new Date();
    let verdict: SpamVerdict;
    let added: AddResult;
    try {
      const [earlier, domainExists, source] = await Promise.all([
        store.recentFrom(submission.email, new Date(createdAt.getTime() - REPEAT_WINDOW_MS)),
        options.domainResolver === null ? true : emailDomainExists(submission.email, options.domainResolver),
        options.leadSource?.(request, socketAddress),
      ]);
      verdict = spamVerdict({
        honeypot: fields[HONEYPOT_FIELD],
        elapsedMs: fields[ELAPSED_FIELD],
        message: submission.message,
        repeat: repeats(submission, earlier),
        emailDomainExists: domainExists,
      });
      added = await store.add({
        ...submission,
        userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
        createdAt,
        locale,
        spamReasons: verdict.reasons,
        ...(source === undefined ? {} : { source }),
      });
    } catch (error) {
      options.onError(error);
      return { response: html(await pages.notStored(values), 503, { "Retry-After": "30" }), outcome: "not-stored" };
    }
    // Whatever the verdict, the visitor's answer is the same.
    if (added.duplicate) return { response: seeOther(), outcome: "duplicate", submissionId: added.id };
    const { id } = added;
    options.onStored(id);
    return {
      response: seeOther(),
      outcome: verdict.spam ? "spam" : "stored",
      submissionId: id,
    };
  };
}
