import { articlePath, articlesPath } from "../config/articles.ts";
import { FEED_ENTRIES, feeds } from "../config/feeds.ts";
import { localeInfo, type Locale } from "../config/locales.ts";
import { pages } from "../config/pages.ts";
import type { SiteConfig } from "../config/site.ts";
import type { Article } from "../content/article-types.ts";
import { dubaiDayStart } from "../lib/dubai-time.ts";
import { feedHtml } from "../lib/feed-html.ts";
import { feedText } from "../lib/feed-text.ts";
import { localisedPath } from "../lib/locale-paths.ts";

/** What one language's feeds are made from; every word and name comes in, none is written here. */
export interface FeedSource {
  locale: Locale;
  /** The site's identity (config/site): its origin and its brand. */
  site: Pick<SiteConfig, "url" | "name">;
  /** The feed's title and description in this language, filled in (content/article-feeds). */
  words: { title: string; description: string };
  /** Every article, in any language and state: the feed picks its own. */
  articles: readonly Article[];
  /** Team members' names in this language, by id (content/team). */
  authorNames: Readonly<Record<string, string>>;
  /** Topics' names in this language, by id. */
  topicNames: Readonly<Record<string, string>>;
  /** An article's Markdown body as HTML: the renderer the article pages use. */
  toHtml: (markdown: string) => string;
  /** The build's time: an article published later is scheduled, not in the feed yet. */
  now: Date;
}

export interface FeedEntry {
  /** The article's canonical URL in this language, which is also its id (decision 039). */
  url: string;
  title: string;
  summary: string;
  /** The body as HTML made fit for a reader (lib/feed-html), in a block of the language's direction. */
  html: string;
  /** RFC 3339, UTC. */
  published: string;
  /** RFC 3339, UTC: the text's `updated`, never before `published`. */
  updated: string;
  author: { name: string; url: string };
  topics: readonly { id: string; name: string }[];
}

/** One language's feed, format aside: what the Atom and JSON Feed writers both print, its text fit for a feed (lib/feed-text). */
export interface FeedDocument {
  lang: string;
  title: string;
  description: string;
  /** The articles list in this language, the page the feed is of. */
  homeUrl: string;
  atomUrl: string;
  jsonUrl: string;
  /** The company, the feed's own author. */
  publisher: { name: string; url: string };
  /** A square icon (the web app's 512 px one) and the 32 px favicon. */
  iconUrl: string;
  faviconUrl: string;
  /** The latest entry's `updated`, or the build's time when there is none. */
  updated: string;
  /** Newest first, at most FEED_ENTRIES (config/feeds). */
  entries: readonly FeedEntry[];
}

/** An instant in RFC 3339's form, in UTC, with no milliseconds when there are none. */
function rfc3339(time: number): string {
  return new Date(time).toISOString().replace(".000Z", "Z");
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?$/;

/** Whether a YYYY-MM-DD names a day of the calendar: Date.parse takes 2026-02-30 as 2 March. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/**
 * An ISO date or date-time as a time. Without a zone it is Dubai's, the
 * calendar and clock the firm writes in (a date alone is the start of that
 * day), never the building machine's.
 */
function timeOf(value: string, what: string): number {
  const [, day, clock, zone] = ISO_DATE_TIME.exec(value) ?? [];
  const time =
    day === undefined || !isCalendarDay(day)
      ? Number.NaN
      : zone !== undefined
        ? Date.parse(value)
        : dubaiDayStart(day).getTime() + (clock === undefined ? 0 : Date.parse(`1970-01-01T${clock}Z`));
  if (Number.isNaN(time))
    throw new Error(`feeds: ${what} is "${value}", which is not an ISO date or date-time`);
  return time;
}

function nameOf(names: Readonly<Record<string, string>>, id: string, what: string): string {
  const name = names[id];
  // A feed naming no one, or an id, would be published to every subscriber: the build stops instead.
  if (name === undefined) throw new Error(`feeds: ${what} "${id}" has no name`);
  return feedText(name);
}

export function feedDocument(source: FeedSource): FeedDocument {
  const { locale, site, now } = source;
  const { lang, dir } = localeInfo[locale];
  const url = (path: string) => `${site.url}${localisedPath(path, locale)}`;
  const aboutUrl = url(pages.about.path);
  const entries = source.articles
    .flatMap((article) => {
      const text = article.text[locale];
      const published = timeOf(article.published, `${article.slug}'s publication time`);
      return text === undefined || published > now.getTime() ? [] : [{ article, text, published }];
    })
    .sort((a, b) => b.published - a.published || a.article.slug.localeCompare(b.article.slug))
    .slice(0, FEED_ENTRIES)
    .map(({ article, text, published }): FeedEntry => {
      const articleUrl = url(articlePath(article.slug));
      const updated = Math.max(published, timeOf(text.updated, `${article.slug}'s ${lang} update time`));
      return {
        url: articleUrl,
        title: feedText(text.title),
        summary: feedText(text.summary),
        html: feedHtml(`<div lang="${lang}" dir="${dir}">${source.toHtml(text.body)}</div>`, articleUrl),
        published: rfc3339(published),
        updated: rfc3339(updated),
        author: {
          name: nameOf(source.authorNames, article.author, `${article.slug}'s author`),
          url: aboutUrl,
        },
        topics: article.topics.map((id) => ({
          id,
          name: nameOf(source.topicNames, id, `${article.slug}'s topic`),
        })),
      };
    });
  const latest = entries.reduce(
    (max, entry) => Math.max(max, Date.parse(entry.updated)),
    Number.NEGATIVE_INFINITY,
  );
  return {
    lang,
    title: feedText(source.words.title),
    description: feedText(source.words.description),
    homeUrl: url(articlesPath),
    atomUrl: url(feeds.atom.path),
    jsonUrl: url(feeds.json.path),
    publisher: { name: site.name, url: url(pages.home.path) },
    iconUrl: `${site.url}/icon-512.png`,
    faviconUrl: `${site.url}/favicon-32.png`,
    updated: rfc3339(entries.length > 0 ? latest : now.getTime()),
    entries,
  };
}
