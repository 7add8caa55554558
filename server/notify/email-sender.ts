import type { SmtpConfig } from "../config.ts";
import { isolate } from "../../app/lib/bidi.ts";
import type { Submission } from "../../app/lib/submission.ts";
import { escapeHtml, HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import type { Sender } from "./sender.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

/**
 * The name as a header shows it (the subject, the Reply-To's display name):
 * one safe line, isolated, so an Arabic name, digits at its end or an
 * override cannot reorder the fixed words a mail program sets around it.
 */
function headerName(submission: Submission): string {
  return isolate(headerSafe(submission.fullName, HEADER_NAME_MAX));
}

export function emailSubject(submission: Submission): string {
  return `Contact form: ${headerName(submission)}`;
}

/** The submission's page in the inbox: absolute under SITE_URL, else the path alone. */
function inboxLink(submission: Submission, siteUrl: string | null): string {
  return `${siteUrl ?? ""}/inbox/submissions/${submission.id}`;
}

function inboxLine(submission: Submission, siteUrl: string | null): string {
  const link = inboxLink(submission, siteUrl);
  return siteUrl === null ? `It is in the inbox at ${link} on the site.` : `Open it in the inbox: ${link}`;
}

export function emailText(submission: Submission, siteUrl: string | null): string {
  return [
    `New message from the contact form (#${submission.id}).`,
    "",
    // Isolated: a direction or override in the name stays inside it (the HTML part isolates by dir="auto").
    `Name:     ${isolate(submission.fullName)}`,
    `Email:    ${submission.email}`,
    `Phone:    ${submission.phone ?? "not given"}`,
    `Received: ${submission.createdAt}`,
    "",
    "Message:",
    submission.message,
    "",
    inboxLine(submission, siteUrl),
    "Reply to this email to answer the sender.",
  ].join("\n");
}

/** The same content as HTML: every visitor value escaped, the message's line breaks kept. */
export function emailHtml(submission: Submission, siteUrl: string | null): string {
  const phone =
    submission.phone === null
      ? "not given"
      : // Stored as E.164, so only + and digits reach the link.
        `<a href="tel:${escapeHtml(submission.phone.replace(/[^+\d]/g, ""))}">${escapeHtml(submission.phone)}</a>`;
  const row = (label: string, html: string) =>
    `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${label}</th><td dir="auto">${html}</td></tr>`;
  const link = inboxLink(submission, siteUrl);
  const inbox =
    siteUrl === null
      ? `<p>It is in the inbox at ${escapeHtml(link)} on the site.</p>`
      : `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`;
  return [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0b1b33">',
    `<p>New message from the contact form (#${submission.id}).</p>`,
    "<table>",
    row("Name", escapeHtml(submission.fullName)),
    row("Email", escapeHtml(submission.email)),
    row("Phone", phone),
    row("Received", escapeHtml(submission.createdAt)),
    "</table>",
    "<p><strong>Message:</strong></p>",
    `<p dir="auto">${escapeHtml(submission.message).replace(/\n/g, "<br>\n")}</p>`,
    inbox,
    "<p>Reply to this email to answer the sender.</p>",
    "</body></html>",
  ].join("\n");
}

/**
 * Mails each submission to the company. Visitor text only reaches headers as
 * structured values (the Reply-To address object, the subject made one safe
 * line), which nodemailer encodes, so no header can be injected.
 */
export function createEmailSender(config: SmtpConfig, siteUrl: string | null): Sender {
  const transport = createSmtpTransport(config.url);
  return {
    async send(submission, signal) {
      await transport.sendMail({
        signal,
        from: config.from,
        to: config.to,
        replyTo: { name: headerName(submission), address: submission.email },
        subject: emailSubject(submission),
        text: emailText(submission, siteUrl),
        html: emailHtml(submission, siteUrl),
      });
    },
    close: () => transport.close(),
  };
}
