/**
 * Every prerendered page, by its English path; each exists in every
 * language (lib/locale-paths). Titles and descriptions are copy, in
 * content/page-meta. Build config, routes and server all read this list.
 */
import { articlesPath } from "./articles.ts";

export interface PageInfo {
  key: PageKey;
  path: string;
  /** Whether search engines should index the page and the sitemap list it. */
  indexable: boolean;
  /** False for the not-found page: it answers at every unknown URL and has none of its own to share. */
  ownUrl?: false;
}

export type PageKey =
  | "home"
  | "services"
  | "about"
  | "contact"
  | "faq"
  | "privacy"
  | "terms"
  | "success"
  | "search"
  | "articles"
  | "notFound";

export const pages = {
  home: { key: "home", path: "/", indexable: true },
  services: { key: "services", path: "/services", indexable: true },
  about: { key: "about", path: "/about", indexable: true },
  contact: { key: "contact", path: "/contact", indexable: true },
  faq: { key: "faq", path: "/faq", indexable: true },
  privacy: { key: "privacy", path: "/privacy-policy", indexable: true },
  terms: { key: "terms", path: "/terms", indexable: true },
  success: { key: "success", path: "/success.html", indexable: false },
  // Not for search engines: a page of results is not a page of the site.
  search: { key: "search", path: "/search", indexable: false },
  // The list; each article and topic page below it is prerendered from the articles the build reads.
  articles: { key: "articles", path: articlesPath, indexable: true },
  notFound: { key: "notFound", path: "/404", indexable: false, ownUrl: false },
} as const satisfies { [K in PageKey]: PageInfo & { key: K } };
