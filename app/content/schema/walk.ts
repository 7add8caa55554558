/** Walking a content schema beside its value, by the schema's structure and metadata. */
import type * as v from "valibot";
import { fieldMeta } from "./fields.ts";
import { parseRich } from "./rich-markdown.ts";

/** The schema inside nullable and optional wrappers. */
export function unwrapped(schema: v.GenericSchema): v.GenericSchema {
  return "wrapped" in schema ? unwrapped(schema.wrapped as v.GenericSchema) : schema;
}

/** The schema of `key` inside an object or array schema, or undefined when it has none. */
export function child(schema: v.GenericSchema, key: PropertyKey): v.GenericSchema | undefined {
  const inner = unwrapped(schema);
  if ("entries" in inner) return (inner.entries as Record<PropertyKey, v.GenericSchema>)[key];
  if ("item" in inner) return inner.item as v.GenericSchema;
  return undefined;
}

/**
 * A valid document as the site reads it: each rich field's Markdown turned
 * into its node tree. Done at build time, so no parser reaches a browser.
 */
export function builtDocument(schema: v.GenericSchema, value: unknown): unknown {
  if (fieldMeta(schema)?.kind === "rich" && typeof value === "string") {
    const parsed = parseRich(value);
    if ("problem" in parsed) throw new Error(parsed.problem);
    return parsed.tree;
  }
  if (Array.isArray(value)) return value.map((item, index) => built(schema, index, item));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, built(schema, key, item)]));
  }
  return value;
}

function built(schema: v.GenericSchema, key: PropertyKey, value: unknown): unknown {
  const inner = child(schema, key);
  return inner === undefined ? value : builtDocument(inner, value);
}
