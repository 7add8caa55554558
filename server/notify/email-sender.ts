import type { SmtpConfig } from "../config.ts";
import { isolate } from "../../app/lib/bidi.ts";
import { inboxLinks } from "../../app/lib/inbox-links.ts";
import type { Lead } from "../../app/lib/lead.ts";
import type { LeadIntake } from "../store/lead-intake.ts";
import { escapeHtml, HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailWords } from "./mail-words.ts";
import { leadOfJob, type Sender } from "./sender.ts";
import type { MailTransport } from "./smtp-transport.ts";

type NewLeadWords = MailWords["staff"]["newLead"];

/**
 * The name as a header shows it (the subject, the Reply-To's display name):
 * one safe line, isolated, so an Arabic name, digits at its end or an
 * override cannot reorder the fixed words a mail program sets around it.
 */
function headerName(submission: Lead): string {
  return isolate(headerSafe(submission.fullName, HEADER_NAME_MAX));
}

export function emailSubject(submission: Lead, words: NewLeadWords): string {
  return words.subject(headerName(submission));
}

function inboxLine(link: string, siteUrl: string | null, words: NewLeadWords): string {
  return siteUrl === null ? words.inInboxAt(link) : `${words.openInInbox}: ${link}`;
}

/** A label and its value in the text part, the values lined up. */
const field = (label: string, value: string) => `${`${label}:`.padEnd(10)}${value}`;

export function emailText(submission: Lead, siteUrl: string | null, words: NewLeadWords): string {
  return [
    words.heading(submission.id),
    "",
    // Isolated: a direction or override in the name stays inside it (the HTML part isolates by dir="auto").
    field(words.labels.name, isolate(submission.fullName)),
    field(words.labels.email, submission.email),
    field(words.labels.phone, submission.phone ?? words.noPhone),
    field(words.labels.received, submission.createdAt),
    "",
    words.message,
    submission.message,
    "",
    inboxLine(inboxLinks(siteUrl).lead(submission.id), siteUrl, words),
    words.replyHint,
  ].join("\n");
}

/** The same content as HTML: every visitor value escaped, the message's line breaks kept. */
export function emailHtml(submission: Lead, siteUrl: string | null, words: NewLeadWords): string {
  const phone =
    submission.phone === null
      ? words.noPhone
      : // Stored as E.164, so only + and digits reach the link.
        `<a href="tel:${escapeHtml(submission.phone.replace(/[^+\d]/g, ""))}">${escapeHtml(submission.phone)}</a>`;
  const row = (label: string, html: string) =>
    `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${label}</th><td dir="auto">${html}</td></tr>`;
  const link = inboxLinks(siteUrl).lead(submission.id);
  const inbox =
    siteUrl === null
      ? `<p>${words.inInboxAt(escapeHtml(link))}</p>`
      : `<p><a href="${escapeHtml(link)}">${words.openInInbox}</a></p>`;
  return [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0b1b33">',
    `<p>${words.heading(submission.id)}</p>`,
    "<table>",
    row(words.labels.name, escapeHtml(submission.fullName)),
    row(words.labels.email, escapeHtml(submission.email)),
    row(words.labels.phone, phone),
    row(words.labels.received, escapeHtml(submission.createdAt)),
    "</table>",
    `<p><strong>${words.message}</strong></p>`,
    `<p dir="auto">${escapeHtml(submission.message).replace(/\n/g, "<br>\n")}</p>`,
    inbox,
    `<p>${words.replyHint}</p>`,
    "</body></html>",
  ].join("\n");
}

/**
 * Mails each submission to the company. Visitor text only reaches headers as
 * structured values (the Reply-To address object, the subject made one safe
 * line), which nodemailer encodes, so no header can be injected.
 */
export function createEmailSender(
  transport: MailTransport,
  config: SmtpConfig,
  siteUrl: string | null,
  leads: Pick<LeadIntake, "get">,
  words: () => MailWords,
): Sender {
  return createMailSender(transport, words, leadOfJob(leads), (submission, { staff }) => ({
    from: config.from,
    to: config.to,
    replyTo: { name: headerName(submission), address: submission.email },
    subject: emailSubject(submission, staff.newLead),
    text: emailText(submission, siteUrl, staff.newLead),
    html: emailHtml(submission, siteUrl, staff.newLead),
  }));
}
