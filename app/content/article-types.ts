import type { Locale } from "../config/locales.ts";

/** One language's text of an article. */
export interface ArticleText {
  title: string;
  summary: string;
  /**
   * Markdown: `##`/`###` headings, paragraphs, lists, tables, fenced code
   * with a language, block quotes, and figures as a paragraph holding only
   * an image whose title is the caption: `![alt](media/<file> "Caption")`.
   */
  body: string;
  /** When this language's text last changed in substance (ISO date). */
  updated: string;
}

/**
 * An article of the firm's (issue 30): one slug in both languages, written
 * by a team member, about topics and services. A translation is the other
 * language's text of the same article; an article may have one language only.
 */
export interface Article {
  /** Its path: /articles/<slug> and /ar/articles/<slug>. */
  slug: string;
  /** A team member's id (content/team.json). */
  author: string;
  /** Topic ids (content/article-topics.json). */
  topics: readonly string[];
  /** Service ids (content/services.json) the article concerns. */
  services: readonly string[];
  /** When it is published (ISO date-time); a later one is scheduled. */
  published: string;
  text: Partial<Record<Locale, ArticleText>>;
}
