/**
 * The receipt a visitor gets by mail after sending the form (AUTOREPLY=on).
 * Fixed words only: nothing the visitor typed, not even their name, so the
 * form cannot be used to send someone else a message. The server imports
 * this module as it is, so its imports are relative, with their extension.
 */
import type { Localised } from "../config/locales.ts";

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

export const receiptCopy: Localised<(context: ReceiptContext) => ReceiptText> = {
  en: ({ name, email }) => ({
    subject: `We have received your message - ${name}`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for contacting ${name}. Your message has reached us.`,
      "One of our consultants will reply within one business day.",
      `If you would like to add anything, write to us at ${email}.`,
      "You are receiving this email because this address was entered in the contact form on our website. If that was not you, you can ignore it.",
    ],
    signature: `The ${name} team`,
  }),
  ar: ({ name, email }) => ({
    subject: `تلقّينا رسالتك - ${name}`,
    greeting: "مرحبًا،",
    paragraphs: [
      `شكرًا لتواصلك مع ${name}. لقد وصلتنا رسالتك.`,
      "سيرد عليك أحد مستشارينا خلال يوم عمل واحد.",
      `إذا أردت إضافة أي شيء، فاكتب إلينا على ${email}.`,
      "وصلتك هذه الرسالة لأن عنوان بريدك الإلكتروني أُدخل في نموذج التواصل على موقعنا. إذا لم تكن أنت من أدخله، فيمكنك تجاهل هذه الرسالة.",
    ],
    signature: `فريق ${name}`,
  }),
};
