/**
 * The lead: what a visitor sends with the contact form (its text is its
 * `message`), from what they typed to what the inbox shows (decision 030).
 * Its shapes, states, spam reasons and the rules that compare two posts are
 * defined here once, for the form handler, the store, the inbox, the
 * notifications and the server's pages.
 * Types, constants and pure functions only: the browser bundles none of it
 * unless a component imports it.
 */
import type { Locale } from "../config/locales.ts";
import type { ContactFieldName, ContactSubmission } from "./contact-rules.ts";
import type { LeadSource } from "./insights.ts";

/** The form's four text fields as a visitor typed them: what an answer page gives back to them. */
export type ContactValues = Record<ContactFieldName, string>;

/** Where a lead stands: new until someone handles it; spam when a rule caught it. */
export const leadStates = ["new", "handled", "spam"] as const;

export type LeadState = (typeof leadStates)[number];

/** A list of leads in one state, or in every state: the inbox's tabs, in their order. */
export const stateFilters = [...leadStates, "all"] as const;

export type StateFilter = (typeof stateFilters)[number];

/** How the company's notifications of a lead stand (spam is never notified: "none"). */
export type NotificationState = "none" | "pending" | "sent" | "failed";

/** The spam rules, by name (server/form/spam-signals.ts), in the order they are checked and listed. */
export const spamReasons = [
  "honeypot",
  "too-fast",
  "repeat",
  "many-links",
  "only-links",
  "email-domain",
] as const;

export type SpamReason = (typeof spamReasons)[number];

/** A lead that passed the form's rules, as the form handler hands it to the store. */
export interface NewLead extends ContactSubmission {
  userAgent: string | null;
  createdAt: Date;
  /** The language of the page the form was on. */
  locale: Locale;
  /** The spam rules that held; empty for a lead that is not spam. */
  spamReasons: readonly SpamReason[];
  /** Where it came from (issue 16); without it, "unknown". */
  source?: LeadSource;
}

/**
 * A stored lead, as the store, the inbox, the notifications and the exports
 * read it.
 */
export interface Lead {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  fullName: string;
  email: string;
  /** E.164, or null when the visitor gave none. */
  phone: string | null;
  message: string;
  userAgent: string | null;
  notificationState: NotificationState;
  state: LeadState;
  locale: string;
  /** Why it was stored as spam; empty when no rule held. */
  spamReasons: SpamReason[];
  /** Where it came from; landingPage null: "unknown". */
  source: LeadSource;
}

/** An earlier lead from the same sender, as the double-post and repeat rules compare it. */
export type EarlierPost = Pick<Lead, "id" | "fullName" | "email" | "phone" | "message">;

/** Spam is kept this long, so a false positive can still be found under Spam; the purge deletes it then. */
export const SPAM_RETENTION_DAYS = 30;

/** A double click, or a form sent again after a timeout, arrives within this. */
export const DOUBLE_POST_WINDOW_MS = 10 * 60 * 1000;

/** How far back the same email and message count as a repeat. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Messages compared as a reader sees them: runs of whitespace are one space. */
function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();
}

/** Email addresses compared as mail systems deliver them: case is ignored. */
function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The same email and message: a repeat, for the spam rules. */
export function isRepeat(
  post: Pick<EarlierPost, "email" | "message">,
  earlier: Pick<EarlierPost, "email" | "message">,
): boolean {
  return sameAddress(post.email, earlier.email) && sameText(post.message, earlier.message);
}

/** The same post again (name, email, phone and message): stored once within DOUBLE_POST_WINDOW_MS. */
export function isSamePost(post: Omit<EarlierPost, "id">, earlier: Omit<EarlierPost, "id">): boolean {
  return post.fullName === earlier.fullName && post.phone === earlier.phone && isRepeat(post, earlier);
}
