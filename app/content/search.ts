/**
 * The search page's words, in content/search.json. The page's loader reads
 * them (no script carries the JSON); the page's script fills the templates.
 */
import { byLocale, type Localised } from "../config/locales.ts";
import content from "../../content/search.json" with { type: "json" };
import { arabicCountForm } from "./arabic-count.ts";
import { fillTemplate } from "./fill-template.ts";
import type { SiteContent } from "./schema/kinds.ts";

export type SearchPageCopy = SiteContent<"search">["en"];

const document = content as SiteContent<"search">;

export const searchPage: Localised<SearchPageCopy> = /* @__PURE__ */ byLocale((locale) => document[locale]);

/** "3 results for “audit”", or that nothing matched; Arabic's count forms decide, English repeating its words. */
export function resultsText(copy: SearchPageCopy, count: number, query: string): string {
  if (count === 0) return fillTemplate(copy.noResults, { query });
  return fillTemplate(copy.results[arabicCountForm(count)], { count: String(count), query });
}
