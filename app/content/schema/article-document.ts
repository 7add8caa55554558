/**
 * An article as the content store keeps it (issue 30, item 2; decision 043):
 * one document per article, under the kind `article:<slug>`, so drafts,
 * versions, revisions, history, rollback and the merge of a deployment's
 * files treat it as they treat every other kind of content. The publisher
 * writes it out as the folder the build reads (../article-folder.ts), so the
 * build keeps its one reader of articles.
 */
import * as v from "valibot";
import type { Locale } from "../../config/locales.ts";
import { IMAGE_ID } from "../../lib/image-variants.ts";
import {
  frontMatterSchema,
  isoDate,
  isoMoment,
  issueText,
  SLUG,
  unknownReferences,
  type KnownIds,
} from "./article.ts";
import { articleBody } from "./article-markdown.ts";
import { wordingMessage, wordingProblems } from "./arabic-wording.ts";
import type { ContentIssue } from "./validate.ts";

/** The kinds of the content store that are articles start with this. */
const ARTICLE_KIND_PREFIX = "article:";

export const articleKind = (slug: string): string => `${ARTICLE_KIND_PREFIX}${slug}`;

/** The slug of an article's kind; null for any other kind. */
export function articleSlugOf(kind: string): string | null {
  const slug = kind.startsWith(ARTICLE_KIND_PREFIX) ? kind.slice(ARTICLE_KIND_PREFIX.length) : null;
  return slug !== null && SLUG.test(slug) ? slug : null;
}

/** A figure's file name in the article's folder, as its Markdown names it: `figure.en.png`. */
export const FIGURE_FILE = /^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.png$/;

/** A figure: the name the Markdown gives it, and the uploaded image (kept as PNG) it is. */
const figureSchema = v.strictObject({
  file: v.pipe(v.string(), v.regex(FIGURE_FILE, "a file name such as figure.en.png")),
  id: v.pipe(v.string(), v.regex(IMAGE_ID, "not an uploaded image")),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** The longest body taken: about 15,000 words, far beyond any article worth reading on a phone. */
export const MAX_ARTICLE_BODY = 100_000;

/** The longest slug the editor gives a new article: its address stays readable. */
export const MAX_ARTICLE_SLUG = 80;

const languageSchema = v.strictObject({
  ...frontMatterSchema.entries,
  updated: isoDate,
  body: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "the article's text is needed"),
    v.maxLength(MAX_ARTICLE_BODY, `at most ${MAX_ARTICLE_BODY.toLocaleString("en")} characters`),
  ),
});

const articleDocumentSchema = v.pipe(
  v.strictObject({
    /** A team member's id (the team's content). */
    author: v.pipe(v.string(), v.minLength(1, "choose the author")),
    topics: v.pipe(v.array(v.string()), v.minLength(1, "choose at least one topic")),
    services: v.array(v.string()),
    /** When it goes live, with its offset; a later moment schedules it. */
    published: isoMoment,
    /** An example the company replaces with its own: it changes nothing on the page. */
    example: v.optional(v.boolean()),
    /** Taken off the site: the build makes nothing of it; removing the flag puts it back. */
    withdrawn: v.optional(v.literal(true)),
    figures: v.array(figureSchema),
    /** Each language it is written in; a language left out has no page and no hreflang to it. */
    en: v.optional(languageSchema),
    ar: v.optional(languageSchema),
  }),
  v.check(
    (document) => document.en !== undefined || document.ar !== undefined,
    "write it in at least one language",
  ),
);

export type ArticleDocument = v.InferOutput<typeof articleDocumentSchema>;
export type ArticleFigure = ArticleDocument["figures"][number];

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: "English", ar: "Arabic" };

const bodyIssue = (locale: Locale, problem: string): ContentIssue => ({
  path: `${locale}.body`,
  message: `${LANGUAGE_NAMES[locale]} text: ${problem}`,
});

/** The Markdown problems of a document the schema refused, in each body it did not refuse itself. */
function markdownIssues(value: unknown, found: readonly ContentIssue[]): ContentIssue[] {
  if (typeof value !== "object" || value === null) return [];
  const languages = value as Partial<Record<Locale, unknown>>;
  return (["en", "ar"] as const).flatMap((locale) => {
    const text = languages[locale];
    const body = typeof text === "object" && text !== null ? (text as { body?: unknown }).body : undefined;
    if (typeof body !== "string" || found.some((issue) => issue.path === `${locale}.body`)) return [];
    const parsed = articleBody(body.trim(), locale);
    return "problem" in parsed ? [bodyIssue(locale, parsed.problem)] : [];
  });
}

/**
 * Every problem of an article's document, in words an editor acts on, each
 * at its field's path: the schema's, names the site does not have, a body
 * the site cannot show (its line), and a figure the body shows but nobody
 * uploaded. Empty when the build will take it.
 */
export function articleDocumentIssues(value: unknown, known: KnownIds): ContentIssue[] {
  const parsed = v.safeParse(articleDocumentSchema, value);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => ({
      path: issue.path?.map((item) => String(item.key)).join(".") ?? "",
      message: issueText(issue),
    }));
    // A body's own problems too, so that a save refused for a missing title does not hide them till the next.
    return [...issues, ...markdownIssues(value, issues)];
  }
  const document = parsed.output;
  const issues: ContentIssue[] = unknownReferences(document, known).map((message) => ({
    path: message.slice(0, message.indexOf(":")),
    message,
  }));
  const uploaded = new Set(document.figures.map((figure) => figure.file));
  for (const locale of ["en", "ar"] as const) {
    const text = document[locale];
    if (text === undefined) continue;
    const path = `${locale}.body`;
    const body = articleBody(text.body, locale);
    if ("problem" in body) {
      issues.push(bodyIssue(locale, body.problem));
      continue;
    }
    for (const block of body.body.blocks)
      if (block.type === "figure" && !uploaded.has(block.image.src))
        issues.push({
          path,
          message: `${LANGUAGE_NAMES[locale]} text: the figure “${block.image.src}” is not among the article's figures; upload it under that name`,
        });
  }
  return issues;
}

/**
 * The phrases of an article's Arabic title, summary and text that the site's
 * wording rules refuse (docs/arabic-glossary.md), at their fields. Apart from
 * `articleDocumentIssues`, which the build applies too: an editor's save
 * checks the wording, a build does not.
 */
export function articleWordingIssues(document: unknown): ContentIssue[] {
  const arabic = typeof document === "object" && document !== null ? (document as { ar?: unknown }).ar : null;
  if (typeof arabic !== "object" || arabic === null) return [];
  const fields = arabic as Record<string, unknown>;
  return (["title", "summary", "body"] as const).flatMap((field) => {
    const text = fields[field];
    if (typeof text !== "string") return [];
    return wordingProblems(text).map((problem) => ({
      path: `ar.${field}`,
      // The body's messages name their language themselves, as its Markdown problems do.
      message: field === "body" ? bodyIssue("ar", wordingMessage(problem)).message : wordingMessage(problem),
    }));
  });
}
