import type { Hono } from "hono";
import type { Holidays } from "../../app/lib/business-days.ts";
import type { ServerConfig } from "../config.ts";
import type { SignInAlert } from "../notify/sign-in-alert.ts";
import { createAuditLog, userSubject } from "../store/audit-log.ts";
import { createChallengeStore } from "../store/challenge-store.ts";
import type { Database } from "../store/open-database.ts";
import { createLeadStore } from "../store/lead-store.ts";
import { createPasskeyStore } from "../store/passkey-store.ts";
import type { Channel, CompanyChannel } from "../store/schema.ts";
import type { ServerKeys } from "../store/server-keys.ts";
import { createSessionStore, type SessionStore } from "../store/session-store.ts";
import { createUserStore, type User } from "../store/user-store.ts";
import { createInboxApp } from "./inbox-app.ts";
import type { InboxEnv, InboxRouteAdder } from "./inbox-context.ts";
import { createLeadQueries } from "./lead-queries.ts";
import { startReportThread } from "./insights-report-thread.ts";
import { ALERT_CEILING, ALERT_WINDOW_MS, createSignInThrottle } from "./sign-in-throttle.ts";

export interface InboxOptions {
  config: Pick<
    ServerConfig,
    "database" | "digestTime" | "insightsRetentionDays" | "trustProxyHops" | "siteUrl"
  >;
  database: Database;
  keys: ServerKeys;
  holidays: Holidays;
  /** What the inbox asks of the notifications (server/notify/notifications.ts). */
  notifications: {
    /** Whether mail is configured: replies can be mailed. */
    mail: boolean;
    /** The notification channels configured now, and of those the company's own. */
    channels: readonly Channel[];
    companyChannels: readonly CompanyChannel[];
    /** Wakes the notification worker after a resend. */
    wake(): void;
    /** Tells the owners by mail that an account is under attack; nothing without mail; never throws. */
    alertOwners(alert: SignInAlert): Promise<void>;
  };
  log(entry: Record<string, unknown>): void;
  /** Routes added inside the inbox's app, behind its sign-in, Origin and CSRF checks (the editor's). */
  routes: readonly InboxRouteAdder[];
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
  const { config, database, keys, notifications } = options;
  const sessions = createSessionStore(database);
  const audit = createAuditLog(database);
  const users = createUserStore(database);
  const reports = startReportThread(config.database);
  // An account under attack: logged, in the audit log, and the owners told.
  const alertOwners = async (account: User, now: Date) => {
    options.log({ event: "sign-in-alert", account: account.id });
    await audit
      .record({ actor: null, action: "sign-in-alert", subject: userSubject(account.email) }, now)
      .catch((error: unknown) =>
        options.log({ event: "audit-error", error: error instanceof Error ? error.message : String(error) }),
      );
    const window = { failures: ALERT_CEILING, windowMinutes: ALERT_WINDOW_MS / 60_000 };
    await notifications.alertOwners({ account: account.email, ...window, at: now.toISOString() });
  };
  const app = createInboxApp(
    {
      queries: createLeadQueries(database, options.holidays),
      leads: createLeadStore(database),
      holidays: options.holidays,
      repliesOn: notifications.mail,
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
      alertOwners,
      trustProxyHops: config.trustProxyHops,
      siteOrigin: config.siteUrl === null ? null : new URL(config.siteUrl).origin,
      channels: notifications.channels,
      companyChannels: notifications.companyChannels,
      pokeNotifications: notifications.wake,
      now: () => new Date(),
    },
    options.routes,
  );
  return { app, sessions, stop: () => reports.stop() };
}
