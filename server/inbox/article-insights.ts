import { articlePathPrefixes, articleSlugOf } from "../../app/lib/article-paths.ts";
import type { ArticleRow, LeadSource } from "../../app/lib/insights.ts";
import type { InsightsStore } from "../store/insights-store.ts";

/** Code-unit order, the same on every machine. */
const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each article's views, visitors and leads over a range, its languages
 * together: its pages' counts summed by slug, and each lead counted for the
 * article that was its visitor's first page of the day (the lead's landing
 * page). Most leads first, then most visitors, then most views: the articles
 * that bring clients lead the table, and the most read follow.
 */
export async function articleRows(
  store: InsightsStore,
  from: string,
  to: string,
  leads: readonly Pick<LeadSource, "landingPage">[],
): Promise<ArticleRow[]> {
  const rows = new Map<string, ArticleRow>();
  const rowOf = (slug: string) => {
    const row = rows.get(slug) ?? { slug, views: 0, visitors: 0, leads: 0 };
    rows.set(slug, row);
    return row;
  };
  for (const page of await store.pagesUnder(articlePathPrefixes, from, to)) {
    const slug = articleSlugOf(page.value);
    if (slug === null) continue;
    const row = rowOf(slug);
    row.views += page.views;
    row.visitors += page.visitors;
  }
  for (const lead of leads) {
    const slug = lead.landingPage === null ? null : articleSlugOf(lead.landingPage);
    if (slug !== null) rowOf(slug).leads += 1;
  }
  return [...rows.values()].sort(
    (a, b) => b.leads - a.leads || b.visitors - a.visitors || b.views - a.views || textOrder(a.slug, b.slug),
  );
}
