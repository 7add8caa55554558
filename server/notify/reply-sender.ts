import { site } from "../../app/config/site.ts";
import type { SmtpConfig } from "../config.ts";
import type { LeadStore, ReplyPayload, ReplyToSend } from "../store/lead-store.ts";
import { HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import { payloadOfJob, type Sender } from "./sender.ts";
import { plainName } from "../store/display-name.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailWords } from "./mail-words.ts";
import type { MailTransport } from "./smtp-transport.ts";

interface ReplyMail {
  fromName: string;
  subject: string;
  text: string;
  headers: { inReplyTo?: string; references?: string };
}

/** The reply as it goes out: the consultant's text between fixed words in the visitor's language, threaded under the last mail they had. */
function replyMail(reply: ReplyToSend, mailWords: MailWords): ReplyMail {
  const words = mailWords.reply[reply.visitor.locale === "ar" ? "ar" : "en"]({ company: site.name });
  const author = headerSafe(reply.authorName, HEADER_NAME_MAX);
  // A name kept from before names had to be plain (one with an address in it) is not put where the visitor reads the sender.
  const plain = plainName(reply.authorName) !== null;
  return {
    fromName: plain ? `${author} (${site.name})` : site.name,
    subject: `${words.subjectPrefix} ${words.subject}`,
    text: [
      words.greeting,
      "",
      reply.body.replace(/\r\n?/g, "\n").trim(),
      "",
      words.signOff,
      author,
      site.name,
      "",
      "--",
      words.footer,
    ].join("\n"),
    headers: reply.inReplyTo === null ? {} : { inReplyTo: reply.inReplyTo, references: reply.inReplyTo },
  };
}

/**
 * Sends a reply written in the inbox to the visitor: from NOTIFY_FROM under
 * the consultant's name, Reply-To the company's mailbox (REPLY_TO), plain
 * text. The visitor's address is a structured recipient, never parsed as a list.
 */
export function createReplySender(
  transport: MailTransport,
  config: SmtpConfig,
  replyTo: string,
  leads: Pick<LeadStore, "replyToSend">,
  words: () => MailWords,
): Sender {
  // The store answers null when the lead was deleted or erased since: nothing to send.
  return createMailSender(
    transport,
    words,
    payloadOfJob((payload: ReplyPayload) => leads.replyToSend(payload)),
    (reply, mailWords) => {
      const mail = replyMail(reply, mailWords);
      return {
        from: { name: mail.fromName, address: config.from },
        to: { name: "", address: reply.visitor.email },
        replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: reply.messageId,
        ...mail.headers,
      };
    },
  );
}
