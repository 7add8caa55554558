/**
 * The spam rules: each a pure function of what was posted (or of an answer
 * the caller looked up), named so the inbox can say why. None refuses a post;
 * a caught submission is stored under Spam, where a person can recover it.
 */
import { Resolver } from "node:dns/promises";
import { isRepeat, spamReasons, type EarlierPost, type SpamReason } from "../../app/lib/lead.ts";

/** People take longer than this to fill in the form; bots post at once. */
export const MIN_FILL_MS = 3_000;
const MAX_LINKS = 3;
/** A domain lookup gives up after this: a slow resolver is no reason to call a post spam. */
const DNS_TIMEOUT_MS = 2_000;

const LINK = /\bhttps?:\/\/\S+|\bwww\.[^\s/]+\S*/giu;

/** The hidden field a person never sees, filled. */
export function honeypotFilled(value: string | undefined): boolean {
  return (value ?? "").trim() !== "";
}

/** Sent under MIN_FILL_MS after the page opened. Absent (no JavaScript) or unreadable is no signal. */
export function tooFast(elapsedMs: string | undefined): boolean {
  const raw = (elapsedMs ?? "").trim();
  return /^\d{1,15}$/.test(raw) && Number(raw) < MIN_FILL_MS;
}

function links(message: string): string[] {
  return message.match(LINK) ?? [];
}

export function manyLinks(message: string): boolean {
  return links(message).length > MAX_LINKS;
}

/** Nothing but links, with whitespace and punctuation between them. */
export function onlyLinks(message: string): boolean {
  return links(message).length > 0 && /^[\s\p{P}\p{S}]*$/u.test(message.replace(LINK, ""));
}

/** The same email and message as one of `earlier` (the caller's look-up of the last REPEAT_WINDOW_MS). */
export function repeats(
  post: Pick<EarlierPost, "email" | "message">,
  earlier: readonly Pick<EarlierPost, "email" | "message">[],
): boolean {
  return earlier.some((other) => isRepeat(post, other));
}

/** The part of node:dns/promises the domain check uses, so tests can answer without a network. */
export interface DomainResolver {
  resolveMx(host: string): Promise<readonly unknown[]>;
  resolve4(host: string): Promise<readonly unknown[]>;
  resolve6(host: string): Promise<readonly unknown[]>;
}

export function systemResolver(): DomainResolver {
  return new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
}

/** The DNS answer for a name that exists without records of that type, or does not exist. */
const isNoRecords = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENODATA" || error.code === "ENOTFOUND");

/**
 * Whether the email's domain can receive mail: false only when the resolver
 * says it has no MX, A or AAAA record. Any other error, or no answer within
 * DNS_TIMEOUT_MS, is "unknown": true, so no signal.
 */
export async function emailDomainExists(
  email: string,
  resolver: DomainResolver,
  timeoutMs = DNS_TIMEOUT_MS,
): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf("@") + 1).trim();
  const has = (lookup: Promise<readonly unknown[]>) =>
    lookup.then(
      (records) => records.length > 0,
      (error: unknown) => {
        if (isNoRecords(error)) return false;
        throw error;
      },
    );
  const lookups = Promise.all([
    has(resolver.resolveMx(domain)),
    has(resolver.resolve4(domain)),
    has(resolver.resolve6(domain)),
  ]).then(
    (found) => found.some(Boolean),
    () => true,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  try {
    return await Promise.race([lookups, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SpamInput {
  honeypot: string | undefined;
  elapsedMs: string | undefined;
  message: string;
  /** The same email and message was stored in the last REPEAT_WINDOW_MS. */
  repeat: boolean;
  /** False only when the DNS check ran and found no MX, A or AAAA record. */
  emailDomainExists: boolean;
}

export interface SpamVerdict {
  spam: boolean;
  reasons: SpamReason[];
}

/** Every rule that holds, in a fixed order; spam when any does. */
export function spamVerdict(input: SpamInput): SpamVerdict {
  const holds: Record<SpamReason, boolean> = {
    honeypot: honeypotFilled(input.honeypot),
    "too-fast": tooFast(input.elapsedMs),
    repeat: input.repeat,
    "many-links": manyLinks(input.message),
    "only-links": onlyLinks(input.message),
    "email-domain": !input.emailDomainExists,
  };
  const reasons = spamReasons.filter((reason) => holds[reason]);
  return { spam: reasons.length > 0, reasons };
}
