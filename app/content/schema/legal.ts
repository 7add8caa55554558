import { group, list, localised, rich, template, text } from "./fields.ts";

/** The facts a legal page's sentences may name, filled in by app/content/legal.ts. */
const LEGAL_FACTS = ["name", "email", "location", "messageDays", "visitCountDays"] as const;

const FACTS_HELP =
  "{name}: the company's name; {email}: its address; {location}: its office; " +
  "{messageDays}: how long contact-form messages are kept (“180 days”); " +
  "{visitCountDays}: how long the daily visit totals are kept.";

function sentence(label: string) {
  return template(label, LEGAL_FACTS, { max: 800, help: FACTS_HELP });
}

/** A legal page (the privacy policy, the terms of use): a heading, the date of its version, sections of rich text (paragraphs and lists). */
function legalSchema(label: string) {
  return localised(
    group(label, {
      heading: text("Heading", { max: 80 }),
      updatedLabel: text("Before the date", { max: 40 }),
      updated: text("Date of this version", { max: 40 }),
      intro: sentence("Introduction"),
      sections: list(
        "Sections",
        group("Section", {
          heading: text("Heading", { max: 80 }),
          body: rich("Text", { max: 6000, placeholders: LEGAL_FACTS, help: FACTS_HELP }),
        }),
        { min: 1, max: 16, itemLabel: "Section" },
      ),
    }),
  );
}

export const privacyPolicySchema = legalSchema("Privacy policy");

export const termsSchema = legalSchema("Terms of use");
