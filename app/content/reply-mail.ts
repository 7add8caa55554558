/**
 * The fixed words around a reply written in the inbox, in the visitor's
 * language (the language of the page they wrote from). The reply's own text
 * is the consultant's, as typed. The server imports this module as it is, so
 * its imports are relative, with their extension.
 */
import type { Localised } from "../config/locales.ts";

/** The company's name, which the subject and footer give. */
export interface ReplyMailContext {
  company: string;
}

export interface ReplyMailText {
  /** Before the subject of the mail it answers. */
  subjectPrefix: string;
  /** The subject when the visitor has had no mail from us: what the reply is about. */
  subject: string;
  greeting: string;
  /** Above the consultant's name and the company's, each on a line of its own. */
  signOff: string;
  /** Under the signature: answering this mail reaches the company. */
  footer: string;
}

export const replyMailCopy: Localised<(context: ReplyMailContext) => ReplyMailText> = {
  en: ({ company }) => ({
    subjectPrefix: "Re:",
    subject: `Your message to ${company}`,
    greeting: "Hello,",
    signOff: "Kind regards,",
    footer: `You can answer this email directly; your answer reaches the ${company} team.`,
  }),
  ar: ({ company }) => ({
    subjectPrefix: "رد:",
    subject: `رسالتك إلى ${company}`,
    greeting: "مرحبًا،",
    signOff: "مع أطيب التحيات،",
    footer: `يمكنك الرد على هذه الرسالة مباشرة، وسيصل ردك إلى فريق ${company}.`,
  }),
};
