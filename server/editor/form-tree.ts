/**
 * A kind's edit form, walked from its schema: the form's nodes for a
 * document (both languages side by side), the document a posted form
 * describes, a list's item added or removed, and a field's name for people.
 * Field paths are the content's: "ar.members.3.position".
 */
import type { GenericSchema } from "valibot";
import { fieldMeta, groupMeta, type FieldMeta, type GroupMeta } from "../../app/content/schema/fields.ts";
import { LIST_COUNT_PREFIX, type SiteFormNode } from "../../app/server-pages/inbox/views.ts";
import { isWithin, valueAt, type JsonValue } from "../store/content-tree.ts";

type Language = "en" | "ar";
const LANGUAGES: readonly Language[] = ["en", "ar"];

/** What a schema is to the form: a field, an object of named parts, or a list. */
type Shape =
  | { shape: "field"; meta: FieldMeta }
  | { shape: "object"; meta: GroupMeta | undefined; entries: readonly (readonly [string, GenericSchema])[] }
  | { shape: "list"; meta: GroupMeta | undefined; item: GenericSchema };

/** The parts of valibot's schemas the walk reads. */
interface SchemaParts {
  type: string;
  entries?: Record<string, GenericSchema>;
  item?: GenericSchema;
  wrapped?: GenericSchema;
}

function shapeOf(schema: GenericSchema): Shape {
  const field = fieldMeta(schema);
  if (field !== undefined) return { shape: "field", meta: field };
  const parts = schema as unknown as SchemaParts;
  if (parts.entries !== undefined)
    return { shape: "object", meta: groupMeta(schema), entries: Object.entries(parts.entries) };
  if (parts.item !== undefined) return { shape: "list", meta: groupMeta(schema), item: parts.item };
  // An optional or nullable group is walked as the group it wraps.
  if (parts.wrapped !== undefined) return shapeOf(parts.wrapped);
  throw new Error(`The editor cannot show a schema of type ${parts.type}: give it field metadata.`);
}

/** One language's schema of a localised document (`v.object({ en, ar })`). */
function languageSchema(documentSchema: GenericSchema): GenericSchema {
  const shape = shapeOf(documentSchema);
  const en = shape.shape === "object" ? shape.entries.find(([key]) => key === "en") : undefined;
  if (en === undefined) throw new Error("A kind's schema is an object of en and ar.");
  return en[1];
}

const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

/** The full path of a path below the language. */
const at = (language: Language, path: string) => join(language, path);

/** A list's bounds: its fixed length, or the lengths add and remove keep to. */
function boundsOf(meta: GroupMeta | undefined): { fixed: number } | { min: number; max: number } {
  if (meta?.fixedLength !== undefined) return { fixed: meta.fixedLength };
  return { min: meta?.min ?? 0, max: meta?.max ?? Number.MAX_SAFE_INTEGER };
}

const textAt = (document: JsonValue, path: string) => {
  const value = valueAt(document, path);
  return typeof value === "string" ? value : "";
};

interface ImageValue {
  id: string;
  width: number;
  height: number;
  alt: string;
}

function imageAt(document: JsonValue, path: string): ImageValue | null {
  const value = valueAt(document, path);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { id, width, height, alt } = value;
  return typeof id === "string" && typeof width === "number" && typeof height === "number"
    ? { id, width, height, alt: typeof alt === "string" ? alt : "" }
    : null;
}

/** What the form is drawn from: the document, its needs-review marks, and where an image's file is seen. */
export interface FormSource {
  document: JsonValue;
  marks: readonly string[];
  imageSrc(id: string): string;
}

/** An item's label: its kind and number, and its first line of English (a person's name) when it has one. */
function itemLabel(
  itemLabelText: string,
  index: number,
  item: GenericSchema,
  source: FormSource,
  path: string,
) {
  const numbered = `${itemLabelText} ${index + 1}`;
  const shape = shapeOf(item);
  const first =
    shape.shape === "object"
      ? shape.entries.find(([, schema]) => fieldMeta(schema)?.kind === "text")
      : shape.shape === "field" && shape.meta.kind === "text"
        ? (["", item] as const)
        : undefined;
  if (first === undefined) return numbered;
  const text = textAt(source.document, at("en", first[0] === "" ? path : join(path, first[0]))).trim();
  return text === "" ? numbered : `${numbered}: ${text}`;
}

function nodeOf(key: string, schema: GenericSchema, path: string, source: FormSource): SiteFormNode {
  const shape = shapeOf(schema);
  const marked = (fullPath: string) =>
    source.marks.some((mark) => isWithin(fullPath, mark) || isWithin(mark, fullPath));
  switch (shape.shape) {
    case "field": {
      const { kind, label, help, max, placeholders } = shape.meta;
      const described = { path, label, ...(help === undefined ? {} : { help }) };
      if (kind === "image") {
        const image = imageAt(source.document, at("en", path));
        return {
          node: "image",
          ...described,
          image: image === null ? null : { ...image, src: source.imageSrc(image.id) },
          alt: {
            en: imageAt(source.document, at("en", path))?.alt ?? "",
            ar: imageAt(source.document, at("ar", path))?.alt ?? "",
          },
          arNeedsReview: marked(at("ar", path)),
        };
      }
      return {
        node: "text",
        kind,
        ...described,
        ...(max === undefined ? {} : { max }),
        ...(placeholders === undefined ? {} : { placeholders }),
        value: { en: textAt(source.document, at("en", path)), ar: textAt(source.document, at("ar", path)) },
        arNeedsReview: marked(at("ar", path)),
      };
    }
    case "object":
      return {
        node: "group",
        path,
        label: shape.meta?.label ?? key,
        children: shape.entries.map(([child, childSchema]) =>
          nodeOf(child, childSchema, join(path, child), source),
        ),
      };
    case "list": {
      const items = valueAt(source.document, at("en", path));
      const count = Array.isArray(items) ? items.length : 0;
      const single = shape.meta?.itemLabel ?? shape.meta?.label ?? key;
      const itemShape = shapeOf(shape.item);
      return {
        node: "list",
        path,
        label: shape.meta?.label ?? key,
        itemLabel: single,
        bounds: boundsOf(shape.meta),
        items: Array.from({ length: count }, (_, index) => {
          const itemPath = join(path, index);
          return {
            path: itemPath,
            label: itemLabel(single, index, shape.item, source, itemPath),
            children:
              itemShape.shape === "object"
                ? itemShape.entries.map(([child, childSchema]) =>
                    nodeOf(child, childSchema, join(itemPath, child), source),
                  )
                : [nodeOf(single, shape.item, itemPath, source)],
          };
        }),
      };
    }
  }
}

/** The form's nodes for a kind's document: its top-level parts, each walked to its fields. */
export function formNodes(documentSchema: GenericSchema, source: FormSource): SiteFormNode[] {
  const shape = shapeOf(languageSchema(documentSchema));
  if (shape.shape !== "object") return [nodeOf("", languageSchema(documentSchema), "", source)];
  return shape.entries.map(([key, schema]) => nodeOf(key, schema, key, source));
}

/** Posted text as stored: a text area's line breaks arrive as CRLF. */
const posted = (fields: Readonly<Record<string, string>>, name: string) =>
  (fields[name] ?? "").replaceAll("\r\n", "\n");

function readValue(
  schema: GenericSchema,
  path: string,
  language: Language,
  fields: Readonly<Record<string, string>>,
): JsonValue {
  const shape = shapeOf(schema);
  switch (shape.shape) {
    case "field": {
      if (shape.meta.kind !== "image") return posted(fields, at(language, path));
      // The picture is one for both languages; only its description is per language.
      const id = posted(fields, `en.${path}.id`);
      if (id === "") return null;
      return {
        id,
        width: Number(posted(fields, `en.${path}.width`)),
        height: Number(posted(fields, `en.${path}.height`)),
        alt: posted(fields, `${language}.${path}.alt`),
      };
    }
    case "object":
      return Object.fromEntries(
        shape.entries.map(([key, child]) => [key, readValue(child, join(path, key), language, fields)]),
      );
    case "list": {
      const bounds = boundsOf(shape.meta);
      const asked = Number.parseInt(fields[`${LIST_COUNT_PREFIX}${path}`] ?? "", 10);
      const count =
        "fixed" in bounds
          ? bounds.fixed
          : Math.min(bounds.max, Math.max(bounds.min, Number.isSafeInteger(asked) ? asked : bounds.min));
      return Array.from({ length: count }, (_, index) =>
        readValue(shape.item, join(path, index), language, fields),
      );
    }
  }
}

/** The document a posted form describes, both languages, shaped by the schema whatever else was posted. */
export function readDocument(
  documentSchema: GenericSchema,
  fields: Readonly<Record<string, string>>,
): JsonValue {
  const schema = languageSchema(documentSchema);
  return Object.fromEntries(LANGUAGES.map((language) => [language, readValue(schema, "", language, fields)]));
}

/** A new item's empty value; an `id` field gets one no sibling has. */
function blankValue(schema: GenericSchema, takenIds: Set<string>, idBase: string): JsonValue {
  const shape = shapeOf(schema);
  switch (shape.shape) {
    case "field": {
      if (shape.meta.kind === "image") return null;
      if (shape.meta.kind !== "id") return "";
      let n = takenIds.size + 1;
      while (takenIds.has(`${idBase}-${n}`)) n += 1;
      takenIds.add(`${idBase}-${n}`);
      return `${idBase}-${n}`;
    }
    case "object":
      return Object.fromEntries(
        shape.entries.map(([key, child]) => [key, blankValue(child, takenIds, idBase)]),
      );
    case "list": {
      const bounds = boundsOf(shape.meta);
      const length = "fixed" in bounds ? bounds.fixed : bounds.min;
      return Array.from({ length }, () => blankValue(shape.item, takenIds, idBase));
    }
  }
}

/** A kind's document before anything is written: every field empty, every list at its least. */
export function blankDocument(documentSchema: GenericSchema): JsonValue {
  const blank = blankValue(languageSchema(documentSchema), new Set(), "item");
  return { en: blank, ar: structuredClone(blank) };
}

/** The list's schema at a path below the language, or undefined when there is none. */
function listAt(schema: GenericSchema, path: string): Extract<Shape, { shape: "list" }> | undefined {
  let shape = shapeOf(schema);
  for (const segment of path === "" ? [] : path.split(".")) {
    if (shape.shape === "object") {
      const entry = shape.entries.find(([key]) => key === segment);
      if (entry === undefined) return undefined;
      shape = shapeOf(entry[1]);
    } else if (shape.shape === "list" && /^\d+$/.test(segment)) shape = shapeOf(shape.item);
    else return undefined;
  }
  return shape.shape === "list" ? shape : undefined;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replaceAll(/^-|-$/g, "") || "item";

/**
 * A list button's effect on the form's document: "add:members" appends an
 * empty item to both languages, "remove:members.3" takes the item out of
 * both; within the list's bounds, else nothing changes. Undefined: not a
 * list action this schema has.
 */
export function applyListAction(
  documentSchema: GenericSchema,
  document: JsonValue,
  action: string,
): JsonValue | undefined {
  const match = /^(add|remove):(.*)$/.exec(action);
  if (match === null) return undefined;
  const [, verb, target = ""] = match;
  const schema = languageSchema(documentSchema);
  // "remove:3" names an item of a kind that is a list itself ("" is its path).
  const split = target.lastIndexOf(".");
  const listPath = verb === "add" ? target : split < 0 ? "" : target.slice(0, split);
  const index = Number(target.slice(split + 1));
  const list = listAt(schema, listPath);
  if (list === undefined) return undefined;
  const bounds = boundsOf(list.meta);
  if ("fixed" in bounds) return document;
  const copy = structuredClone(document) as Record<Language, JsonValue>;
  const arrays = LANGUAGES.map((language) => valueAt(copy, at(language, listPath)));
  if (!arrays.every(Array.isArray)) return document;
  const [en = [], ar = []] = arrays as JsonValue[][];
  if (verb === "add") {
    if (en.length >= bounds.max) return document;
    const ids = new Set(
      en.flatMap((item) =>
        typeof item === "object" && item !== null && "id" in item ? [String(item.id)] : [],
      ),
    );
    const blank = blankValue(list.item, ids, slug(list.meta?.itemLabel ?? "item"));
    en.push(blank);
    ar.push(structuredClone(blank));
    return copy;
  }
  if (en.length <= bounds.min || !Number.isInteger(index) || index >= en.length) return document;
  en.splice(index, 1);
  ar.splice(index, 1);
  return copy;
}

/**
 * A field's name for people, from its full path: "Members › Member 4: Priya Raman › Position".
 * The language is left out: the pages say it beside the value.
 */
export function fieldLabel(documentSchema: GenericSchema, document: JsonValue, fullPath: string): string {
  const [, ...segments] = fullPath.split(".");
  const names: string[] = [];
  let shape = shapeOf(languageSchema(documentSchema));
  let path = "";
  for (const segment of segments) {
    if (shape.shape === "object") {
      const entry = shape.entries.find(([key]) => key === segment);
      if (entry === undefined) break;
      shape = shapeOf(entry[1]);
      names.push(shape.shape === "field" ? shape.meta.label : (shape.meta?.label ?? segment));
    } else if (shape.shape === "list") {
      const single = shape.meta?.itemLabel ?? shape.meta?.label ?? segment;
      names.push(
        itemLabel(
          single,
          Number(segment),
          shape.item,
          { document, marks: [], imageSrc: String },
          join(path, segment),
        ),
      );
      shape = shapeOf(shape.item);
    } else break;
    path = join(path, segment);
  }
  return names.join(" › ");
}
