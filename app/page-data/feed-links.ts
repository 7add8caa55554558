import { feedFormats, feeds } from "../config/feeds.ts";
import type { Locale } from "../config/locales.ts";
import { site } from "../config/site.ts";
import { articleFeedWords } from "../content/article-feeds.ts";
import { fillTemplate } from "../content/fill-template.ts";
import { localisedPath } from "../lib/locale-paths.ts";

/**
 * The head links by which browsers and feed readers find a language's
 * feeds, for every page of that language, titled in it. Absolute, like the
 * canonical and hreflang links, so a copy of the page still names the site's feeds.
 * Each is a React Router link descriptor as it is.
 */
export interface FeedLink {
  rel: "alternate";
  type: string;
  href: string;
  title: string;
}

export function feedLinks(locale: Locale): FeedLink[] {
  const words = articleFeedWords[locale];
  const titles = { atom: words.atomLinkTitle, json: words.jsonLinkTitle };
  return feedFormats.map((format) => ({
    rel: "alternate",
    type: feeds[format].type,
    href: `${site.url}${localisedPath(feeds[format].path, locale)}`,
    title: fillTemplate(titles[format], { brand: site.name }),
  }));
}
