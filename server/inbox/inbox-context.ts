import type { HttpBindings } from "@hono/node-server";
import type { Context, Hono } from "hono";
import type { InboxView, Viewer } from "../../app/server-pages/inbox/views.ts";
import { inboxPageHeaders, seeOtherHeaders } from "../headers/response-headers.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";
import type { Channel, CompanyChannel } from "../store/schema.ts";
import type { AuditEntry, AuditLog } from "../store/audit-log.ts";
import type { ChallengeStore } from "../store/challenge-store.ts";
import type { PasskeyStore } from "../store/passkey-store.ts";
import type { AuthenticatedSession, SessionStore } from "../store/session-store.ts";
import type { User, UserStore } from "../store/user-store.ts";
import type { ServerKeys } from "../store/server-keys.ts";
import type { InsightsReports } from "./insights-report-thread.ts";
import type { LeadQueries } from "./lead-queries.ts";
import type { LeadStore } from "../store/lead-store.ts";
import type { Holidays } from "../../app/lib/business-days.ts";

/** What the inbox's routes work with, made once at start. */
export interface InboxServices {
  /** The list, a lead's page, exports and a person's data: every read of leads. */
  queries: LeadQueries;
  /** The Insights page's reports and CSV files, made in a thread of their own. */
  reports: InsightsReports;
  /** INSIGHTS_RETENTION_DAYS: the days counts are kept, ending today, and the only days a report may ask for. */
  insightsRetentionDays: number;
  /** Every change to a lead (state, Spam, deletion, resend, erasure, assignment, notes, replies) with its events. */
  leads: LeadStore;
  /** The HOLIDAYS setting: the one-business-day clock stops on these Dubai days. */
  holidays: Holidays;
  /** Whether replies can be mailed (SMTP is configured); Mark replied works either way. */
  repliesOn: boolean;
  /** DIGEST_TIME, for the account page. */
  digestTime: string;
  users: UserStore;
  sessions: SessionStore;
  audit: AuditLog;
  passkeys: PasskeyStore;
  challenges: ChallengeStore;
  throttle: SignInThrottle;
  /** The device cookie's HMAC key. */
  serverKeys: ServerKeys;
  /** Tells the account's owners it is under attack (a ceiling of failed sign-ins was reached); never throws. */
  alertOwners(account: User, now: Date): Promise<void>;
  trustProxyHops: number;
  /**
   * SITE_URL's origin: the origin every state-changing request must come from,
   * and the passkeys' relying party. Null without SITE_URL: then the origin
   * check uses the request's Host, and passkeys are off (a Host header is no
   * ground to bind a credential to).
   */
  siteOrigin: string | null;
  /** The notification channels configured now: Resend is offered for these. */
  channels: readonly Channel[];
  /** Of those, the company's own (not the visitor's receipt): who is told when a lead leaves Spam. */
  companyChannels: readonly CompanyChannel[];
  /** Wakes the notification worker after a resend. */
  pokeNotifications(): void;
  now(): Date;
}

export type InboxEnv = {
  Bindings: HttpBindings;
  Variables: {
    https: boolean;
    client: string;
    session: AuthenticatedSession | null;
    /** Renders an inbox page with the site being served when the request arrived (set by server/http/app.ts). */
    render(view: InboxView): string;
    /** A page's own title in the site being served when the request arrived, or null (set by server/http/app.ts). */
    pageTitle(path: string): string | null;
  };
};

export type InboxContext = Context<InboxEnv>;

/** What a route adder from outside the inbox gets with the app: the inbox's services and its answers. */
interface InboxRouteKit {
  services: InboxServices;
  /** 404 with the inbox's page. */
  notFound(c: InboxContext): Response;
}

/**
 * Routes a caller adds inside the inbox's app (the editor's, server/editor,
 * passed by the composition root): they run after its session, Origin and
 * CSRF checks, so every one is signed in and every post came from here.
 */
export type InboxRouteAdder = (app: Hono<InboxEnv>, kit: InboxRouteKit) => void;

export function viewerOf(session: AuthenticatedSession): Viewer {
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: session.user.role,
    csrfToken: session.csrfToken,
    isOwner: session.user.role === "owner",
    canEdit: session.user.canEdit,
  };
}

/** An audit entry by the signed-in account. */
export function byViewer(
  session: AuthenticatedSession,
  action: AuditEntry["action"],
  subject: string | null,
): AuditEntry {
  return { actor: { id: session.user.id, email: session.user.email }, action, subject };
}

type Refusal = Omit<Extract<InboxView, { page: "forbidden" }>, "page" | "viewer">;

/** 403 with the inbox's page that says why (nothing but the reason differs). */
export function refuse(c: InboxContext, why: Refusal = {}): Response {
  const session = c.get("session");
  return c.body(
    c.var.render({ page: "forbidden", viewer: session === null ? null : viewerOf(session), ...why }),
    403,
    inboxPageHeaders(),
  );
}

/** 303 See Other with the site's security headers (and any cookie the handler set). */
export function seeOther(c: InboxContext, location: string): Response {
  return c.body(null, 303, seeOtherHeaders(location));
}
