import { group, list, localised, template, text } from "./fields.ts";

/** The receipt a visitor gets after sending the form: fixed words, naming the company and its address. */
export const receiptSchema = localised(
  group("Receipt", {
    subject: template("Subject", ["name"], { max: 120, help: "{name}: the company's name." }),
    greeting: text("Greeting", { max: 60 }),
    paragraphs: list(
      "Paragraphs",
      template("Paragraph", ["name", "email"], {
        max: 400,
        help: "{name}: the company's name; {email}: its address.",
      }),
      { min: 1, max: 8, itemLabel: "Paragraph" },
    ),
    signature: template("Signature", ["name"], { max: 80 }),
  }),
);

/** The fixed words around a reply written in the inbox. */
export const replyMailSchema = localised(
  group("Reply mail", {
    subjectPrefix: text("Before the subject it answers", { max: 12 }),
    subject: template("Subject when there is none to answer", ["company"], { max: 120 }),
    greeting: text("Greeting", { max: 60 }),
    signOff: text("Sign-off", { max: 60 }),
    footer: template("Footer", ["company"], { max: 300, help: "{company}: the company's name." }),
  }),
);
