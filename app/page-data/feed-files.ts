import { feeds } from "../config/feeds.ts";
import { locales, type Localised } from "../config/locales.ts";
import { site } from "../config/site.ts";
import { articleFeedWords } from "../content/article-feeds.ts";
import type { Article } from "../content/article-types.ts";
import { fillTemplate } from "../content/fill-template.ts";
import { team } from "../content/team.ts";
import { localisedPath } from "../lib/locale-paths.ts";
import { atomFeed } from "./atom-feed.ts";
import { feedDocument } from "./feed-document.ts";
import { jsonFeed } from "./json-feed.ts";

export interface FeedFile {
  /** Where the build writes it, as served: /articles/feed.xml, /ar/articles/feed.json… */
  path: string;
  body: string;
}

export interface FeedFilesInput {
  articles: readonly Article[];
  /** Topics' names by id, in each language. */
  topicNames: Localised<Readonly<Record<string, string>>>;
  toHtml: (markdown: string) => string;
  now: Date;
}

/** Every feed the build writes: Atom and JSON Feed in each language, from the site's identity, words and team. */
export function feedFiles({ articles, topicNames, toHtml, now }: FeedFilesInput): FeedFile[] {
  return locales.flatMap((locale) => {
    const words = articleFeedWords[locale];
    const document = feedDocument({
      locale,
      site,
      words: {
        title: fillTemplate(words.title, { brand: site.name }),
        description: fillTemplate(words.description, { brand: site.name }),
      },
      articles,
      authorNames: Object.fromEntries(team[locale].map((member) => [member.id, member.name])),
      topicNames: topicNames[locale],
      toHtml,
      now,
    });
    return [
      { path: localisedPath(feeds.atom.path, locale), body: atomFeed(document) },
      { path: localisedPath(feeds.json.path, locale), body: jsonFeed(document) },
    ];
  });
}
