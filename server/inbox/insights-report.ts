import { addDays, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import {
  campaignLabel,
  conversionTables,
  trafficTables,
  type ConversionRow,
  type ConversionTable,
  type InsightsReport,
  type TrafficRow,
  type TrafficTable,
} from "../../app/lib/insights.ts";
import type { InsightsStore, LeadWithSource } from "../store/insights-store.ts";

/** Rows per table on the page; an export has them all. */
export const PAGE_ROWS = 25;
const EXPORT_ROWS = 100_000;

/** The value a lead is grouped under in a conversion table; null for none ("unknown"). */
function leadValue(table: ConversionTable, lead: LeadWithSource): string | null {
  // Without a matched visit there is no landing page, referrer or campaign: the lead is "unknown" in each table.
  if (lead.landingPage === null) return table === "leads-by-language" ? lead.locale : null;
  switch (table) {
    case "leads-by-landing-page":
      return lead.landingPage;
    // "" is none: a matched visit that came from no other site, or with no campaign.
    case "leads-by-referrer":
      return lead.referrerHost ?? "";
    case "leads-by-campaign":
      return campaignLabel(lead.utmSource, lead.utmMedium, lead.utmCampaign) ?? "";
    case "leads-by-language":
      return lead.locale;
  }
}

/** Each value's visitors beside its leads, most leads first, then most visitors; values with neither are left out. */
function conversionRows(table: ConversionTable, visitors: readonly TrafficRow[], leads: readonly LeadWithSource[]): ConversionRow[] {
  const rows = new Map<string | null, ConversionRow>();
  for (const row of visitors) if (row.visitors > 0) rows.set(row.value, { value: row.value, visitors: row.visitors, leads: 0 });
  for (const lead of leads) {
    const value = leadValue(table, lead);
    const row = rows.get(value) ?? { value, visitors: 0, leads: 0 };
    rows.set(value, { ...row, leads: row.leads + 1 });
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || String(a.value).localeCompare(String(b.value)));
}

/** The report of a range of Dubai days (`to` included): what the Insights page and its exports show. */
export async function insightsReport(store: InsightsStore, from: string, to: string, rows: "page" | "export" = "page"): Promise<InsightsReport> {
  const limit = rows === "page" ? PAGE_ROWS : EXPORT_ROWS;
  const [daily, leads] = await Promise.all([store.daily(from, to), store.leadSources(dubaiDayStart(from), dubaiDayStart(addDays(to, 1)))]);
  const traffic = Object.fromEntries(
    await Promise.all(Object.entries(trafficTables).map(async ([table, dimension]) => [table, await store.top(dimension, from, to, limit)] as const)),
  ) as Record<TrafficTable, TrafficRow[]>;
  // Visitors of every value, not only the most viewed: a value with few views may have brought the lead.
  const conversion = Object.fromEntries(
    await Promise.all(
      Object.entries(conversionTables).map(async ([table, dimension]) => {
        const name = table as ConversionTable;
        const all = await store.top(dimension, from, to, EXPORT_ROWS);
        return [name, conversionRows(name, all, leads).slice(0, limit)] as const;
      }),
    ),
  ) as Record<ConversionTable, ConversionRow[]>;
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const days: { date: string; visitors: number; views: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ date: day, visitors: row?.visitors ?? 0, views: row?.views ?? 0 });
  }
  return {
    from,
    to,
    days,
    visitors: daily.reduce((sum, row) => sum + row.visitors, 0),
    views: daily.reduce((sum, row) => sum + row.views, 0),
    leads: leads.length,
    traffic,
    conversion,
  };
}
