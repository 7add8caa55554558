import { group, localised, paragraph, template, text } from "./fields.ts";

/** A number of results in each form a language's grammar asks for (English uses the same words for two to many). */
function resultCount(label: string) {
  return template(label, ["count", "query"], {
    max: 120,
    help: "{count}: the number, in Western digits; {query}: the words searched for.",
  });
}

/** The search page: its form, what it says without JavaScript, and how it counts its results. */
export const searchSchema = localised(
  group("Search page", {
    heading: text("Heading", { max: 100 }),
    lead: paragraph("Lead", { max: 400 }),
    label: text("Search box label", { max: 60 }),
    submit: text("Search button", { max: 30 }),
    withoutScript: paragraph("Without JavaScript: what to do instead", { max: 400 }),
    browseHeading: text("Heading of the list of pages", { max: 60 }),
    loading: text("While the search loads", { max: 80 }),
    failed: paragraph("When the search cannot load", { max: 300 }),
    noResults: template("No result", ["query"], { max: 200, help: "{query}: the words searched for." }),
    results: group("Results", {
      one: resultCount("One result"),
      two: resultCount("Two results"),
      few: resultCount("3 to 10 results"),
      many: resultCount("11 to 99 results"),
      other: resultCount("100 results and more"),
    }),
  }),
);
