import type { ServerConfig } from "../config.ts";
import { createDigestStore } from "../store/digest-store.ts";
import { createLeadStore } from "../store/lead-store.ts";
import type { Database } from "../store/open-database.ts";
import { createOutbox } from "../store/outbox.ts";
import type { CompanyChannel, LeadChannel } from "../store/schema.ts";
import type { LeadIntake } from "../store/lead-intake.ts";
import { createUserStore } from "../store/user-store.ts";
import { createAssignmentSender } from "./assignment-sender.ts";
import { createDigestSender } from "./digest-sender.ts";
import { createEmailSender } from "./email-sender.ts";
import type { MailWords } from "./mail-words.ts";
import { defaultRetryPolicy, startOutboxWorker, type RetryPolicy } from "./outbox-worker.ts";
import { createReceiptSender } from "./receipt-sender.ts";
import { createReplySender } from "./reply-sender.ts";
import type { Senders } from "./sender.ts";
import { createSignInAlertSender, type SignInAlert } from "./sign-in-alert.ts";
import { createSmtpTransport } from "./smtp-transport.ts";
import { createWebhookSender } from "./webhook-sender.ts";

type NotifyConfig = Pick<ServerConfig, "smtp" | "webhook" | "autoreply" | "siteUrl" | "replyTo">;

/** The outbox worker's clock; each has a default (decision 001). */
export interface NotificationTiming {
  retry?: RetryPolicy;
  /** How often the outbox is checked for due jobs. */
  pollMs?: number;
  /** How long a claimed job is held before another attempt may take it. */
  leaseMs?: number;
  /** How long one send may take before it is given up and retried (less than leaseMs). */
  sendTimeoutMs?: number;
}

interface LeadChannels {
  /** Each gets a job for every lead stored (not spam), and sets its notification state. */
  company: CompanyChannel[];
  /** The visitor's receipt is mailed (AUTOREPLY=on, with mail). */
  receipts: boolean;
}

/** The channels a lead is notified on, by the configuration: the store queues their jobs with the lead. */
export function leadChannels(config: NotifyConfig): LeadChannels {
  const company: CompanyChannel[] = [];
  if (config.smtp !== null) company.push("email");
  if (config.webhook !== null) company.push("webhook");
  return { company, receipts: config.autoreply && config.smtp !== null };
}

interface NotificationsOptions {
  config: NotifyConfig;
  database: Database;
  /** Where a lead's notification reads the lead as it is sent. */
  leads: Pick<LeadIntake, "get">;
  holidays: ReadonlySet<string>;
  /** The mails' words served now (`ServedSite.mail`): each mail reads them once, as it is composed. */
  words: () => MailWords;
  timing: NotificationTiming;
  log(entry: Record<string, unknown>): void;
}

interface Notifications {
  /** The channels a lead can be notified on (the inbox offers Resend on each). */
  channels: LeadChannel[];
  companyChannels: CompanyChannel[];
  /** Mail is configured: replies, assignment mails, digests and sign-in alerts can go out. */
  mail: boolean;
  /** A job was committed (a lead, a reply, a digest…): deliver it now rather than at the next poll. */
  wake(): void;
  /** Queues the owners' mail about an account under attack; nothing without mail. Never throws. */
  alertOwners(alert: SignInAlert): Promise<void>;
  /** Lets sends in flight finish (3 s at most), then closes the server's one SMTP transport. */
  stop(): Promise<void>;
}

/**
 * Every mail and webhook goes through the outbox (decisions 001, 029): this
 * builds the server's one SMTP transport, a sender per configured channel and
 * the worker that hands each due job to its channel's sender.
 */
export function startNotifications(options: NotificationsOptions): Notifications {
  const { config, database, leads, holidays, words, timing, log } = options;
  const outbox = createOutbox(database);
  const { company, receipts } = leadChannels(config);
  const smtp = config.smtp;
  const transport = smtp === null ? null : createSmtpTransport(smtp.url);
  const senders: Senders = {};
  if (config.webhook !== null) senders.webhook = createWebhookSender(config.webhook, leads);
  if (smtp !== null && transport !== null) {
    // The workflow's mail reads the reply or assignment its payload names.
    const workflow = createLeadStore(database);
    const users = createUserStore(database);
    const owners = async () =>
      (await users.list()).filter((user) => user.role === "owner").map((user) => user.email);
    senders.email = createEmailSender(transport, smtp, config.siteUrl, leads, words);
    if (receipts) senders.receipt = createReceiptSender(transport, smtp, leads, words);
    const replyTo = config.replyTo ?? smtp.to[0] ?? smtp.from;
    senders.reply = createReplySender(transport, smtp, replyTo, workflow, words);
    senders.assignment = createAssignmentSender(transport, smtp, config.siteUrl, workflow, words);
    const digests = createDigestStore(database, holidays);
    senders.digest = createDigestSender(transport, smtp, config.siteUrl, digests, words);
    senders["sign-in-alert"] = createSignInAlertSender(transport, smtp, config.siteUrl, owners, words);
  }
  const worker = startOutboxWorker({
    outbox,
    senders,
    retry: timing.retry ?? defaultRetryPolicy,
    pollMs: timing.pollMs ?? 5_000,
    leaseMs: timing.leaseMs ?? 120_000,
    sendTimeoutMs: timing.sendTimeoutMs ?? 60_000,
    // Within the 10 s shutdown, which drains requests at the same time.
    stopGraceMs: 3_000,
    log,
  });

  return {
    channels: receipts ? [...company, "receipt"] : company,
    companyChannels: company,
    mail: transport !== null,
    wake: () => worker.poke(),
    async alertOwners(alert) {
      if (transport === null) return;
      try {
        await outbox.queue("sign-in-alert", alert, new Date());
        worker.poke();
      } catch (error) {
        log({ event: "sign-in-alert-error", error: error instanceof Error ? error.message : String(error) });
      }
    },
    async stop() {
      await worker.stop();
      transport?.close();
    },
  };
}
