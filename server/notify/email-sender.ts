import nodemailer from "nodemailer";
import type { SmtpConfig } from "../config.ts";
import type { StoredSubmission } from "../store/submission-store.ts";
import type { Sender } from "./sender.ts";

/** The mail's text: plain text only, so nothing a visitor types can become markup. */
export function emailText(submission: StoredSubmission): string {
  return [
    `New message from the contact form (#${submission.id}).`,
    "",
    `Name:     ${submission.fullName}`,
    `Email:    ${submission.email}`,
    `Phone:    ${submission.phone ?? "not given"}`,
    `Received: ${submission.createdAt}`,
    "",
    "Message:",
    submission.message,
    "",
    "Reply to this email to answer the sender.",
  ].join("\n");
}

/**
 * nodemailer's defaults wait up to 2 minutes to connect and 10 minutes for a
 * silent server; a mail server that says nothing must fail an attempt in
 * seconds, well within the job's lease, to be retried later.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * Mails each submission to the company. Visitor text only reaches headers as
 * structured values (the Reply-To address object, the subject), which
 * nodemailer encodes, so no header can be injected.
 */
export function createEmailSender(config: SmtpConfig): Sender {
  const transport = nodemailer.createTransport({ url: config.url, ...SMTP_TIMEOUTS });
  return {
    async send(submission, signal) {
      await transport.sendMail({
        signal,
        from: config.from,
        to: config.to,
        replyTo: { name: submission.fullName, address: submission.email },
        subject: `Contact form: ${submission.fullName}`,
        text: emailText(submission),
      });
    },
    close: () => transport.close(),
  };
}
