/** Walking a content schema beside its value, by the schema's structure and metadata. */
import type * as v from "valibot";
import { fieldMeta } from "./fields.ts";
import { keepFiguresTogether } from "../../lib/unbroken-figures.ts";
import type { RichInline, RichText } from "../rich-text.ts";
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

/** The kinds of field whose words are read as running text, where a number keeps its unit. */
const WORDED_KINDS: ReadonlySet<string> = new Set(["text", "paragraph", "template"]);

function inlineWithFigures(node: RichInline): RichInline {
  if (typeof node === "string") return keepFiguresTogether(node);
  return "children" in node ? { ...node, children: node.children.map(inlineWithFigures) } : node;
}

function treeWithFigures(tree: RichText): RichText {
  return tree.map((block) =>
    block.type === "paragraph"
      ? { ...block, children: block.children.map(inlineWithFigures) }
      : { ...block, items: block.items.map((item) => item.map(inlineWithFigures)) },
  );
}

/**
 * A valid document as the site reads it: each rich field's Markdown turned
 * into its node tree, and in every field of words each number joined to its
 * unit (app/lib/unbroken-figures.ts). Done at build time, so no parser
 * reaches a browser and every page renders the same words.
 */
export function builtDocument(schema: v.GenericSchema, value: unknown): unknown {
  const kind = fieldMeta(schema)?.kind;
  if (kind === "rich" && typeof value === "string") {
    const parsed = parseRich(value);
    if ("problem" in parsed) throw new Error(parsed.problem);
    return treeWithFigures(parsed.tree);
  }
  if (kind !== undefined && WORDED_KINDS.has(kind) && typeof value === "string")
    return keepFiguresTogether(value);
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
