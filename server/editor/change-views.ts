import type { GenericSchema } from "valibot";
import type { SiteFieldChange } from "../../app/server-pages/inbox/views.ts";
import { diffContent } from "../store/content-diff.ts";
import { isJsonObject, type JsonValue } from "../store/content-tree.ts";
import { fieldLabel } from "./form-tree.ts";

/** Every text below a value, by full path: an item added or removed is each of its fields. */
function leaves(value: JsonValue | undefined, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}.${index}`, into));
  else if (isJsonObject(value))
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, into);
  else if (value !== undefined && value !== null) into.set(path, String(value));
  return into;
}

/**
 * The fields that differ between two versions of a kind's document, each
 * with its English and Arabic before and after (a language whose text is the
 * same is left out), named for people, in the document's order.
 */
export function fieldChanges(
  schema: GenericSchema,
  before: JsonValue | undefined,
  after: JsonValue,
): SiteFieldChange[] {
  const byField = new Map<string, SiteFieldChange>();
  for (const change of diffContent(before, after)) {
    const was = leaves(change.before, change.path, new Map());
    const now = leaves(change.after, change.path, new Map());
    for (const path of new Set([...was.keys(), ...now.keys()])) {
      const [language, ...rest] = path.split(".");
      if (language !== "en" && language !== "ar") continue;
      const key = rest.join(".");
      const entry = byField.get(key) ?? {
        path,
        label: fieldLabel(schema, after, path) || fieldLabel(schema, before ?? after, path),
      };
      entry[language] = { before: was.get(path) ?? "", after: now.get(path) ?? "" };
      byField.set(key, entry);
    }
  }
  return [...byField.values()];
}
