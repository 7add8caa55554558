import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { marked, type Token } from "marked";
import { locales } from "../../app/config/locales.ts";
import { feedFiles } from "../../app/page-data/feed-files.ts";
import { articlesLine, builtArticles, buildTime, readArticles } from "./read-articles.ts";

/**
 * The build's "articles" step: the files the prerendered article pages
 * show, their figures and cards, under the hashed names the pages were
 * given (the same reading of the same folder at the same BUILD_TIME gives
 * the same names); the four feeds (Atom and JSON Feed per language, decision
 * 039) of the same articles; and the line saying which articles were built
 * and which wait for their time.
 */
export async function writeArticleFiles(contentDir: string, staticDir: string): Promise<string> {
  const now = buildTime();
  const read = readArticles(contentDir, now);
  const { site, assets, figureUrls } = await builtArticles(contentDir, read);
  for (const asset of assets) {
    const target = join(staticDir, asset.url);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(asset.source, target);
  }
  const articles = read.published.map(({ article }) => article);
  // A body's figures name files of its own folder; in a feed they are the built files' URLs.
  const figuresOf = new Map(
    articles.flatMap((article) =>
      locales.flatMap((locale) => {
        const body = article.text[locale]?.body;
        return body === undefined ? [] : [[body, figureUrls.get(article.slug)] as const];
      }),
    ),
  );
  const toHtml = (markdown: string): string => {
    const figures = figuresOf.get(markdown);
    const walkTokens = (token: Token) => {
      if (token.type === "image") token.href = figures?.get(token.href) ?? token.href;
    };
    return marked.parse(markdown, { async: false, gfm: true, walkTokens });
  };
  const topicNames = Object.fromEntries(
    locales.map((locale) => [locale, Object.fromEntries(site.topics[locale].map((topic) => [topic.id, topic.name]))]),
  ) as Record<(typeof locales)[number], Record<string, string>>;
  const files = feedFiles({ articles, topicNames, toHtml, now });
  for (const file of files) {
    const target = join(staticDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.body);
  }
  return `${articlesLine(read)}; ${assets.length} figures and cards, ${files.length} feeds written`;
}
