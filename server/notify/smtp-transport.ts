import nodemailer from "nodemailer";

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
 * The server's one transport to the configured SMTP server, bounded in time
 * like every send; every mail sender shares it.
 */
export function createSmtpTransport(url: string) {
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

export type MailTransport = Pick<ReturnType<typeof createSmtpTransport>, "sendMail">;
