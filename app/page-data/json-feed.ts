import type { FeedDocument } from "./feed-document.ts";

/** The version URL JSON Feed 1.1 names itself by. */
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

/**
 * One language's articles as a JSON Feed 1.1. Items carry the same ids as
 * the Atom feed's entries (the articles' canonical URLs, decision 039); tags are
 * the topics' names in the feed's language. Needs no `_` extension.
 */
export function jsonFeed(feed: FeedDocument): string {
  const document = {
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: feed.jsonUrl,
    description: feed.description,
    icon: feed.iconUrl,
    favicon: feed.faviconUrl,
    authors: [{ name: feed.publisher.name, url: feed.publisher.url }],
    language: feed.lang,
    items: feed.entries.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.html,
      date_published: item.published,
      date_modified: item.updated,
      authors: [{ name: item.author.name, url: item.author.url }],
      tags: item.topics.map((topic) => topic.name),
      language: feed.lang,
    })),
  };
  return `${JSON.stringify(document)}\n`;
}
