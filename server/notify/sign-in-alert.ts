import { setTimeout as sleep } from "node:timers/promises";
import type { SmtpConfig } from "../config.ts";
import { headerSafe } from "./mail-safety.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

/** Tries per alert, and the wait before each retry: a mail server that is down for a minute still gets it. */
const RETRY_DELAYS_MS = [0, 30_000, 120_000] as const;
const SEND_TIMEOUT_MS = 30_000;

export interface SignInAlert {
  /** The account under attack. */
  account: string;
  /** Failed sign-ins on it within the window. */
  failures: number;
  windowMinutes: number;
  at: Date;
}

export interface SignInAlertMailer {
  /** Mails the owners in the background, retrying; never throws and never keeps a request waiting. */
  send(owners: readonly string[], alert: SignInAlert): void;
  close(): void;
}

export function alertSubject(alert: SignInAlert): string {
  return `Inbox: many failed sign-ins on ${headerSafe(alert.account, 120)}`;
}

export function alertText(alert: SignInAlert, siteUrl: string | null): string {
  return [
    `${alert.failures} sign-ins on the inbox account ${alert.account} failed within ${alert.windowMinutes} minutes, up to ${alert.at.toISOString()}.`,
    "",
    "Someone may be guessing its password. Browsers that have signed in to the account before still get in; new browsers are locked out for a while, longer each time.",
    "If the attempts go on, reset the account (npm run users -- reset) and check the audit log.",
    "",
    `Inbox: ${siteUrl ?? ""}/inbox`,
  ].join("\n");
}

/** Mails the owners when an account's failed sign-ins pass the ceiling (issue 18); the outbox holds leads' notifications only. */
export function createSignInAlertMailer(config: SmtpConfig, siteUrl: string | null, log: (entry: Record<string, unknown>) => void): SignInAlertMailer {
  const transport = createSmtpTransport(config.url);
  const stopped = new AbortController();
  const deliver = async (owners: readonly string[], alert: SignInAlert) => {
    for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
      try {
        if (delay > 0) await sleep(delay, undefined, { signal: stopped.signal });
        await transport.sendMail({
          signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
          from: config.from,
          to: [...owners],
          subject: alertSubject(alert),
          text: alertText(alert, siteUrl),
        });
        return;
      } catch (error) {
        if (stopped.signal.aborted) return;
        log({ event: "sign-in-alert-mail-failed", attempt: attempt + 1, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  return {
    send(owners, alert) {
      if (owners.length === 0) return;
      void deliver(owners, alert);
    },
    close() {
      stopped.abort();
      transport.close();
    },
  };
}
