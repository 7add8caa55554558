/**
 * The receipt a visitor gets by mail after sending the form (AUTOREPLY=on),
 * in content/receipt.json. Fixed words only: nothing the visitor typed, not
 * even their name, so the form cannot be used to send someone else a message.
 * The server takes these words from the built server pages (ServedSite.mail),
 * so a publish changes them.
 */
import { byLocale, type Localised } from "../config/locales.ts";
import content from "../../content/receipt.json" with { type: "json" };
import { fillTemplate } from "./fill-template.ts";
import type { SiteContent } from "./schema/kinds.ts";

const document = content as SiteContent<"receipt">;

/** The company's facts the receipt names, from config/site. */
export interface ReceiptContext {
  name: string;
  email: string;
}

export interface ReceiptText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  signature: string;
}

export const receiptCopy: Localised<(context: ReceiptContext) => ReceiptText> = byLocale((locale) => {
  const words = document[locale];
  return ({ name, email }) => ({
    subject: fillTemplate(words.subject, { name }),
    greeting: words.greeting,
    paragraphs: words.paragraphs.map((paragraph) => fillTemplate(paragraph, { name, email })),
    signature: fillTemplate(words.signature, { name }),
  });
});
