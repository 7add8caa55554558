import { isolate } from "../../app/lib/bidi.ts";
import { inboxLinks } from "../../app/lib/inbox-links.ts";
import type { SmtpConfig } from "../config.ts";
import type { DigestContent, DigestPayload, DigestStore } from "../store/digest-store.ts";
import { HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import { payloadOfJob, type Sender } from "./sender.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailWords } from "./mail-words.ts";
import type { MailTransport } from "./smtp-transport.ts";

type DigestWords = MailWords["staff"]["digest"];

function digestSubject(content: DigestContent, words: DigestWords): string {
  const { newLeads, overdue, spam } = content;
  return words.subject({ newLeads: newLeads.length, overdue: overdue.length, spam });
}

/** The digest in plain text: each lead a line with its link into the inbox (under SITE_URL when set). */
export function digestText(content: DigestContent, siteUrl: string | null, words: DigestWords): string {
  const links = inboxLinks(siteUrl);
  const name = (fullName: string) => isolate(headerSafe(fullName, HEADER_NAME_MAX));
  return words.text({
    recipient: content.recipient.name,
    since: content.since,
    newLeads: content.newLeads.map((lead) => ({
      name: name(lead.fullName),
      createdAt: lead.createdAt,
      link: links.lead(lead.id),
    })),
    overdue: content.overdue.map((lead) => ({
      name: name(lead.fullName),
      hours: lead.hours,
      assignee: lead.assigneeName,
      link: links.lead(lead.id),
    })),
    spam: content.spam,
    links,
  });
}

/**
 * Mails one account its digest; nothing when the account is gone or has
 * turned the digest off since it was queued.
 */
export function createDigestSender(
  transport: MailTransport,
  config: SmtpConfig,
  siteUrl: string | null,
  digests: Pick<DigestStore, "contentOf">,
  words: () => MailWords,
): Sender {
  return createMailSender(
    transport,
    words,
    payloadOfJob((payload: DigestPayload) => digests.contentOf(payload)),
    (content, { staff }) =>
      content.newLeads.length === 0 && content.overdue.length === 0 && content.spam === 0
        ? null
        : {
            from: config.from,
            to: {
              name: headerSafe(content.recipient.name, HEADER_NAME_MAX),
              address: content.recipient.email,
            },
            subject: digestSubject(content, staff.digest),
            text: digestText(content, siteUrl, staff.digest),
            headers: { "Auto-Submitted": "auto-generated" },
          },
  );
}
