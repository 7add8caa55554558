import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import schema from "./json-feed-1.1.schema.json" with { type: "json" };
import { htmlContentProblems } from "./html-content-rules.ts";

// strictRequired off: "one of name, url or avatar" names in anyOf properties defined beside it, not in each branch.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv);
const validate = ajv.compile(schema);

function languageProblem(tag: unknown, where: string): string[] {
  if (typeof tag !== "string") return [];
  try {
    Intl.getCanonicalLocales(tag);
    return [];
  } catch {
    return [`${where}: language "${tag}" is not an RFC 5646 language tag`];
  }
}

/**
 * A JSON Feed checked offline, as a list of problems, empty when valid:
 * JSON Schema for version 1.1 (json-feed-1.1.schema.json; RFC 3339 dates
 * and absolute URLs by ajv-formats), then what the specification says that
 * a schema cannot: `version` at the very top, ids unique over the feed's
 * items, language tags well-formed, and content_html a reader can show
 * safely with no base URL.
 */
export function jsonFeedProblems(text: string): string[] {
  let feed: unknown;
  try {
    feed = JSON.parse(text);
  } catch (error) {
    return [`not JSON: ${String(error)}`];
  }
  if (!validate(feed))
    return (validate.errors ?? []).map(
      (error) =>
        `schema: ${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
    );
  const valid = feed as {
    language?: string;
    items: { id: string; language?: string; content_html?: string }[];
  };
  const problems: string[] = [];
  if (Object.keys(valid)[0] !== "version") problems.push("version is not at the very top");
  problems.push(...languageProblem(valid.language, "feed"));
  const ids = new Set<string>();
  valid.items.forEach((item, index) => {
    const where = `item ${index + 1}`;
    if (ids.has(item.id)) problems.push(`${where}: id ${item.id} is not unique in the feed`);
    ids.add(item.id);
    problems.push(...languageProblem(item.language, where));
    if (item.content_html !== undefined)
      problems.push(...htmlContentProblems(item.content_html, `${where} content_html`));
  });
  return problems;
}
