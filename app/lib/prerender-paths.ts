import { locales, type Locale } from "../config/locales.ts";
import { pages } from "../config/pages.ts";
import { articlePath, topicPath } from "./article-paths.ts";
import { localisedPath } from "./locale-paths.ts";

/** Every page in every language: what the build prerenders. A module of its own, so no page's bundle computes it. */
export const prerenderPaths: readonly string[] = locales.flatMap((locale) =>
  Object.values(pages).map((page) => localisedPath(page.path, locale)),
);

/**
 * The published articles' pages: each article in each language it is written
 * in (no page in a language it lacks), and each topic's list in a language
 * where some article is about it.
 */
export function articlePagePaths(
  articles: readonly { slug: string; topics: readonly string[]; text: Partial<Record<Locale, unknown>> }[],
): string[] {
  return locales.flatMap((locale) => {
    const written = articles.filter((article) => article.text[locale] !== undefined);
    const topics = [...new Set(written.flatMap((article) => article.topics))].sort();
    return [
      ...written.map((article) => articlePath(article.slug, locale)),
      ...topics.map((topic) => topicPath(topic, locale)),
    ];
  });
}
