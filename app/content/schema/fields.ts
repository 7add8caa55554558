/**
 * The builders every content schema is made of (decision 034). Each leaf is a
 * valibot schema carrying `{ field: FieldMeta }` metadata and each object or
 * array `{ group: GroupMeta }`, so one schema gives the TypeScript type
 * (`v.InferOutput`), the editor's form (it walks the schema with `fieldMeta`
 * and `groupMeta`) and the build's validation (`validateContent` in kinds.ts).
 * Validation only: no app module imports these at run time, so no client
 * chunk carries them.
 */
import * as v from "valibot";
import fontFiles from "./font-characters.json" with { type: "json" };
import { linkProblem } from "./links.ts";
import { richProblem } from "./rich-markdown.ts";

export type FieldKind =
  "id" | "text" | "paragraph" | "rich" | "template" | "url" | "email" | "phone" | "image";

export interface FieldMeta {
  kind: FieldKind;
  label: string;
  help?: string;
  max?: number;
  placeholders?: readonly string[];
}

export interface GroupMeta {
  label: string;
  itemLabel?: string;
  fixedLength?: number;
  min?: number;
  max?: number;
}

/** What a leaf builder accepts besides its label. */
export interface FieldOptions {
  help?: string;
  /** The longest value, in characters; each kind has a default. */
  max?: number;
  /** False when an empty value is allowed (a phone number not yet set); every field is required otherwise. */
  required?: boolean;
}

/** An uploaded image as content refers to it; the file lives in content/media by its hash. */
export interface ImageValue {
  /** The content hash of the uploaded file. */
  id: string;
  width: number;
  height: number;
  alt: string;
}

const DEFAULT_MAX: Record<Exclude<FieldKind, "image">, number> = {
  id: 60,
  text: 160,
  paragraph: 1200,
  rich: 8000,
  template: 1200,
  url: 300,
  email: 254,
  phone: 30,
};

/** Every character the site's font subsets draw (font-characters.json, read from the fonts by scripts/assets/font-characters.ts). */
const fontCharacters: ReadonlySet<number> = new Set(
  Object.values(fontFiles).flatMap((ranges) =>
    ranges.flatMap(([first = 0, last = -1]) =>
      Array.from({ length: last - first + 1 }, (_, index) => first + index),
    ),
  ),
);

/** Line breaks separate paragraphs and list items in rich text; no font draws them, none needs to. */
const LINE_BREAK = 0x0a;

/** A character as a message shows it: invisible ones by their code point too. */
function shown(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(character) ? `“${character}”` : `“${character}” (${code})`;
}

/** The first character of `text` the site's fonts lack, or undefined. */
function characterOutsideFonts(text: string): string | undefined {
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    if (fontCharacters.has(point) || point === LINE_BREAK) continue;
    return character;
  }
  return undefined;
}

function fontCheck() {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const character = characterOutsideFonts(dataset.value);
    if (character !== undefined) addIssue({ message: `${shown(character)} is not in the site's fonts` });
  });
}

function required(options: FieldOptions) {
  return v.check((value: string) => options.required === false || value.trim() !== "", "is required");
}

function maxLength(max: number) {
  return v.check((value: string) => [...value].length <= max, `is longer than ${max} characters`);
}

function fieldMetadata<TValue>(
  kind: FieldKind,
  label: string,
  options: FieldOptions,
  extra: Partial<FieldMeta> = {},
) {
  const meta: FieldMeta = { kind, label, ...extra };
  if (options.help !== undefined) meta.help = options.help;
  if (kind !== "image") meta.max = options.max ?? DEFAULT_MAX[kind];
  return v.metadata<TValue, { field: FieldMeta }>({ field: meta });
}

/** A string leaf: required unless said otherwise, within its length, only characters the fonts draw. */
function stringField(
  kind: Exclude<FieldKind, "image">,
  label: string,
  options: FieldOptions,
  extra: Partial<FieldMeta> = {},
) {
  const max = options.max ?? DEFAULT_MAX[kind];
  return v.pipe(
    v.string(),
    fieldMetadata<string>(kind, label, options, extra),
    required(options),
    maxLength(max),
    v.check((value: string) => kind === "rich" || !value.includes("\n"), "must be one line"),
    fontCheck(),
  );
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A stable identifier (lowercase words joined by hyphens): shown in the
 * editor, not editable. With `oneOf`, one of a fixed set, such as the icon
 * keys the components draw.
 */
export function id(label?: string): ReturnType<typeof freeId>;
export function id<const TValue extends string>(
  label: string,
  oneOf: readonly TValue[],
): ReturnType<typeof fixedId<TValue>>;
export function id<const TValue extends string>(label = "Identifier", oneOf?: readonly TValue[]) {
  return oneOf === undefined ? freeId(label) : fixedId(label, oneOf);
}

function freeId(label: string) {
  return v.pipe(
    stringField("id", label, {}),
    v.regex(ID_PATTERN, "must be lowercase letters and digits joined by hyphens"),
  );
}

function fixedId<const TValue extends string>(label: string, oneOf: readonly TValue[]) {
  return v.pipe(
    v.picklist(oneOf, `must be one of ${oneOf.join(", ")}`),
    fieldMetadata<TValue>("id", label, {}),
  );
}

/** One line of plain text: a name, a heading, a label. */
export function text(label: string, options: FieldOptions = {}) {
  return stringField("text", label, options);
}

/** A paragraph of plain text, in one line. */
export function paragraph(label: string, options: FieldOptions = {}) {
  return stringField("paragraph", label, options);
}

/**
 * Markdown limited to paragraphs, lists, emphasis, strong, links and line
 * breaks; the build turns it into a node tree (scripts/build/vite-site-content.ts)
 * and refuses anything else. With `placeholders`, its text may name those
 * computed facts, as a template's does.
 */
export function rich(label: string, options: FieldOptions & { placeholders?: readonly string[] } = {}) {
  const { placeholders, ...rest } = options;
  return v.pipe(
    stringField("rich", label, rest, placeholders === undefined ? {} : { placeholders }),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem =
        richProblem(dataset.value) ??
        (placeholders === undefined ? undefined : placeholderProblem(dataset.value, placeholders));
      if (problem !== undefined) addIssue({ message: problem });
    }),
    v.brand("RichMarkdown"),
  );
}

/** The placeholders a template uses, in order of appearance. */
function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");
}

/** Why a text uses a placeholder it may not, or undefined. */
function placeholderProblem(text: string, placeholders: readonly string[]): string | undefined {
  const unknown = templatePlaceholders(text).filter((name) => !placeholders.includes(name));
  if (unknown.length === 0) return undefined;
  const allowed = placeholders.length === 0 ? "none" : placeholders.map((name) => `{${name}}`).join(", ");
  return `{${unknown[0]}} is not a placeholder it can use (it can use ${allowed})`;
}

/** Text with `{placeholders}` filled by computed facts; it may use only the placeholders declared. */
export function template(label: string, placeholders: readonly string[], options: FieldOptions = {}) {
  return v.pipe(
    stringField("template", label, options, { placeholders }),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = placeholderProblem(dataset.value, placeholders);
      if (problem !== undefined) addIssue({ message: problem });
    }),
  );
}

/** A link: a page of the site (`/services`, `/ar/faq`) or an https address. */
export function url(label: string, options: FieldOptions = {}) {
  return v.pipe(
    stringField("url", label, options),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === "") return;
      const problem = linkProblem(dataset.value);
      if (problem !== undefined) addIssue({ message: problem });
    }),
  );
}

export function email(label: string, options: FieldOptions = {}) {
  return v.pipe(
    stringField("email", label, options),
    v.check((value) => value === "" || v.is(v.pipe(v.string(), v.email()), value), "is not an email address"),
  );
}

/** A phone number as written for people, e.g. "+971 4 123 4567". */
export function phone(label: string, options: FieldOptions = {}) {
  return v.pipe(
    stringField("phone", label, options),
    v.check(
      (value) => value === "" || /^\+?[0-9][0-9 ()-]{4,}[0-9]$/.test(value),
      "is not a phone number (digits, spaces, brackets and hyphens, with + first for the country code)",
    ),
  );
}

/** An uploaded image, or null until one is uploaded; its alt text is required in each language. */
export function image(label: string, options: Omit<FieldOptions, "max" | "required"> = {}) {
  return v.pipe(
    v.nullable(
      v.object({
        id: v.pipe(v.string(), v.regex(/^[0-9a-f]{16,64}$/, "is not an uploaded image's identifier")),
        width: v.pipe(v.number(), v.integer(), v.minValue(1)),
        height: v.pipe(v.number(), v.integer(), v.minValue(1)),
        alt: v.pipe(
          v.string(),
          v.check((value) => value.trim() !== "", "needs a description (alt text)"),
          maxLength(DEFAULT_MAX.text * 2),
          fontCheck(),
        ),
      }),
    ),
    fieldMetadata<ImageValue | null>("image", label, options),
  );
}

/** A group of fields shown together under a label. */
export function group<const TEntries extends v.ObjectEntries>(label: string, entries: TEntries) {
  return v.pipe(v.strictObject(entries), v.metadata({ group: { label } satisfies GroupMeta }));
}

export interface ListOptions {
  min?: number;
  max?: number;
  /** What one item is called in the editor ("Member", "Question"). */
  itemLabel?: string;
}

function itemCount(count: number, noun = "item"): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** A list whose length the editor may change within `min` and `max`. */
export function list<const TItem extends v.GenericSchema>(
  label: string,
  item: TItem,
  options: ListOptions = {},
) {
  const meta: GroupMeta = { label, ...options };
  const noun = options.itemLabel?.toLowerCase();
  return v.pipe(
    v.array(item),
    v.metadata({ group: meta }),
    v.check(
      (items) => options.min === undefined || items.length >= options.min,
      `needs at least ${itemCount(options.min ?? 0, noun)}`,
    ),
    v.check(
      (items) => options.max === undefined || items.length <= options.max,
      `has room for at most ${itemCount(options.max ?? 0, noun)}`,
    ),
  );
}

/** A list of exactly `length` items, a requirement of the site (four services, five team members). */
export function fixedList<const TItem extends v.GenericSchema>(
  label: string,
  item: TItem,
  length: number,
  itemLabel?: string,
) {
  const meta: GroupMeta = { label, fixedLength: length };
  if (itemLabel !== undefined) meta.itemLabel = itemLabel;
  return v.pipe(
    v.array(item),
    v.metadata({ group: meta }),
    v.check(
      (items) => items.length === length,
      `must have exactly ${itemCount(length, itemLabel?.toLowerCase())}`,
    ),
  );
}

/** A document in both languages: the shape of every content file, `{ "en": …, "ar": … }`. */
export function localised<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.strictObject({ en: schema, ar: schema });
}

/** The metadata a schema's pipes carry, nested pipes included. */
function metadataOf(schema: v.GenericSchema): Record<string, unknown> {
  return v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as Record<string, unknown>;
}

/** A leaf's field metadata, or undefined for a schema that is not a field. */
export function fieldMeta(schema: v.GenericSchema): FieldMeta | undefined {
  return metadataOf(schema).field as FieldMeta | undefined;
}

/** An object's or array's group metadata, or undefined for a schema that is not a group. */
export function groupMeta(schema: v.GenericSchema): GroupMeta | undefined {
  return metadataOf(schema).group as GroupMeta | undefined;
}
