import { inboxLinks } from "../../app/lib/inbox-links.ts";
import type { SmtpConfig } from "../config.ts";
import { headerSafe } from "./mail-safety.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailWords } from "./mail-words.ts";
import { payloadOfJob, type Sender } from "./sender.ts";
import type { MailTransport } from "./smtp-transport.ts";

/** A `sign-in-alert` job's payload (decision 029): the account under attack, and what the mail says of it. */
export interface SignInAlert {
  /** The account's email. */
  account: string;
  /** Failed sign-ins on it within the window. */
  failures: number;
  windowMinutes: number;
  /** ISO 8601: when the ceiling was reached. */
  at: string;
}

type AlertWords = MailWords["staff"]["signInAlert"];

function alertSubject(alert: SignInAlert, words: AlertWords): string {
  return words.subject(headerSafe(alert.account, 120));
}

function alertText(alert: SignInAlert, siteUrl: string | null, words: AlertWords): string {
  return words.text({ ...alert, link: inboxLinks(siteUrl).list });
}

/**
 * Mails the owners when an account's failed sign-ins pass the ceiling (issue 18), one mail to them
 * all. The owners are read when it is sent; none left, nothing is sent.
 */
export function createSignInAlertSender(
  transport: MailTransport,
  config: SmtpConfig,
  siteUrl: string | null,
  owners: () => Promise<string[]>,
  words: () => MailWords,
): Sender {
  return createMailSender(
    transport,
    words,
    payloadOfJob(async (alert: SignInAlert) => {
      const to = await owners();
      return to.length === 0 ? null : { alert, to };
    }),
    ({ alert, to }, { staff }) => ({
      from: config.from,
      to,
      subject: alertSubject(alert, staff.signInAlert),
      text: alertText(alert, siteUrl, staff.signInAlert),
    }),
  );
}
