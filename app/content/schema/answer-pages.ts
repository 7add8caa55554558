import { group, localised, paragraph, template, text } from "./fields.ts";

/** The title, heading and paragraph of one answer page. */
function answer(label: string) {
  return group(label, {
    title: text("Title", { max: 80 }),
    heading: text("Heading", { max: 100 }),
    lead: paragraph("Lead", { max: 400 }),
  });
}

/** A number of minutes in each form a language's grammar asks for (English uses the same words for two to many). */
function countForm(label: string) {
  return template(label, ["count"], { max: 40, help: "{count}: the number, in Western digits." });
}

/** The pages the form collector answers a post with, when it does not send the visitor on to the thank-you page. */
export const answerPagesSchema = localised(
  group("Form answer pages", {
    invalid: answer("Details to correct"),
    tooLarge: answer("Message too long"),
    unsupportedType: answer("Not sent by a browser's form"),
    unsupportedEncoding: answer("Sent compressed"),
    methodNotAllowed: answer("Address only takes the form"),
    unknownForm: answer("Unknown form"),
    notStored: answer("Message not stored"),
    serverError: answer("Server error"),
    rateLimited: group("Too many messages", {
      title: text("Title", { max: 80 }),
      heading: text("Heading", { max: 100 }),
      lead: template("Lead", ["wait"], { max: 400, help: "{wait}: how long to wait, such as “2 minutes”." }),
    }),
    minutes: group("Minutes", {
      one: countForm("One minute"),
      two: countForm("Two minutes"),
      few: countForm("3 to 10 minutes"),
      many: countForm("11 to 99 minutes"),
      other: countForm("100 minutes and more"),
    }),
    errorSummaryHeading: text("Heading above the fields to correct", { max: 80 }),
    backToForm: text("Link back to the form", { max: 60 }),
  }),
);
