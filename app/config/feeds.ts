import { articlesPath } from "./articles.ts";

/**
 * The articles' feeds, one of each format per language, by their English
 * path (lib/locale-paths gives /ar/articles/feed.xml). The build writes them
 * at these paths and every page's head links to them from here, so the two
 * cannot disagree. Beside the list they describe, named by their format.
 */
export type FeedFormat = "atom" | "json";

export interface FeedInfo {
  format: FeedFormat;
  path: string;
  /** The media type a head link names (RFC 4287 §7, JSON Feed 1.1). */
  type: string;
}

export const feeds = {
  atom: { format: "atom", path: `${articlesPath}/feed.xml`, type: "application/atom+xml" },
  json: { format: "json", path: `${articlesPath}/feed.json`, type: "application/feed+json" },
} as const satisfies { [F in FeedFormat]: FeedInfo & { format: F } };

/**
 * The newest articles a feed carries. Readers poll a feed often and keep what
 * they have read, so the whole archive would be sent again at every poll, and
 * the feeds' share of the build would grow with every article; the list page
 * holds them all.
 */
export const FEED_ENTRIES = 20;

/** The order head links list them: Atom first, as readers that take the first feed know it best. */
export const feedFormats: readonly FeedFormat[] = ["atom", "json"];
