/**
 * A content document checked against its schema, each problem as a field path
 * (`ar.members.3.position`) and a sentence an editor can act on, naming the
 * field by its labels and the language: "Team › Member 4 › Position (Arabic):
 * “🙂” is not in the site's fonts". Both languages must also have the same
 * shape: the same number of items, the same identifiers, an image in both or
 * in neither.
 */
import * as v from "valibot";
import { stringsIn, wordingMessage, wordingProblems } from "./arabic-wording.ts";
import { fieldMeta, groupMeta } from "./fields.ts";
import { child, unwrapped } from "./walk.ts";

export interface ContentIssue {
  /** Dot-separated from the document root, language first, indices as numbers. */
  path: string;
  message: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: "English", ar: "Arabic" };

/** The label of a field or group, or its key when it has none. */
function labelOf(schema: v.GenericSchema | undefined, key: PropertyKey): string {
  return (schema && (fieldMeta(schema)?.label ?? groupMeta(schema)?.label)) ?? String(key);
}

/**
 * The labels of a path below a language's document root. An item of a list
 * takes the list's place, by its item name and number: "Members", 3 → "Member 4".
 */
function labels(document: v.GenericSchema, keys: readonly PropertyKey[]): string[] {
  const result: string[] = [];
  let schema: v.GenericSchema | undefined = document;
  for (const key of keys) {
    const next: v.GenericSchema | undefined = schema && child(schema, key);
    if (typeof key === "number") {
      const list = result.pop() ?? "Item";
      result.push(`${(schema && groupMeta(schema)?.itemLabel) ?? list} ${key + 1}`);
    } else {
      result.push(labelOf(next, key));
    }
    schema = next;
  }
  return result;
}

function sentence(
  kindLabel: string,
  document: v.GenericSchema,
  keys: readonly PropertyKey[],
  problem: string,
): string {
  const [language, ...rest] = keys;
  const where = [kindLabel, ...labels(document, rest)].join(" › ");
  const languageName = language === undefined ? undefined : LANGUAGE_NAMES[String(language)];
  return `${where}${languageName === undefined ? "" : ` (${languageName})`}: ${problem}`;
}

/** valibot's type and key messages in an editor's words. */
function problemOf(issue: v.BaseIssue<unknown>): string {
  if (issue.kind !== "schema") return issue.message;
  if (issue.input === undefined) return "is missing";
  if (issue.type === "strict_object") return "is not a field of this content";
  return `has the wrong kind of value (${issue.expected ?? "another"} expected)`;
}

type Json = unknown;

/** The places the two languages differ in shape: list lengths, identifiers, images present. */
function parityIssues(
  schema: v.GenericSchema,
  en: Json,
  ar: Json,
  keys: PropertyKey[],
  found: [PropertyKey[], string][],
): void {
  const inner = unwrapped(schema);
  const meta = fieldMeta(schema);
  if (meta?.kind === "id" && en !== ar) {
    found.push([
      ["ar", ...keys],
      `is “${String(ar)}” but “${String(en)}” in English; identifiers are the same in both languages`,
    ]);
    return;
  }
  if (meta?.kind === "image") {
    const enId = (en as { id?: string } | null)?.id;
    const arId = (ar as { id?: string } | null)?.id;
    if (enId !== arId) found.push([["ar", ...keys], "must show the same image as the English"]);
    return;
  }
  if ("item" in inner && Array.isArray(en) && Array.isArray(ar)) {
    if (en.length !== ar.length) {
      found.push([["ar", ...keys], `has ${ar.length} items but the English has ${en.length}`]);
      return;
    }
    en.forEach((item, index) => {
      parityIssues(inner.item as v.GenericSchema, item, ar[index], [...keys, index], found);
    });
    return;
  }
  if ("entries" in inner && en !== null && ar !== null && typeof en === "object" && typeof ar === "object") {
    for (const [key, entry] of Object.entries(inner.entries as Record<string, v.GenericSchema>)) {
      parityIssues(
        entry,
        (en as Record<string, Json>)[key],
        (ar as Record<string, Json>)[key],
        [...keys, key],
        found,
      );
    }
  }
}

/** Every problem of a localised document (`{ en, ar }`), readable, with its field path. */
export function documentIssues(kindLabel: string, schema: v.GenericSchema, value: unknown): ContentIssue[] {
  const document = child(schema, "en") ?? schema;
  const result = v.safeParse(schema, value);
  const found: [PropertyKey[], string][] = result.success
    ? []
    : result.issues.map((issue) => [
        (issue.path ?? []).map((item) => item.key as PropertyKey),
        problemOf(issue),
      ]);
  if (result.success) {
    const { en, ar } = result.output as { en: Json; ar: Json };
    parityIssues(document, en, ar, [], found);
  }
  return found.map(([keys, problem]) => ({
    path: keys.map(String).join("."),
    message: sentence(kindLabel, document, keys, problem),
  }));
}

/**
 * The phrases of a document's Arabic that the site's wording rules refuse
 * (arabic-wording.ts: the glossary and the plural address), each at its field
 * with what to write instead. Separate from `documentIssues`, which the build
 * applies too: a build never fails for wording, an editor's save does.
 */
export function documentWordingIssues(
  kindLabel: string,
  schema: v.GenericSchema,
  value: unknown,
): ContentIssue[] {
  const document = child(schema, "en") ?? schema;
  const arabic = typeof value === "object" && value !== null ? (value as { ar?: unknown }).ar : undefined;
  return stringsIn(arabic, ["ar"]).flatMap(([keys, text]) =>
    wordingProblems(text).map((problem) => ({
      path: keys.map(String).join("."),
      message: sentence(kindLabel, document, keys, wordingMessage(problem)),
    })),
  );
}
