import { addDays, daysFrom, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import {
  campaignLabel,
  conversionTables,
  trafficTables,
  type ConversionRow,
  type ConversionTable,
  type InsightsDimension,
  type InsightsReport,
  type TrafficRow,
  type TrafficTable,
} from "../../app/lib/insights.ts";
import type { DayRow, InsightsStore, LeadWithSource, RankedRow } from "../store/insights-store.ts";
import { articleRows } from "./article-insights.ts";

/** Rows per table on the page; an export has them all. */
export const PAGE_ROWS = 25;

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

/** Code-unit order, the same on every machine: for leads of values no visitor had, which no rank orders. */
const textOrder = (a: string | null, b: string | null) =>
  String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

/**
 * Each value's visitors beside its leads, most leads first, then most
 * visitors, then the order the store ranked them by visitors; values with
 * neither are left out. `visitors` may be only the values ranked first by
 * visitors and those of the leads: the rows before any left out are the same.
 */
function conversionRows(
  table: ConversionTable,
  visitors: readonly RankedRow[],
  leads: readonly LeadWithSource[],
): ConversionRow[] {
  const rows = new Map<string | null, ConversionRow & { rank: number }>();
  for (const row of visitors)
    if (row.visitors > 0)
      rows.set(row.value, {
        value: row.value,
        visitors: row.visitors,
        leads: 0,
        rank: row.byVisitors ?? Number.MAX_SAFE_INTEGER,
      });
  for (const lead of leads) {
    const value = leadValue(table, lead);
    const row = rows.get(value) ?? { value, visitors: 0, leads: 0, rank: Number.MAX_SAFE_INTEGER };
    rows.set(value, { ...row, leads: row.leads + 1 });
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.leads - a.leads || b.visitors - a.visitors || a.rank - b.rank || textOrder(a.value, b.value),
    )
    .map(({ value, visitors: count, leads: leadCount }) => ({ value, visitors: count, leads: leadCount }));
}

/** Every table of the Insights page: each has a CSV file of this name. */
export type InsightsTable = "daily" | TrafficTable | ConversionTable | "articles";

export const isTrafficTable = (table: string): table is TrafficTable => Object.hasOwn(trafficTables, table);
const isConversionTable = (table: string): table is ConversionTable => Object.hasOwn(conversionTables, table);
export const isInsightsTable = (table: string): table is InsightsTable =>
  table === "daily" || table === "articles" || isTrafficTable(table) || isConversionTable(table);

const conversionDimensions: ReadonlySet<InsightsDimension> = new Set(Object.values(conversionTables));

/** Each day of the range, oldest first, zero-filled: counted from `from`, never compared as text. */
function everyDay(daily: readonly DayRow[], from: string, to: string): InsightsReport["days"] {
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return daysFrom(from, to).map((date) => ({
    date,
    visitors: byDay.get(date)?.visitors ?? 0,
    views: byDay.get(date)?.views ?? 0,
  }));
}

const leadsOf = (store: InsightsStore, from: string, to: string) =>
  store.leadSources(dubaiDayStart(from), dubaiDayStart(addDays(to, 1)));

/**
 * The report of a range of Dubai days (`to` included): what the Insights page
 * shows. Each dimension is grouped once, in SQL, and only the rows the page
 * shows leave the database: the first by views (its traffic table), the first
 * by visitors and the values of the range's leads (its conversion table; a
 * value with few views may have brought a lead).
 */
export async function insightsReport(
  store: InsightsStore,
  from: string,
  to: string,
): Promise<InsightsReport> {
  const [daily, leads] = await Promise.all([store.daily(from, to), leadsOf(store, from, to)]);
  const conversionEntries = Object.entries(conversionTables) as [ConversionTable, InsightsDimension][];
  const ranked = new Map(
    await Promise.all(
      [...conversionDimensions].map(async (dimension) => {
        const table = conversionEntries.find(([, of]) => of === dimension)?.[0];
        const named =
          table === undefined
            ? []
            : [...new Set(leads.map((lead) => leadValue(table, lead)).filter((value) => value !== null))];
        // Enough ranked by visitors for the page's rows once the leads' own values are set aside.
        return [dimension, await store.ranked(dimension, from, to, PAGE_ROWS + named.length, named)] as const;
      }),
    ),
  );
  const traffic = Object.fromEntries(
    await Promise.all(
      Object.entries(trafficTables).map(async ([table, dimension]) => {
        const rows = ranked.get(dimension);
        const top =
          rows === undefined
            ? await store.top(dimension, from, to, PAGE_ROWS)
            : rows
                .flatMap((row) =>
                  row.byViews !== null && row.byViews <= PAGE_ROWS ? [{ ...row, byViews: row.byViews }] : [],
                )
                .sort((a, b) => a.byViews - b.byViews);
        return [
          table,
          top.map(({ value, detail, views, visitors }) => ({ value, detail, views, visitors })),
        ] as const;
      }),
    ),
  ) as Record<TrafficTable, TrafficRow[]>;
  const conversion = Object.fromEntries(
    conversionEntries.map(([table, dimension]) => [
      table,
      conversionRows(table, ranked.get(dimension) ?? [], leads).slice(0, PAGE_ROWS),
    ]),
  ) as Record<ConversionTable, ConversionRow[]>;
  return {
    from,
    to,
    days: everyDay(daily, from, to),
    visitors: daily.reduce((sum, row) => sum + row.visitors, 0),
    views: daily.reduce((sum, row) => sum + row.views, 0),
    leads: leads.length,
    traffic,
    conversion,
    articles: (await articleRows(store, from, to, leads)).slice(0, PAGE_ROWS),
  };
}

const noTraffic = (): Record<TrafficTable, TrafficRow[]> => ({
  pages: [],
  referrers: [],
  campaigns: [],
  languages: [],
  devices: [],
  "not-found": [],
});
const noConversion = (): Record<ConversionTable, ConversionRow[]> => ({
  "leads-by-landing-page": [],
  "leads-by-referrer": [],
  "leads-by-campaign": [],
  "leads-by-language": [],
});

/** The report of one table for its CSV, with every row; the other tables and the totals are left empty and unread. */
export async function insightsExport(
  store: InsightsStore,
  from: string,
  to: string,
  table: InsightsTable,
): Promise<InsightsReport> {
  const report: InsightsReport = {
    from,
    to,
    days: [],
    visitors: 0,
    views: 0,
    leads: 0,
    traffic: noTraffic(),
    conversion: noConversion(),
    articles: [],
  };
  if (table === "daily") return { ...report, days: everyDay(await store.daily(from, to), from, to) };
  if (table === "articles")
    return { ...report, articles: await articleRows(store, from, to, await leadsOf(store, from, to)) };
  if (isTrafficTable(table))
    return {
      ...report,
      traffic: { ...report.traffic, [table]: await store.top(trafficTables[table], from, to, null) },
    };
  const [rows, leads] = await Promise.all([
    store.ranked(conversionTables[table], from, to, null, []),
    leadsOf(store, from, to),
  ]);
  return { ...report, conversion: { ...report.conversion, [table]: conversionRows(table, rows, leads) } };
}
