import { localeInfo, type Locale } from "../../app/config/locales.ts";
import { site } from "../../app/config/site.ts";
import type { ReceiptText } from "../../app/content/receipt.ts";
import type { SmtpConfig } from "../config.ts";
import type { LeadIntake } from "../store/lead-intake.ts";
import { escapeHtml } from "./mail-safety.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailWords } from "./mail-words.ts";
import { leadOfJob, type Sender } from "./sender.ts";
import type { MailTransport } from "./smtp-transport.ts";

/** The submission's language; anything unknown gets English, the site's default. */
function receiptLanguage(locale: string): Locale {
  return locale === "ar" ? "ar" : "en";
}

function receiptWords(words: MailWords, language: Locale): ReceiptText {
  return words.receipt[language]({ name: site.name, email: site.email });
}

function receiptText(text: ReceiptText): string {
  return [text.greeting, "", ...text.paragraphs.flatMap((paragraph) => [paragraph, ""]), text.signature].join(
    "\n",
  );
}

/** The same fixed words as simple HTML, in the language's direction. */
function receiptHtml(text: ReceiptText, language: Locale): string {
  const { lang, dir } = localeInfo[language];
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${dir}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#0b1b33">`,
    ...[text.greeting, ...text.paragraphs, text.signature].map((line) => `<p>${escapeHtml(line)}</p>`),
    "</body></html>",
  ].join("\n");
}

/**
 * Mails the visitor a receipt. Only the address comes from the submission,
 * as a structured recipient (never parsed as a list); every word is fixed
 * copy, so the form cannot carry a message to someone else.
 */
export function createReceiptSender(
  transport: MailTransport,
  config: SmtpConfig,
  leads: Pick<LeadIntake, "get">,
  words: () => MailWords,
): Sender {
  return createMailSender(transport, words, leadOfJob(leads), (submission, mailWords, job) => {
    const language = receiptLanguage(submission.locale);
    const text = receiptWords(mailWords, language);
    return {
      from: config.from,
      to: { name: "", address: submission.email },
      replyTo: site.email,
      subject: text.subject,
      text: receiptText(text),
      html: receiptHtml(text, language),
      // RFC 3834: vacation responders and ticket systems do not answer an automatic mail, so no loop starts.
      headers: { "Auto-Submitted": "auto-generated" },
      // Made when the receipt was queued: every retry sends the same one, and a reply from the inbox threads under it.
      ...(job.messageId === null ? {} : { messageId: job.messageId }),
    };
  });
}
