import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { byLocaleAsync } from "../app/config/locales.ts";
import { localeOfPath, localisedPath } from "../app/lib/locale-paths.ts";
import { locales } from "../app/config/locales.ts";
import { pages as sitePages } from "../app/config/pages.ts";
import { sessionTokenIn } from "./auth/inbox-cookies.ts";
import { startCountingThread } from "./insights/counting-thread.ts";
import type { InsightsCounter } from "./insights/insights-counter.ts";
import { createLeadSources } from "./insights/lead-source.ts";
import { pageOf } from "./insights/page-view.ts";
import { appAnswers, bodyLimitFor, createApp } from "./http/app.ts";
import { createExpectContinueListener } from "./http/expect-continue.ts";
import { createHttpHeaders } from "./http/response-headers.ts";
import { readPageScriptHashes } from "./http/security-policy.ts";
import type { ServerConfig } from "./config.ts";
import { createFormHandler } from "./form/form-handler.ts";
import { systemResolver } from "./form/spam-signals.ts";
import { createRateLimiter } from "./form/rate-limiter.ts";
import { createEmailSender } from "./notify/email-sender.ts";
import { defaultRetryPolicy, startOutboxWorker, type RetryPolicy } from "./notify/outbox-worker.ts";
import { createReceiptSender } from "./notify/receipt-sender.ts";
import { createSignInAlertMailer } from "./notify/sign-in-alert.ts";
import { channelsOf, companyChannelsOf, type JobSenders, type Senders } from "./notify/sender.ts";
import { createAssignmentSender } from "./notify/assignment-sender.ts";
import { createReplySender } from "./notify/reply-sender.ts";
import { createLeadStore } from "./store/lead-store.ts";
import { createDigestStore } from "./store/digest-store.ts";
import { createDigestSender } from "./digest/digest-mail.ts";
import { startDigestScheduler } from "./digest/digest-scheduler.ts";
import { createWebhookSender } from "./notify/webhook-sender.ts";
import { createAnswerPages } from "./render/answer-pages.ts";
import { readHeadLinks } from "./render/head-links.ts";
import { readInboxScript } from "./render/inbox-script.ts";
import { loadServerPages } from "./render/server-pages.ts";
import { createRequestListener } from "./http/request-listener.ts";
import { stdoutLog, type Log } from "./http/request-log.ts";
import { createStaticResponder } from "./static/static-responder.ts";
import { loadStaticSite } from "./static/static-site.ts";
import { migrateToLatest } from "./store/migrations.ts";
import { openDatabase } from "./store/open-database.ts";
import { createOutbox } from "./store/outbox.ts";
import { createSubmissionStore, type SubmissionStore } from "./store/submission-store.ts";
import { singleFlight } from "./http/single-flight.ts";
import { ALERT_CEILING, ALERT_WINDOW_MS, createSignInThrottle } from "./inbox/sign-in-throttle.ts";
import { createInboxApp } from "./inbox/inbox-app.ts";
import { createLeadQueries } from "./inbox/lead-queries.ts";
import { startReportThread } from "./inbox/insights-report-thread.ts";
import { createAuditLog, userSubject } from "./store/audit-log.ts";
import { createHousekeeping } from "./store/housekeeping.ts";
import { createServerKeys } from "./store/server-keys.ts";
import { loadServerSecret } from "./store/server-secret.ts";
import { createChallengeStore } from "./store/challenge-store.ts";
import { createPasskeyStore } from "./store/passkey-store.ts";
import { createSessionStore } from "./store/session-store.ts";
import { createUserStore } from "./store/user-store.ts";

/** How often ended sessions, stale throttle counters and audit rows past their retention are deleted. */
const HOUSEKEEPING_MS = 60 * 60 * 1000;
const FIRST_HOUSEKEEPING_MS = 60 * 1000;
const INSIGHTS_FLUSH_MS = 5_000;

export interface StartOptions {
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
  /** How long after start the first housekeeping purge runs (then hourly). */
  firstHousekeepingMs?: number;
  /** How often counted page views are written (a crash loses at most this long's counts). */
  insightsFlushMs?: number;
  /** How often the morning digest's scheduler looks at the clock. */
  digestCheckMs?: number;
  /** The digest scheduler's clock: a test sets a working morning. */
  digestNow?: () => Date;
}

export interface RunningServer {
  url: string;
  port: number;
  store: SubmissionStore;
  /** Stops accepting, finishes requests in flight and pending commits, then closes the database. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? stdoutLog;
  const site = loadStaticSite(config.staticDir);
  const headers = createHttpHeaders(readPageScriptHashes(config.staticDir));
  const serverPages = await loadServerPages(config.staticDir);
  const headLinks = readHeadLinks(config.staticDir, serverPages);
  const pages = await byLocaleAsync((locale) => createAnswerPages(serverPages, headLinks[locale], locale));

  // Before the database: a start that cannot have its secret changes nothing.
  const keys = createServerKeys(loadServerSecret(config.serverSecret));
  const database = openDatabase(config.database, {
    onError: (error) => log({ event: "database-error", error: error.message }),
  });
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }

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

  const inboxAssets = { headLinks: headLinks.en, passkeyScript: readInboxScript(config.staticDir) };
  const sessions = createSessionStore(database);
  const audit = createAuditLog(database);
  const users = createUserStore(database);
  // Owners hear of an account under attack by mail, when mail is configured.
  const alertMailer = config.smtp === null ? null : createSignInAlertMailer(config.smtp, config.siteUrl, log);
  const housekeeping = createHousekeeping(database, {
    auditRetentionDays: config.auditRetentionDays,
    insightsRetentionDays: config.insightsRetentionDays,
  });
  const reports = startReportThread(config.database);
  const insights: InsightsCounter | null = config.insights
    ? startCountingThread({
        database: config.database,
        trustProxyHops: config.trustProxyHops,
        visitorKey: keys.get("visitor").toString("base64url"),
        // The form's answer pages are where a post lands, and the not-found page is counted as not found.
        uncounted: locales.flatMap((locale) => [sitePages.success.path, "/404"].map((path) => pageOf(localisedPath(path, locale)) ?? path)),
        mayBeSignedIn: (cookie) => sessionTokenIn(cookie) !== undefined,
        isSignedIn: async (cookie) => {
          const token = sessionTokenIn(cookie);
          return token !== undefined && (await sessions.isActive(token, new Date()));
        },
        flushMs: options.insightsFlushMs ?? INSIGHTS_FLUSH_MS,
        log,
      })
    : null;
  // The latest purge, which stop() lets finish before it closes the database.
  let purging: Promise<void> = Promise.resolve();
  const purge = () => {
    purging = housekeeping
      .purge(new Date())
      .catch((error: unknown) => log({ event: "housekeeping-error", error: error instanceof Error ? error.message : String(error) }));
  };
  const inbox = createInboxApp({
    queries: createLeadQueries(database, holidays),
    leads,
    holidays,
    repliesOn: jobSenders.reply !== undefined,
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
    alertOwners: async (account, now) => {
      log({ event: "sign-in-alert", account: account.id });
      await audit.record({ actor: null, action: "sign-in-alert", subject: userSubject(account.email) }, now).catch((error: unknown) =>
        log({ event: "audit-error", error: error instanceof Error ? error.message : String(error) }),
      );
      if (alertMailer === null) return;
      const owners = (await users.list()).filter((user) => user.role === "owner").map((user) => user.email);
      alertMailer.send(owners, { account: account.email, failures: ALERT_CEILING, windowMinutes: ALERT_WINDOW_MS / 60_000, at: now });
    },
    headers,
    trustProxyHops: config.trustProxyHops,
    siteOrigin: config.siteUrl === null ? null : new URL(config.siteUrl).origin,
    channels: channelsOf(senders),
    companyChannels: companyChannelsOf(senders),
    pokeNotifications: () => worker.poke(),
    render: (view) => serverPages.renderInboxPage(view, inboxAssets),
    now: () => new Date(),
  });

  const app = createApp({
    pages,
    inbox,
    handleForm: createFormHandler({
      store,
      pages,
      rateLimiter: config.formRateLimit > 0 ? createRateLimiter(database, config.formRateLimit, keys.get("client-address")) : null,
      domainResolver: config.spamDnsCheck ? systemResolver() : null,
      headers,
      onStored: () => worker.poke(),
      onError: (error) => log({ event: "store-error", error: error instanceof Error ? error.message : String(error) }),
      ...(insights === null ? {} : { leadSource: createLeadSources(insights) }),
    }),
    ping: singleFlight(() => store.ping()),
    trustProxyHops: config.trustProxyHops,
    headers,
    log,
  });

  const listener = createRequestListener({
    staticFiles: createStaticResponder(site, headers, (pathname) => pages[localeOfPath(pathname)].fixed.methodNotAllowed),
    appAnswers,
    app: getRequestListener(app.fetch, { hostname: config.host }),
    headers,
    log,
    insights,
  });
  const server = createServer(listener);
  // Without this, Node answers every Expect: 100-continue with 100 Continue, inviting an upload the limit refuses.
  server.on("checkContinue", createExpectContinueListener(listener, bodyLimitFor));
  let address: AddressInfo;
  try {
    address = await listen(server, config.port, config.host);
  } catch (error) {
    alertMailer?.close();
    await worker.stop();
    await insights?.stop();
    await reports.stop();
    await database.close();
    throw error;
  }
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  // A minute after start, then hourly: a server restarted more often than hourly still purges, and
  // the purge's writes do not meet the start's own (a CLI run by a deploy script, the first posts).
  let housekeepingTimer = setTimeout(() => {
    purge();
    housekeepingTimer = setInterval(purge, HOUSEKEEPING_MS);
    housekeepingTimer.unref();
  }, options.firstHousekeepingMs ?? FIRST_HOUSEKEEPING_MS);
  housekeepingTimer.unref();
  // Without mail there is no one to send a digest to: nothing is queued.
  const digestScheduler =
    jobSenders.digest === undefined
      ? null
      : startDigestScheduler({
          digests,
          time: config.digestTime,
          holidays,
          checkMs: options.digestCheckMs ?? 60_000,
          now: options.digestNow ?? (() => new Date()),
          onQueued: () => worker.poke(),
          log,
        });

  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    store,
    async stop() {
      clearTimeout(housekeepingTimer);
      alertMailer?.close();
      await digestScheduler?.stop();
      // Notifications wind down while requests finish: neither waits for the other.
      await Promise.all([
        // The last page views are counted once no request can add one.
        closeGracefully(server, options.shutdownGraceMs ?? 10_000).then(() => Promise.all([store.flush(), insights?.stop(), reports.stop()])),
        worker.stop(),
        purging,
      ]);
      await database.close();
    },
  };
}
