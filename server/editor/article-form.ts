/**
 * An article's form (issue 30, item 2): the values it shows for a stored
 * document, the values a posted form holds, the document those values make,
 * and the document's problems at the form's fields, in an editor's words.
 * The publication time is typed in Dubai time and kept with its offset.
 */
import { articleEditorCopy } from "../../app/content/inbox/article-editor-copy.ts";
import type { ContentIssue } from "../../app/content/schema/validate.ts";
import {
  REVIEWED_FIELD_PREFIX,
  TICKED,
  type ArticleFormValues,
  type SiteArticleState,
} from "../../app/server-pages/inbox/views.ts";
import { isJsonObject, jsonEqual, type JsonValue } from "../store/content-tree.ts";

const copy = articleEditorCopy.form;

const LANGUAGES = ["en", "ar"] as const;
type Language = (typeof LANGUAGES)[number];
const TEXT_FIELDS = ["title", "summary", "updated", "body"] as const;

/** Dubai keeps UTC+4 all year: no daylight saving. */
const DUBAI_OFFSET = "+04:00";
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** A moment as the date-and-time field shows it, in Dubai time: "2026-11-10T09:30"; empty for what is no moment. */
export function dubaiLocal(iso: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? "" : new Date(ms + DUBAI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-and-time field's value read as Dubai time, with its offset: 2026-11-10T09:30:00+04:00. Other text stays as typed, for the schema to refuse. */
export function fromDubaiLocal(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2})?$/.exec(local.trim());
  return match === null ? local.trim() : `${match[1]}T${match[2]}:00${DUBAI_OFFSET}`;
}

/** What "New article" saves: nothing chosen or written yet, both languages open, each dated today in Dubai. */
export function blankArticle(now: Date): JsonValue {
  const today = dubaiLocal(now.toISOString()).slice(0, 10);
  const text = () => ({ title: "", summary: "", updated: today, body: "" });
  return { author: "", topics: [], services: [], published: "", figures: [], en: text(), ar: text() };
}

const textOf = (value: JsonValue | undefined) => (typeof value === "string" ? value : "");
const stringsOf = (value: JsonValue | undefined) =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
const objectOf = (value: JsonValue | undefined) => (isJsonObject(value) ? value : {});

/** The form's values for a stored document (whatever its shape: a new article's is mostly empty). */
export function articleFormValues(document: JsonValue): ArticleFormValues {
  const stored = objectOf(document);
  const language = (locale: Language) => {
    const text = objectOf(stored[locale]);
    return {
      title: textOf(text.title),
      summary: textOf(text.summary),
      updated: textOf(text.updated),
      body: textOf(text.body),
    };
  };
  const figures = Array.isArray(stored.figures) ? stored.figures : [];
  return {
    author: textOf(stored.author),
    topics: stringsOf(stored.topics),
    services: stringsOf(stored.services),
    published: dubaiLocal(textOf(stored.published)),
    example: stored.example === true,
    withdrawn: stored.withdrawn === true,
    languages: { en: isJsonObject(stored.en), ar: isJsonObject(stored.ar) },
    text: { en: language("en"), ar: language("ar") },
    figures: figures.flatMap((figure) =>
      isJsonObject(figure) && typeof figure.file === "string" && typeof figure.id === "string"
        ? [{ file: figure.file, id: figure.id }]
        : [],
    ),
    newFigure: "",
  };
}

/** A text area's lines as the document keeps them: a browser posts them with CR LF. */
const lines = (text: string) => text.replaceAll("\r\n", "\n");

/** The most figures a posted form is read for: far more than any article shows. */
const MAX_FIGURES = 100;

/** The values a posted form holds: boxes ticked as `topics.<id>=yes`, figures as `figures.<n>.file` and `.id`. */
export function readArticleForm(fields: Readonly<Record<string, string>>): ArticleFormValues {
  const ticked = (prefix: string) =>
    Object.keys(fields)
      .filter((name) => name.startsWith(prefix) && fields[name] === TICKED)
      .map((name) => name.slice(prefix.length));
  const language = (locale: Language) => ({
    title: fields[`${locale}.title`] ?? "",
    summary: lines(fields[`${locale}.summary`] ?? ""),
    updated: fields[`${locale}.updated`] ?? "",
    body: lines(fields[`${locale}.body`] ?? ""),
  });
  const figures: { file: string; id: string }[] = [];
  for (let index = 0; index < MAX_FIGURES; index++) {
    const id = fields[`figures.${index}.id`];
    if (id === undefined) break;
    figures.push({ file: fields[`figures.${index}.file`] ?? "", id });
  }
  return {
    author: fields.author ?? "",
    topics: ticked("topics."),
    services: ticked("services."),
    published: fields.published ?? "",
    example: fields.example === TICKED,
    withdrawn: fields.withdrawn === TICKED,
    languages: { en: fields["languages.en"] === TICKED, ar: fields["languages.ar"] === TICKED },
    text: { en: language("en"), ar: language("ar") },
    figures,
    newFigure: fields["figure.name"] ?? "",
  };
}

/** The full paths of the Arabic fields ticked "reviewed". */
export function reviewedIn(fields: Readonly<Record<string, string>>): string[] {
  return Object.keys(fields)
    .filter((name) => name.startsWith(REVIEWED_FIELD_PREFIX))
    .map((name) => name.slice(REVIEWED_FIELD_PREFIX.length));
}

/** Those still ticked in the order they were kept in, then the newly ticked: a save reorders nothing. */
const keptOrder = (ticked: readonly string[], before: readonly string[]) => [
  ...before.filter((id) => ticked.includes(id)),
  ...ticked.filter((id) => !before.includes(id)),
];

/**
 * The document a form's values make, over the one it was opened on: the
 * languages ticked only, text trimmed, each figure's size its upload's (a
 * figure without one gets none, and the schema refuses it). A publication
 * time left as it was keeps the text it was stored with.
 */
export function articleDocument(
  values: ArticleFormValues,
  before: JsonValue,
  sizes: ReadonlyMap<string, { width: number; height: number }>,
): JsonValue {
  const stored = objectOf(before);
  const storedPublished = textOf(stored.published);
  const document: Record<string, JsonValue> = {
    author: values.author.trim(),
    topics: keptOrder(values.topics, stringsOf(stored.topics)),
    services: keptOrder(values.services, stringsOf(stored.services)),
    published:
      storedPublished !== "" && dubaiLocal(storedPublished) === values.published.trim()
        ? storedPublished
        : fromDubaiLocal(values.published),
  };
  if (values.example) document.example = true;
  else if (stored.example === false) document.example = false;
  // Unticked, the flag is gone: an article put back is its document as it was before.
  if (values.withdrawn) document.withdrawn = true;
  document.figures = values.figures.map(({ file, id }) => ({
    file: file.trim(),
    id,
    width: sizes.get(id)?.width ?? 0,
    height: sizes.get(id)?.height ?? 0,
  }));
  for (const locale of LANGUAGES) {
    if (!values.languages[locale]) continue;
    const text = values.text[locale];
    document[locale] = {
      title: text.title.trim(),
      summary: text.summary.trim(),
      updated: text.updated.trim(),
      body: text.body.trim(),
    };
  }
  return document;
}

/** Where a problem is shown: the form's field paths, in the form's order. */
const FORM_ORDER = [
  "author",
  "topics",
  "services",
  "published",
  "example",
  "withdrawn",
  "languages",
  ...TEXT_FIELDS.flatMap((field) => LANGUAGES.map((locale) => `${locale}.${field}`)),
  "figures",
  "figure.name",
  "figure.file",
];

const rank = (path: string) => {
  const index = FORM_ORDER.findIndex((place) => path === place || path.startsWith(`${place}.`));
  return index === -1 ? FORM_ORDER.length : index;
};

/** valibot's length message in an editor's words: "Invalid length: Expected <=140 but received 200". */
const lengthWords = (message: string) =>
  message.replace(/^Invalid length: Expected <=(\d+) but received (\d+)$/, (_, max: string, length: string) =>
    copy.problems.tooLong(Number(max), Number(length)),
  );

/** One issue of the document's at its field, in words. */
function problemAt(issue: ContentIssue, values: ArticleFormValues): { path: string; message: string } {
  const { path } = issue;
  const [head = "", second, third] = path.split(".");
  const rest = issue.message.startsWith(`${path}: `) ? issue.message.slice(path.length + 2) : issue.message;
  const unknown = / is not (a|an) /.test(rest);
  if (head === "" || (LANGUAGES.includes(head as Language) && second === undefined))
    return { path: "languages", message: copy.problems.languages };
  if (head === "author") return { path, message: unknown ? copy.problems.authorGone : copy.problems.author };
  if (head === "topics")
    return { path: "topics", message: unknown ? copy.problems.topicGone : copy.problems.topics };
  if (head === "services") return { path: "services", message: copy.problems.serviceGone };
  if (head === "published") return { path, message: copy.problems.published };
  if (head === "figures" && second !== undefined) {
    const file = values.figures[Number(second)]?.file ?? "";
    const at = `figures.${second}.file`;
    return third === "file"
      ? { path: at, message: copy.problems.figureName(file) }
      : { path: at, message: copy.problems.figureMissing(file) };
  }
  const locale = LANGUAGES.find((candidate) => candidate === head);
  const field = TEXT_FIELDS.find((candidate) => candidate === second);
  if (locale !== undefined && field !== undefined) {
    // The body's own problems name language and line already ("Arabic text: line 4: …").
    if (field === "body" && rest === issue.message) return { path, message: issue.message };
    const where = copy.problems.at(copy.text.fields[field], locale);
    return { path, message: `${where}: ${field === "updated" ? copy.problems.updated : lengthWords(rest)}` };
  }
  return { path, message: rest };
}

/** The document's problems at the form's fields, in the form's order, each said once. */
export function articleProblems(
  issues: readonly ContentIssue[],
  values: ArticleFormValues,
): { path: string; message: string }[] {
  const problems = issues.map((issue) => problemAt(issue, values));
  const unique = problems.filter(
    (problem, index) =>
      problems.findIndex((other) => other.path === problem.path && other.message === problem.message) ===
      index,
  );
  return unique.sort((a, b) => rank(a.path) - rank(b.path));
}

const withdrawn = (document: JsonValue | undefined) => objectOf(document).withdrawn === true;

/**
 * Where an article stands: its live version is taken off the site, or its
 * publication time says whether it is live or scheduled (none: never
 * published); its draft differs from that version or not, and takes it off
 * the site or puts it back at the next publish.
 */
export function articleState(
  live: JsonValue | undefined,
  working: JsonValue | undefined,
  now: Date,
): SiteArticleState {
  const off = withdrawn(working);
  if (live === undefined)
    return { published: { state: "never" }, changed: false, nextPublish: off ? "keepOff" : null };
  const at = textOf(objectOf(live).published);
  const liveOff = withdrawn(live);
  const due = (document: JsonValue | undefined) =>
    !(Date.parse(textOf(objectOf(document).published)) > now.getTime());
  // What the next publish does, in the words of what visitors will see: a version never live is
  // not "taken off", and one put back with a later time comes back at that time, not at the publish.
  const nextPublish = (): SiteArticleState["nextPublish"] => {
    if (off === liveOff) return null;
    if (off) return due(live) ? "takeOff" : "keepOff";
    return due(working) ? "putBack" : "putBackLater";
  };
  return {
    published: liveOff ? { state: "withdrawn" } : due(live) ? { state: "live" } : { state: "scheduled", at },
    changed: !jsonEqual(live, working),
    nextPublish: nextPublish(),
  };
}
