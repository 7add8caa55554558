/**
 * The fixed words of every mail the server sends, as one value: part of what
 * the server serves now (`ServedSite.mail`, decision 031), so a publish that
 * changes them changes them for every mail at once. A sender reads them once
 * per send (`mail-sender.ts`), so no mail mixes two sets.
 */
import type { Localised } from "../../app/config/locales.ts";
import type { StaffMailCopy } from "../../app/content/inbox/staff-mail.ts";
import type { ReceiptContext, ReceiptText } from "../../app/content/receipt.ts";
import type { ReplyMailContext, ReplyMailText } from "../../app/content/reply-mail.ts";

export interface MailWords {
  /** The mails to the company's own people: a new lead, an assignment, the digest, a sign-in alert. */
  staff: StaffMailCopy;
  /** The visitor's receipt, in the language of the page they wrote from. */
  receipt: Localised<(context: ReceiptContext) => ReceiptText>;
  /** The fixed words around a reply written in the inbox, in the visitor's language. */
  reply: Localised<(context: ReplyMailContext) => ReplyMailText>;
}
