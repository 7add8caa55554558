import type { Hono } from "hono";
import type { Holidays } from "../../app/lib/business-days.ts";
import type { ServerConfig } from "../config.ts";
import { createAuditLog, type AuditLog } from "../store/audit-log.ts";
import { createChallengeStore } from "../store/challenge-store.ts";
import type { Database } from "../store/open-database.ts";
import type { LeadStore } from "../store/lead-store.ts";
import { createPasskeyStore } from "../store/passkey-store.ts";
import type { Channel, CompanyChannel } from "../store/schema.ts";
import type { ServerKeys } from "../store/server-keys.ts";
import { createSessionStore, type SessionStore } from "../store/session-store.ts";
import { createUserStore, type User, type UserStore } from "../store/user-store.ts";
import { createInboxApp } from "./inbox-app.ts";
import type { InboxEnv } from "./inbox-context.ts";
import { createInboxStore } from "./inbox-store.ts";
import { startReportThread } from "./insights-report-thread.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";

export interface InboxOptions {
  config: Pick<
    ServerConfig,
    "database" | "digestTime" | "insightsRetentionDays" | "trustProxyHops" | "siteUrl"
  >;
  database: Database;
  keys: ServerKeys;
  leads: LeadStore;
  holidays: Holidays;
  /** Whether replies can be mailed (SMTP is configured). */
  repliesOn: boolean;
  /** The notification channels configured now, and of those the company's own. */
  channels: readonly Channel[];
  companyChannels: readonly CompanyChannel[];
  /** Wakes the notification worker after a resend. */
  pokeNotifications(): void;
  /** Tells the account's owners it is under attack; never throws. Given the inbox's accounts and log. */
  alertOwners(account: User, now: Date, inbox: { audit: AuditLog; users: UserStore }): Promise<void>;
}

export interface RunningInbox {
  /** The inbox's routes, mounted at /inbox by server/http/app.ts. */
  app: Hono<InboxEnv>;
  /** Who is signed in: the insights counter leaves their views out. */
  sessions: SessionStore;
  /** Ends the Insights page's report thread. */
  stop(): Promise<void>;
}

/** The leads inbox and what it works with: its stores, its sign-in throttle and its report thread. */
export function startInbox(options: InboxOptions): RunningInbox {
  const { config, database, keys } = options;
  const sessions = createSessionStore(database);
  const audit = createAuditLog(database);
  const users = createUserStore(database);
  const reports = startReportThread(config.database);
  const app = createInboxApp({
    messages: createInboxStore(database, options.holidays),
    leads: options.leads,
    holidays: options.holidays,
    repliesOn: options.repliesOn,
    digestTime: config.digestTime,
    reports,
    insightsRetentionDays: config.insightsRetentionDays,
    users,
    sessions,
    audit,
    passkeys: createPasskeyStore(database),
    challenges: createChallengeStore(database),
    throttle: createSignInThrottle(database, keys.get("client-address")),
    serverKeys: keys,
    alertOwners: (account, now) => options.alertOwners(account, now, { audit, users }),
    trustProxyHops: config.trustProxyHops,
    siteOrigin: config.siteUrl === null ? null : new URL(config.siteUrl).origin,
    channels: options.channels,
    companyChannels: options.companyChannels,
    pokeNotifications: options.pokeNotifications,
    now: () => new Date(),
  });
  return { app, sessions, stop: () => reports.stop() };
}
