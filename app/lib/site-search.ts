/**
 * The site's search, in the browser: one language's documents (the build's
 * index file, app/lib/search-documents.ts) indexed by MiniSearch as the page
 * opens it, with our normaliser on both the text and the query. Only the
 * search page imports this, and only dynamically, when a visitor is about to
 * search: no other page's scripts carry it (npm run size).
 */
import MiniSearch from "minisearch";
import type { SearchDocument, SearchIndexFile } from "./search-documents.ts";
import { indexedTerms, normaliseSearchText } from "./search-text.ts";

/** A page found, as the results list shows it. */
type SearchHit = Pick<SearchDocument, "url" | "title" | "description">;

export interface SiteSearch {
  /** The pages that have every word of the query (the last one may be unfinished), best first. */
  search(query: string): SearchHit[];
}

export function siteSearch(file: SearchIndexFile): SiteSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: "url",
    fields: ["title", "headings", "description", "text"],
    storeFields: ["url", "title", "description"],
    processTerm: (term) => indexedTerms(term),
    searchOptions: {
      processTerm: (term) => normaliseSearchText(term) || null,
      boost: { title: 3, headings: 2, description: 1.5 },
      combineWith: "AND",
      // As the visitor types, the word under the cursor is a beginning; a long word forgives one slip.
      prefix: true,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
    },
  });
  index.addAll(file.documents);
  return {
    search: (query) =>
      index.search(query).map((result) => ({
        url: String(result.url),
        title: String(result.title),
        description: String(result.description),
      })),
  };
}

/** Fetches a language's index file and indexes it. */
export async function loadSiteSearch(url: string): Promise<SiteSearch> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
  return siteSearch((await response.json()) as SearchIndexFile);
}
