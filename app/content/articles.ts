/**
 * The published articles as the pages read them: made at build time by
 * scripts/build/read-articles.ts from CONTENT_DIR's articles/ folder and
 * handed to the pages' loaders through `virtual:site-articles`, so neither
 * Markdown nor an article's tree reaches a page's scripts (decision 007).
 */
import type { Locale, Localised } from "../config/locales.ts";
import type { ArticleBody } from "./article-body.ts";
import type { Article } from "./article-types.ts";

/** A picture the build copied under a hashed name, with its size so the page keeps its place. */
export interface BuiltImage {
  src: string;
  width: number;
  height: number;
}

/** One language of a published article. */
export interface ArticleLanguage {
  title: string;
  summary: string;
  /** ISO date of the last change in substance. */
  updated: string;
  /** The parsed body, figures resolved to their built files. */
  body: ArticleBody;
  /** The 1200×630 card Open Graph and Twitter show (decision 037). */
  card: BuiltImage;
}

export interface PublishedArticle extends Pick<
  Article,
  "slug" | "author" | "topics" | "services" | "published"
> {
  languages: Partial<Record<Locale, ArticleLanguage>>;
}

export interface ArticleTopic {
  id: string;
  name: string;
}

/** What the build hands the pages: every published article, newest first, and the topics. */
export interface SiteArticles {
  articles: readonly PublishedArticle[];
  topics: Localised<readonly ArticleTopic[]>;
}

/** The articles in a language, newest first: an article without that language has no page in it. */
export function articlesIn(
  site: SiteArticles,
  locale: Locale,
): (PublishedArticle & { text: ArticleLanguage })[] {
  return site.articles.flatMap((article) => {
    const text = article.languages[locale];
    return text === undefined ? [] : [{ ...article, text }];
  });
}
