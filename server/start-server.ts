import type { ServerConfig } from "./config.ts";
import { createForm } from "./form/start-form.ts";
import { startHousekeeping, type HousekeepingTimes } from "./housekeeping/start-housekeeping.ts";
import { closeGracefully, createHttpServer, listen } from "./http/http-server.ts";
import { stdoutLog, type Log } from "./http/request-log.ts";
import { holdServedSite, loadServedSite, type ServedSiteHolder } from "./http/served-site.ts";
import { startInbox } from "./inbox/start-inbox.ts";
import { ALERT_CEILING, ALERT_WINDOW_MS } from "./inbox/sign-in-throttle.ts";
import { startInsights, type InsightsTimes } from "./insights/start-insights.ts";
import { createEmailSender } from "./notify/email-sender.ts";
import { defaultRetryPolicy, startOutboxWorker, type RetryPolicy } from "./notify/outbox-worker.ts";
import { createReceiptSender } from "./notify/receipt-sender.ts";
import { createSignInAlertMailer } from "./notify/sign-in-alert.ts";
import { channelsOf, companyChannelsOf, type JobSenders, type Senders } from "./notify/sender.ts";
import { createAssignmentSender } from "./notify/assignment-sender.ts";
import { createReplySender } from "./notify/reply-sender.ts";
import { createWebhookSender } from "./notify/webhook-sender.ts";
import { createDigestSender } from "./digest/digest-mail.ts";
import { userSubject } from "./store/audit-log.ts";
import { createDigestStore } from "./store/digest-store.ts";
import { createLeadStore } from "./store/lead-store.ts";
import { migrateToLatest } from "./store/migrations.ts";
import { openDatabase, type Database } from "./store/open-database.ts";
import { createOutbox } from "./store/outbox.ts";
import { createServerKeys } from "./store/server-keys.ts";
import { loadServerSecret } from "./store/server-secret.ts";
import { createSubmissionStore, type SubmissionStore } from "./store/submission-store.ts";

/** What a caller may set: the log, and each part's clocks and limits (tests set them). */
export interface StartOptions extends HousekeepingTimes, InsightsTimes {
  log?: Log;
  retry?: RetryPolicy;
  /** How often the outbox is checked for due notifications. */
  pollMs?: number;
  /** How long a notification attempt may take before another may start. */
  leaseMs?: number;
  /** How long one notification send may take before it is given up and retried (less than leaseMs). */
  sendTimeoutMs?: number;
  /** How long stop() lets requests in flight finish before cutting connections. */
  shutdownGraceMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  store: SubmissionStore;
  /** What the server serves now (decision 031): a publish replaces it while the server runs. */
  served: ServedSiteHolder;
  /** Stops accepting, finishes requests in flight and pending commits, then closes the database. */
  stop(): Promise<void>;
}

/** The database, brought to the latest schema; a failed migration leaves it closed. */
async function openMigrated(config: ServerConfig, log: Log): Promise<Database> {
  const database = openDatabase(config.database, {
    onError: (error) => log({ event: "database-error", error: error.message }),
  });
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? stdoutLog;
  const served = holdServedSite(await loadServedSite(config.staticDir));
  // Before the database: a start that cannot have its secret changes nothing.
  const keys = createServerKeys(loadServerSecret(config.serverSecret));
  const database = await openMigrated(config, log);
  const senders: Senders = {};
  if (config.smtp !== null) senders.email = createEmailSender(config.smtp, config.siteUrl);
  if (config.webhook !== null) senders.webhook = createWebhookSender(config.webhook);
  if (config.autoreply && config.smtp !== null) senders.receipt = createReceiptSender(config.smtp);
  const store = createSubmissionStore(database, companyChannelsOf(senders), { receipts: senders.receipt !== undefined });
  const leads = createLeadStore(database);
  const holidays: ReadonlySet<string> = new Set(config.holidays);
  const digests = createDigestStore(database, holidays);
  const jobSenders: JobSenders = {};
  if (config.smtp !== null) {
    jobSenders.digest = createDigestSender(config.smtp, config.siteUrl, digests);
    jobSenders.reply = createReplySender(config.smtp, config.replyTo ?? config.smtp.to[0] ?? config.smtp.from, leads);
    jobSenders.assignment = createAssignmentSender(config.smtp, config.siteUrl, leads);
  }
  const worker = startOutboxWorker({
    outbox: createOutbox(database),
    store,
    senders,
    jobSenders,
    retry: options.retry ?? defaultRetryPolicy,
    pollMs: options.pollMs ?? 5_000,
    leaseMs: options.leaseMs ?? 120_000,
    sendTimeoutMs: options.sendTimeoutMs ?? 60_000,
    // Within the 10 s shutdown, which drains requests at the same time.
    stopGraceMs: 3_000,
    log,
  });
  // Owners hear of an account under attack by mail, when mail is configured.
  const alertMailer = config.smtp === null ? null : createSignInAlertMailer(config.smtp, config.siteUrl, log);
  const inbox = startInbox({
    config,
    database,
    keys,
    leads,
    holidays,
    repliesOn: jobSenders.reply !== undefined,
    channels: channelsOf(senders),
    companyChannels: companyChannelsOf(senders),
    pokeNotifications: () => worker.poke(),
    alertOwners: async (account, now, { audit, users }) => {
      log({ event: "sign-in-alert", account: account.id });
      await audit.record({ actor: null, action: "sign-in-alert", subject: userSubject(account.email) }, now).catch((error: unknown) =>
        log({ event: "audit-error", error: error instanceof Error ? error.message : String(error) }),
      );
      if (alertMailer === null) return;
      const owners = (await users.list()).filter((user) => user.role === "owner").map((user) => user.email);
      alertMailer.send(owners, { account: account.email, failures: ALERT_CEILING, windowMinutes: ALERT_WINDOW_MS / 60_000, at: now });
    },
  });
  const insights = startInsights({ config, keys, sessions: inbox.sessions, log }, options);
  const onStored = () => worker.poke();
  const handleForm = createForm({ config, database, keys, store, onStored, log }, insights.leadSource);
  const front = { served, inbox: inbox.app, handleForm, ping: () => store.ping(), config, log };
  const server = createHttpServer({ ...front, insights: insights.counter });
  const address = await listen(server, config.port, config.host).catch(async (error: unknown) => {
    alertMailer?.close();
    await worker.stop();
    await insights.stop();
    await inbox.stop();
    await database.close();
    throw error;
  });
  // Without mail there is no one to send a digest to: nothing is queued.
  const digestsOrNone = jobSenders.digest === undefined ? null : digests;
  const housekeeping = startHousekeeping(
    { config, database, digests: digestsOrNone, holidays, onDigestsQueued: () => worker.poke(), log },
    options,
  );
  return {
    ...address,
    store,
    served,
    async stop() {
      alertMailer?.close();
      await housekeeping.stop();
      // Notifications wind down while requests finish: neither waits for the other.
      await Promise.all([
        // The last page views are counted once no request can add one.
        closeGracefully(server, options.shutdownGraceMs ?? 10_000).then(() =>
          Promise.all([store.flush(), insights.stop(), inbox.stop()]),
        ),
        worker.stop(),
        housekeeping.lastPurge(),
      ]);
      await database.close();
    },
  };
}
