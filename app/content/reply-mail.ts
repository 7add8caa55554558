/**
 * The fixed words around a reply written in the inbox, in the visitor's
 * language (the language of the page they wrote from), in
 * content/reply-mail.json. The reply's own text is the consultant's, as typed.
 * The server takes these words from the built server pages (ServedSite.mail).
 */
import { byLocale, type Localised } from "../config/locales.ts";
import content from "../../content/reply-mail.json" with { type: "json" };
import { fillTemplate } from "./fill-template.ts";
import type { SiteContent } from "./schema/kinds.ts";

const document = content as SiteContent<"reply-mail">;

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

export const replyMailCopy: Localised<(context: ReplyMailContext) => ReplyMailText> = byLocale((locale) => {
  const words = document[locale];
  return ({ company }) => ({
    subjectPrefix: words.subjectPrefix,
    subject: fillTemplate(words.subject, { company }),
    greeting: words.greeting,
    signOff: words.signOff,
    footer: fillTemplate(words.footer, { company }),
  });
});
