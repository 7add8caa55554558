/**
 * The articles of a content folder (issue 30): each `articles/<slug>/` holds
 * article.json and one Markdown file per language with front matter. Every
 * file is validated against app/content/schema/article.ts and every body
 * parsed (articleBody); a problem fails the build naming the file and, for
 * a body, the line. Only articles whose publication time has come are built:
 * a static host publishes at its build, the server's scheduler rebuilds. An
 * article taken off the site (withdrawn) is checked like the others, so that
 * putting it back never fails a build, and built nowhere.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import sharp from "sharp";
import * as v from "valibot";
import { parse as parseYaml } from "yaml";
import { locales, type Locale } from "../../app/config/locales.ts";
import { site } from "../../app/config/site.ts";
import { withFigureImages, type ArticleBody } from "../../app/content/article-body.ts";
import { splitFrontMatter } from "../../app/content/article-folder.ts";
import type { Article } from "../../app/content/article-types.ts";
import type { ArticleLanguage, BuiltImage, PublishedArticle, SiteArticles } from "../../app/content/articles.ts";
import {
  articleFileSchema,
  articleSchema,
  articleTopicsSchema,
  frontMatterSchema,
  issueText,
  knownIdsIn,
  unknownReferences,
} from "../../app/content/schema/article.ts";
import { articleBody } from "../../app/content/schema/article-markdown.ts";
import { drawArticleCard } from "./article-cards.ts";
import { readSiteContent } from "./vite-site-content.ts";
import { keepFiguresTogether } from "../../app/lib/unbroken-figures.ts";

/** Where the build serves articles' pictures and cards: under assets/, whose hashed names are cached for a year. */
export const ARTICLE_ASSETS = "/assets/articles";

/** An article read and checked, its bodies parsed, with the files of its folder it shows. */
export interface LoadedArticle {
  article: Article;
  bodies: Partial<Record<Locale, ArticleBody>>;
  /** Each figure's Markdown `src` to the file in the article's folder. */
  figures: ReadonlyMap<string, string>;
}

export interface ReadArticles {
  /** Published by `now`, newest first. */
  published: LoadedArticle[];
  /** Not yet due, so not built. */
  scheduled: Article[];
  /** Taken off the site: neither built nor scheduled, whatever their time. */
  withdrawn: Article[];
}

/**
 * The moment the build publishes at: BUILD_TIME when set (build.ts sets it
 * once, so its prerender and its later steps agree on which articles are
 * due), else now.
 */
export function buildTime(): Date {
  const configured = process.env.BUILD_TIME?.trim();
  const time = configured ? new Date(configured) : new Date();
  if (Number.isNaN(time.getTime())) throw new Error(`BUILD_TIME “${configured}” is not a date and time`);
  return time;
}

class ArticleProblem extends Error {}

function problem(file: string, what: string): never {
  throw new ArticleProblem(`${file}: ${what}`);
}

function validated<S extends v.GenericSchema>(schema: S, value: unknown, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) problem(file, result.issues.map(issueText).join("; "));
  return result.output;
}

/** One language's file: front matter and body, the body's first line counted in the file. */
function readLanguage(path: string, shown: string) {
  const split = splitFrontMatter(readFileSync(path, "utf8"));
  if (split === null) problem(shown, "it must start with front matter: ---, title, summary, updated, ---");
  let data: unknown;
  try {
    data = parseYaml(split.yaml);
  } catch (error) {
    problem(shown, `its front matter is not YAML (${error instanceof Error ? error.message : String(error)})`);
  }
  const front = validated(frontMatterSchema, data, shown);
  // Shown on pages, cards and in lists: a number keeps its unit on its line, as in the site's other words.
  const shownFront = { ...front, title: keepFiguresTogether(front.title), summary: keepFiguresTogether(front.summary) };
  return { front: shownFront, body: split.body, bodyLine: split.bodyLine };
}

/** The ids an article may name, read from the same content folder as the articles. */
function knownIds(contentDir: string) {
  return knownIdsIn({
    team: readSiteContent("team", contentDir),
    services: readSiteContent("services", contentDir),
    "article-topics": readTopics(contentDir),
  });
}

function readTopics(contentDir: string) {
  const file = join(contentDir, "article-topics.json");
  if (!existsSync(file)) problem(file, "missing: the articles' topics in each language");
  return validated(articleTopicsSchema, JSON.parse(readFileSync(file, "utf8")), file);
}

/** Without `withBodies`, the bodies are neither parsed nor checked: the article's fields only, for listing its pages. */
function readArticle(
  contentDir: string,
  slug: string,
  known: ReturnType<typeof knownIds>,
  withBodies: boolean,
): { loaded: LoadedArticle; withdrawn: boolean } {
  const dir = join(contentDir, "articles", slug);
  const shown = (name: string) => relative(process.cwd(), join(dir, name));
  const metaPath = join(dir, "article.json");
  if (!existsSync(metaPath)) problem(shown("article.json"), "missing: the article's author, topics, services and publication time");
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(metaPath, "utf8"));
  } catch (error) {
    problem(shown("article.json"), `cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const meta = validated(articleFileSchema, json, shown("article.json"));
  const references = unknownReferences(meta, known);
  if (references.length > 0) problem(shown("article.json"), references.join("; "));
  const text: Article["text"] = {};
  const bodies: LoadedArticle["bodies"] = {};
  const figures = new Map<string, string>();
  for (const locale of locales) {
    const path = join(dir, `${locale}.md`);
    if (!existsSync(path)) continue;
    const { front, body, bodyLine } = readLanguage(path, shown(`${locale}.md`));
    text[locale] = { ...front, body };
    if (!withBodies) continue;
    const parsed = articleBody(body, locale);
    if ("problem" in parsed) {
      // The parse counts lines from the body's first; the editor's reader counts the file's.
      const located = parsed.problem.replace(/^line (\d+)/, (_, line: string) => `line ${Number(line) + bodyLine - 1}`);
      problem(shown(`${locale}.md`), located);
    }
    for (const block of parsed.body.blocks) {
      if (block.type !== "figure") continue;
      const file = join(dir, block.image.src);
      if (!existsSync(file)) problem(shown(`${locale}.md`), `the figure ${block.image.src} is not in the article's folder`);
      figures.set(block.image.src, file);
    }
    bodies[locale] = parsed.body;
  }
  const article = validated(articleSchema, { slug, ...meta, text }, shown(""));
  return { loaded: { article, bodies, figures }, withdrawn: meta.withdrawn === true };
}

/** Every article of `contentDir`, checked, split into those due by `now`, those scheduled and those withdrawn. */
export function readArticles(contentDir: string, now: Date): ReadArticles {
  return readAll(contentDir, now, true);
}

/**
 * The same articles without their bodies parsed: what the list of pages to
 * prerender and the sitemap need. Parsing every body is most of reading
 * 200 articles, and readArticles still checks each once per build.
 */
export function listArticles(
  contentDir: string,
  now: Date,
): { published: Article[]; scheduled: Article[]; withdrawn: Article[] } {
  const read = readAll(contentDir, now, false);
  return { ...read, published: read.published.map(({ article }) => article) };
}

function readAll(contentDir: string, now: Date, withBodies: boolean): ReadArticles {
  const root = join(contentDir, "articles");
  const slugs = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  // A folder without articles (a publish's, until articles are stored with the content) builds none.
  if (slugs.length === 0) return { published: [], scheduled: [], withdrawn: [] };
  const known = knownIds(contentDir);
  // Every article, so an editor sees every problem at once.
  const problems: string[] = [];
  const read: ReturnType<typeof readArticle>[] = [];
  for (const slug of slugs) {
    try {
      read.push(readArticle(contentDir, slug, known, withBodies));
    } catch (error) {
      if (!(error instanceof ArticleProblem)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new Error(`articles are not valid:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  const loaded = read.filter(({ withdrawn }) => !withdrawn).map((entry) => entry.loaded);
  const withdrawn = read.filter((entry) => entry.withdrawn).map((entry) => entry.loaded.article);
  const due = (article: Article) => Date.parse(article.published) <= now.getTime();
  const published = loaded
    .filter(({ article }) => due(article))
    .sort((a, b) => Date.parse(b.article.published) - Date.parse(a.article.published));
  const scheduled = loaded.filter(({ article }) => !due(article)).map(({ article }) => article);
  return { published, scheduled, withdrawn };
}

/** The build's line about the articles: how many in each language, which wait for their time, which are withdrawn. */
export function articlesLine({ published, scheduled, withdrawn }: ReadArticles): string {
  const counts = locales
    .map((locale) => `${locale} ${published.filter(({ article }) => article.text[locale] !== undefined).length}`)
    .join(", ");
  const waiting = scheduled.map((article) => `${article.slug} (${article.published})`).join(", ");
  const off = withdrawn.map((article) => article.slug).join(", ");
  return [
    `articles: ${published.length} published (${counts})`,
    scheduled.length > 0 ? `; scheduled, not built: ${waiting}` : "",
    withdrawn.length > 0 ? `; withdrawn, not built: ${off}` : "",
  ].join("");
}

/** A file's name under ARTICLE_ASSETS: its article, its own name and a hash of its bytes. */
function hashedName(slug: string, name: string, file: string, bytes: Buffer): string {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  return `${slug}.${name}.${hash}${extname(file)}`;
}

/** A file the build serves for the articles: its URL path and where its bytes are. */
export interface ArticleAsset {
  url: string;
  source: string;
}

async function builtImage(slug: string, name: string, source: string, assets: ArticleAsset[]): Promise<BuiltImage> {
  const bytes = readFileSync(source);
  const url = `${ARTICLE_ASSETS}/${hashedName(slug, name, source, bytes)}`;
  const { width, height } = await sharp(bytes).metadata();
  assets.push({ url, source });
  return { src: url, width, height };
}

/**
 * What the pages get (SiteArticles) and the files they show: each figure
 * under a hashed name with its size (no layout shift), and each language's
 * card, drawn or taken from the cards' cache.
 */
export async function builtArticles(
  contentDir: string,
  { published }: ReadArticles,
): Promise<{
  site: SiteArticles;
  assets: ArticleAsset[];
  /** Each article's figures: the Markdown's `src` to the built file's URL. */
  figureUrls: ReadonlyMap<string, ReadonlyMap<string, string>>;
}> {
  const team = readSiteContent("team", contentDir) as Record<Locale, { members: { id: string; name: string }[] }>;
  const assets: ArticleAsset[] = [];
  const articles: PublishedArticle[] = [];
  const figureUrls = new Map<string, Map<string, string>>();
  for (const { article, bodies, figures } of published) {
    const images = new Map<string, BuiltImage>();
    for (const [src, file] of figures) images.set(src, await builtImage(article.slug, basename(file, extname(file)), file, assets));
    figureUrls.set(article.slug, new Map([...images].map(([src, image]) => [src, image.src])));
    const languages: PublishedArticle["languages"] = {};
    for (const locale of locales) {
      const text = article.text[locale];
      const body = bodies[locale];
      if (text === undefined || body === undefined) continue;
      const author = team[locale].members.find((member) => member.id === article.author)?.name ?? article.author;
      const card = await drawArticleCard({ text, author, brand: site.name, locale });
      const language: ArticleLanguage = {
        title: text.title,
        summary: text.summary,
        updated: text.updated,
        body: withFigureImages(body, (src) => images.get(src) ?? { src, width: 0, height: 0 }),
        card: await builtImage(article.slug, `card.${locale}`, card.file, assets),
      };
      languages[locale] = language;
    }
    const { slug, author, topics, services, published: time } = article;
    articles.push({ slug, author, topics, services, published: time, languages });
  }
  const topics = articles.length === 0 ? { en: { topics: [] }, ar: { topics: [] } } : readTopics(contentDir);
  return { site: { articles, topics: { en: topics.en.topics, ar: topics.ar.topics } }, assets, figureUrls };
}
