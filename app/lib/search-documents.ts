import type { Locale } from "../config/locales.ts";

/**
 * One page of the site as search sees it, read by the build from the page as
 * prerendered (scripts/build/search-index.ts) and searched in the browser
 * (app/lib/site-search.ts).
 */
export interface SearchDocument {
  /** The page's path, as its canonical link names it: "/ar/about". */
  url: string;
  /** The page's own title, without the brand. */
  title: string;
  /** Its description for search engines, shown under the title in the results. */
  description: string;
  /** Its headings, one after another. */
  headings: string;
  /** The rest of its main content's text. */
  text: string;
}

/** One language's index file: every page of that language that search engines may index. */
export interface SearchIndexFile {
  documents: SearchDocument[];
}

/**
 * What a search page's loader gives as its index's URL. The page is
 * prerendered before the pages it searches exist, so the build's search index
 * step writes the index, names it by its hash, and puts that name in place of
 * this in the page and its data.
 */
export function searchIndexPlaceholder(locale: Locale): string {
  return `/assets/__search_index_${locale}__.json`;
}
