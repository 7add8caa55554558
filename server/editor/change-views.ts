import type { GenericSchema } from "valibot";
import { articleEditorCopy } from "../../app/content/inbox/article-editor-copy.ts";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { articleSlugOf } from "../../app/content/schema/article-document.ts";
import type { ContentKind } from "../../app/content/schema/kinds.ts";
import {
  fieldId,
  type SiteFieldChange,
  type SiteFieldLink,
  type SiteKindChanges,
} from "../../app/server-pages/inbox/views.ts";
import { diffContent } from "../store/content-diff.ts";
import { isJsonObject, valueAt, type JsonValue } from "../store/content-tree.ts";
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

const articleLanguageFields = ["title", "summary", "updated", "body"] as const;
const articleSharedFields = [
  "author",
  "topics",
  "services",
  "published",
  "example",
  "withdrawn",
  "figures",
] as const;
/** The shared fields the form shows as a group of checkboxes. */
const CHOICE_FIELDS: ReadonlySet<string> = new Set(["topics", "services"]);
/** The shared fields that are yes or no, absent being no: their changes read "No" and "Yes", not "true". */
const articleFlags: ReadonlySet<string> = new Set(["example", "withdrawn"]);

/** A value of an article's field as text: lists by their items, figures by their file names. */
export function articleText(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value))
    return value.map((item) => (isJsonObject(item) ? String(item.file ?? "") : String(item))).join(", ");
  return String(value);
}

/** The fields that differ between two versions of an article's document, in its form's order. */
function articleFieldChanges(before: JsonValue | undefined, after: JsonValue | undefined): SiteFieldChange[] {
  const field = (document: JsonValue | undefined, path: string) =>
    articleText(isJsonObject(document) ? valueAt(document, path) : undefined);
  const changes: SiteFieldChange[] = [];
  for (const name of articleLanguageFields) {
    const change: SiteFieldChange = { path: `en.${name}`, label: editorCopy.articleFields[name] };
    for (const language of ["en", "ar"] as const) {
      const was = field(before, `${language}.${name}`);
      const now = field(after, `${language}.${name}`);
      if (was !== now) change[language] = { before: was, after: now };
    }
    if (change.en === undefined && change.ar !== undefined) change.path = `ar.${name}`;
    if (change.en !== undefined || change.ar !== undefined) changes.push(change);
  }
  const shared = (document: JsonValue | undefined, name: string) => {
    if (!articleFlags.has(name)) return field(document, name);
    const on = isJsonObject(document) && valueAt(document, name) === true;
    return on ? editorCopy.flag.on : editorCopy.flag.off;
  };
  for (const name of articleSharedFields) {
    const was = shared(before, name);
    const now = shared(after, name);
    if (was !== now)
      changes.push({ path: name, label: editorCopy.articleFields[name], both: { before: was, after: now } });
  }
  return changes;
}

/** An article's name for people: its English title, else its Arabic one, else its slug. */
export function articleTitle(slug: string, document: JsonValue | undefined): string {
  const title = (language: string) =>
    isJsonObject(document) ? valueAt(document, `${language}.title`) : undefined;
  const shown = [title("en"), title("ar")].find((value) => typeof value === "string" && value.trim() !== "");
  return typeof shown === "string" ? shown : slug;
}

/**
 * What changed in one piece of content, named for people: a kind by its
 * schema's labels, an article by its form's; null for content the editor
 * does not know or that did not change.
 */
export function contentChanges(
  kinds: readonly ContentKind[],
  name: string,
  before: JsonValue | undefined,
  after: JsonValue | undefined,
): SiteKindChanges | null {
  const slug = articleSlugOf(name);
  if (slug !== null) {
    const fields = articleFieldChanges(before, after);
    const label = editorCopy.article(articleTitle(slug, after ?? before));
    return fields.length === 0 ? null : { kind: name, label, fields };
  }
  const kind = kinds.find((candidate) => candidate.name === name);
  if (kind === undefined || after === undefined) return null;
  const fields = fieldChanges(kind.schema, before, after);
  return fields.length === 0 ? null : { kind: name, label: kind.label, fields };
}

/** Every piece of content in `content` the editor shows: the kinds in their order, then the articles by slug. */
export function contentNames(
  kinds: readonly ContentKind[],
  content: Readonly<Record<string, unknown>>,
): string[] {
  const articles = Object.keys(content)
    .filter((name) => articleSlugOf(name) !== null)
    .sort();
  return [...kinds.map((kind) => kind.name).filter((name) => name in content), ...articles];
}

/**
 * An article's field at a path of its document, as its form names it, and the control of the form
 * it is at. A language's fields are under the language ("en.title"; "en" alone: the language as a
 * whole, ticked or not); the fields both share at the top ("author", "topics.1", "figures.0.width").
 */
function articleFormField(path: string): { label: string; control: string } {
  const [first = "", second] = path.split(".");
  if (first === "en" || first === "ar") {
    const language = editorCopy.languages[first];
    if (second === undefined)
      return { label: `${articleEditorCopy.form.languages.heading} (${language})`, control: "languages" };
    const field = editorCopy.articleFields[second as keyof typeof editorCopy.articleFields] ?? second;
    return { label: `${field} (${language})`, control: `${first}.${second}` };
  }
  const label = editorCopy.articleFields[first as keyof typeof editorCopy.articleFields] ?? first;
  // A list of choices is one field whose first box has its id; a figure is found by its file, the
  // figures as a whole by the box where one is added.
  if (CHOICE_FIELDS.has(first)) return { label, control: first };
  if (first === "figures")
    return {
      label,
      control: second !== undefined && /^\d+$/.test(second) ? `figures.${second}.file` : "figure.name",
    };
  return { label, control: path };
}

/** A field of a kind or an article, named for people, linked to its place in its form; null for content the editor does not know. */
export function fieldLink(
  kinds: readonly ContentKind[],
  name: string,
  document: JsonValue | undefined,
  path: string,
): SiteFieldLink | null {
  const slug = articleSlugOf(name);
  if (slug !== null) {
    const { label, control } = articleFormField(path);
    return {
      kindLabel: editorCopy.article(articleTitle(slug, document)),
      label,
      href: `/inbox/site/articles/${slug}#${fieldId(control)}`,
    };
  }
  const kind = kinds.find((candidate) => candidate.name === name);
  if (kind === undefined || document === undefined) return null;
  return {
    kindLabel: kind.label,
    label: fieldLabel(kind.schema, document, path),
    href: `/inbox/site/${kind.name}#${fieldId(path)}`,
  };
}
