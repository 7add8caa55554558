import { isolate } from "../../app/lib/bidi.ts";
import type { SmtpConfig } from "../config.ts";
import type { DigestContent, DigestPayload, DigestStore } from "../store/digest-store.ts";
import { HEADER_NAME_MAX, headerSafe } from "../notify/mail-safety.ts";
import type { JobSender } from "../notify/sender.ts";
import { createMailJobSender } from "../notify/mail-job-sender.ts";

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

export function digestSubject(content: DigestContent): string {
  const parts = [
    content.newLeads.length > 0 ? plural(content.newLeads.length, "new lead", "new leads") : null,
    content.overdue.length > 0 ? `${content.overdue.length} overdue` : null,
    content.spam > 0 ? `${content.spam} spam` : null,
  ];
  return `Inbox this morning: ${parts.filter((part) => part !== null).join(", ")}`;
}

/** The digest in plain text: each lead a line with its link into the inbox (under SITE_URL when set). */
export function digestText(content: DigestContent, siteUrl: string | null): string {
  const base = `${siteUrl ?? ""}/inbox`;
  const name = (fullName: string) => isolate(headerSafe(fullName, HEADER_NAME_MAX));
  const lines = [`Good morning ${content.recipient.name},`, ""];
  if (content.newLeads.length > 0) {
    lines.push(`New since your last digest (${content.since}):`);
    for (const lead of content.newLeads) lines.push(`- ${name(lead.fullName)}, ${lead.createdAt}: ${base}/submissions/${lead.id}`);
    lines.push("");
  }
  if (content.overdue.length > 0) {
    lines.push("Overdue (past one business day, not answered):");
    for (const lead of content.overdue) {
      lines.push(`- ${name(lead.fullName)}, overdue by ${lead.hours} h, ${lead.assigneeName === null ? "assigned to nobody" : `assigned to ${lead.assigneeName}`}: ${base}/submissions/${lead.id}`);
    }
    lines.push(`All overdue leads: ${base}?overdue=1`, "");
  }
  if (content.spam > 0) lines.push(`${plural(content.spam, "message was", "messages were")} caught as spam: ${base}?state=spam`, "");
  lines.push("You get this each working day; turn it off on your Account page: " + `${base}/account`);
  return lines.join("\n");
}

/** Mails one account its digest; nothing when the account is gone or has turned the digest off since it was queued. */
export function createDigestSender(config: SmtpConfig, siteUrl: string | null, digests: Pick<DigestStore, "contentOf">): JobSender {
  return createMailJobSender(
    config,
    (payload: DigestPayload) => digests.contentOf(payload),
    (content) =>
      content.newLeads.length === 0 && content.overdue.length === 0 && content.spam === 0
        ? null
        : {
            from: config.from,
            to: { name: headerSafe(content.recipient.name, HEADER_NAME_MAX), address: content.recipient.email },
            subject: digestSubject(content),
            text: digestText(content, siteUrl),
            headers: { "Auto-Submitted": "auto-generated" },
          },
  );
}
