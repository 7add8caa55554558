import {
  articlePath as englishArticlePath,
  articlesPath as ARTICLES,
  articleTopicPath,
} from "../config/articles.ts";
import { locales, type Locale } from "../config/locales.ts";
import { basePath, localisedPath } from "./locale-paths.ts";

/** The start of every article's path, one per language: "/articles/", "/ar/articles/". */
export const articlePathPrefixes: readonly string[] = locales.map((locale) =>
  localisedPath(`${ARTICLES}/`, locale),
);

/** An article's page in a language: "/articles/cloud-costs", "/ar/articles/cloud-costs". */
export const articlePath = (slug: string, locale: Locale): string =>
  localisedPath(englishArticlePath(slug), locale);

/** A topic's list in a language: "/articles/topic/payment-security", "/ar/articles/topic/payment-security". */
export const topicPath = (topic: string, locale: Locale): string =>
  localisedPath(articleTopicPath(topic), locale);

/**
 * The slug of an article's page in any language ("/ar/articles/cloud-costs"
 * gives "cloud-costs"); null for the list itself, anything deeper and every
 * other page. A counted page never has a file's extension (feeds are files),
 * so one segment below the list is an article.
 */
export function articleSlugOf(path: string): string | null {
  const base = basePath(path);
  if (!base.startsWith(`${ARTICLES}/`)) return null;
  const slug = base.slice(ARTICLES.length + 1);
  return slug === "" || slug.includes("/") ? null : slug;
}
