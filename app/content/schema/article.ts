/**
 * An article as the build reads it (issue 30): its folder's article.json
 * (who wrote it, what it is about, when it is published) and one Markdown
 * file per language whose front matter holds the title, summary and date of
 * its last change. The types in ../article-types.ts come from here, so what
 * the site renders and what the build accepts cannot drift apart.
 */
import * as v from "valibot";
import { locales, type Locale } from "../../config/locales.ts";

/** 2026-11-10T09:30:00+04:00: a moment with its offset, so a scheduled time means one instant everywhere. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A date and time that exists: it parses, and its day is in its month (V8
 * reads 30 February as 2 March, so the calendar day is checked too).
 */
function realDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split("-").map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    !Number.isNaN(Date.parse(value)) && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day
  );
}

export const isoMoment = v.pipe(
  v.string(),
  v.regex(ISO_WITH_OFFSET, "write it as 2026-11-10T09:30:00+04:00, with its offset"),
  v.check(realDate, "is not a real date and time"),
);

export const isoDate = v.pipe(
  v.string(),
  v.regex(ISO_DATE, "write it as 2026-11-10"),
  v.check((value) => realDate(`${value}T00:00:00Z`), "is not a real date"),
);

const ids = v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.readonly());

/** article.json, beside the article's Markdown files. */
export const articleFileSchema = v.strictObject({
  author: v.pipe(v.string(), v.minLength(1)),
  topics: v.pipe(ids, v.minLength(1, "name at least one topic")),
  services: ids,
  published: isoMoment,
  /** An example the company replaces with its own (issue 30, item 8): it changes nothing on the page. */
  example: v.optional(v.boolean()),
  /** Taken off the site: kept with its text and history, built nowhere until the flag is gone. */
  withdrawn: v.optional(v.literal(true)),
});

/** One language's Markdown file's front matter. */
export const frontMatterSchema = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, "a title is needed"), v.maxLength(140)),
  summary: v.pipe(v.string(), v.trim(), v.minLength(1, "a summary is needed"), v.maxLength(320)),
  // YAML reads an unquoted 2026-11-10 as a date; the text is what was written.
  updated: v.pipe(
    v.union([v.string(), v.date()]),
    v.transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
    isoDate,
  ),
});

const articleTextSchema = v.object({
  title: v.string(),
  summary: v.string(),
  /**
   * Markdown: `##`/`###` headings, paragraphs, lists, tables, fenced code
   * with a language, block quotes, and figures as a paragraph holding only
   * an image whose title is the caption: `![alt](figure.en.png "Caption")`.
   */
  body: v.string(),
  /** When this language's text last changed in substance (ISO date). */
  updated: v.string(),
});

/**
 * An article of the firm's: one slug in both languages, written by a team
 * member, about topics and services. A translation is the other language's
 * text of the same article; an article may have one language only.
 */
export const articleSchema = v.pipe(
  v.object({
    /** Its path: /articles/<slug> and /ar/articles/<slug>. */
    slug: v.pipe(v.string(), v.regex(SLUG, "small Latin letters, digits and single hyphens")),
    /** A team member's id (content/team.json). */
    author: v.string(),
    /** Topic ids (content/article-topics.json). */
    topics: v.pipe(v.array(v.string()), v.readonly()),
    /** Service ids (content/services.json) the article concerns. */
    services: v.pipe(v.array(v.string()), v.readonly()),
    /** When it is published (ISO date-time with offset); a later one is scheduled. */
    published: v.string(),
    text: v.object({
      en: v.optional(articleTextSchema),
      ar: v.optional(articleTextSchema),
    } satisfies Record<Locale, v.OptionalSchema<typeof articleTextSchema, undefined>>),
  }),
  v.check((article) => locales.some((locale) => article.text[locale] !== undefined), "it has no language"),
);

/** The ids an article may name, from the same content folder. */
export interface KnownIds {
  authors: ReadonlySet<string>;
  topics: ReadonlySet<string>;
  services: ReadonlySet<string>;
}

/** The ids an article may name, from the content's documents: team, services and article-topics. */
export function knownIdsIn(documents: Readonly<Record<string, unknown>>): KnownIds {
  const ids = (document: unknown, list: string) => {
    const english = (document as { en?: Record<string, unknown> } | undefined)?.en?.[list];
    return new Set(
      Array.isArray(english) ? english.map((item) => String((item as { id?: unknown }).id)) : [],
    );
  };
  return {
    authors: ids(documents.team, "members"),
    services: ids(documents.services, "services"),
    topics: ids(documents["article-topics"], "topics"),
  };
}

/** What in article.json names nothing the site has, in words an editor acts on. */
export function unknownReferences(file: v.InferOutput<typeof articleFileSchema>, known: KnownIds): string[] {
  const problems: string[] = [];
  if (!known.authors.has(file.author))
    problems.push(`author: “${file.author}” is not a team member's id (content/team.json)`);
  for (const topic of file.topics)
    if (!known.topics.has(topic))
      problems.push(`topics: “${topic}” is not a topic (content/article-topics.json)`);
  for (const service of file.services)
    if (!known.services.has(service))
      problems.push(`services: “${service}” is not a service's id (content/services.json)`);
  return problems;
}

const topicsDocument = v.object({
  topics: v.array(
    v.object({ id: v.pipe(v.string(), v.regex(SLUG)), name: v.pipe(v.string(), v.minLength(1)) }),
  ),
});

/** content/article-topics.json: the topics' ids and names in each language. */
export const articleTopicsSchema = v.object({
  en: topicsDocument,
  ar: topicsDocument,
} satisfies Record<Locale, typeof topicsDocument>);

/** A valibot issue as “field: message”. */
export function issueText(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
