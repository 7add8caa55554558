import { expect, it } from "vitest";
import {
  campaignLabel,
  conversionTables,
  trafficTables,
  type ConversionRow,
  type ConversionTable,
  type InsightsDimension,
  type LeadSource,
  type TrafficRow,
  type TrafficTable,
} from "../../app/lib/insights.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createInsightsStore } from "../store/insights-store.ts";
import { createLeadIntake } from "../store/lead-intake.ts";
import { PAGE_ROWS, insightsExport, insightsReport } from "./insights-report.ts";

const DAYS = ["2026-11-24", "2026-11-25", "2026-11-26"];
/** Counted, but outside the range asked for. */
const BEFORE = "2026-11-23";

interface Count {
  day: string;
  dimension: InsightsDimension;
  value: string;
  detail: string;
  views: number;
  visitors: number;
}

/**
 * More values than the page shows, ranked differently by views and by
 * visitors, with no two alike in either (the order of ties is the store's):
 * value i has i + 1 views a day and (7i mod n) + 1 visitors.
 */
function counts(): Count[] {
  const rows: Count[] = [];
  const values = (
    dimension: InsightsDimension,
    n: number,
    name: (i: number) => string,
    detail = (_i: number) => "",
  ) => {
    for (const day of [...DAYS, BEFORE]) {
      for (let i = 0; i < n; i++)
        rows.push({
          day,
          dimension,
          value: name(i),
          detail: detail(i),
          views: i + 1,
          visitors: ((7 * i) % n) + 1,
        });
    }
  };
  values("page", 40, (i) => `/page-${i}`);
  values("referrer", 30, (i) => (i === 0 ? "" : `site-${i}.example`));
  values("campaign", 3, (i) => campaignLabel(`source-${i}`, null, "launch") ?? "");
  values("language", 2, (i) => ["en", "ar"][i] ?? "");
  values("device", 3, (i) => ["phone", "tablet", "desktop"][i] ?? "");
  values(
    "not-found",
    30,
    (i) => `/gone-${i % 15}`,
    (i) => (i < 15 ? "" : "partner.example"),
  );
  for (const day of [...DAYS, BEFORE]) {
    rows.push({ day, dimension: "total", value: "", detail: "", views: 100, visitors: 40 });
    // Viewed, with no visitor landing on it: in no conversion table without a lead.
    rows.push({ day, dimension: "page", value: "/viewed-only", detail: "", views: 1_000, visitors: 0 });
  }
  return rows;
}

const source = (
  landingPage: string | null,
  referrerHost: string | null = null,
  utmSource: string | null = null,
): LeadSource => ({
  formPage: "/contact",
  landingPage,
  referrerHost,
  utmSource,
  utmMedium: null,
  utmCampaign: utmSource === null ? null : "launch",
});

/** Leads of the range, a spam one and one from before: /page-31 has few visitors, /nowhere none. */
const leads: { at: string; source: LeadSource; spam: boolean; locale: "en" | "ar" }[] = [
  {
    at: "2026-11-24T08:00:00.000Z",
    source: source("/page-31", "site-3.example", "source-1"),
    spam: false,
    locale: "en",
  },
  { at: "2026-11-25T08:00:00.000Z", source: source("/page-31", "site-3.example"), spam: false, locale: "ar" },
  { at: "2026-11-25T09:00:00.000Z", source: source("/page-31", "", "source-1"), spam: false, locale: "en" },
  { at: "2026-11-26T08:00:00.000Z", source: source("/nowhere"), spam: false, locale: "en" },
  { at: "2026-11-26T09:00:00.000Z", source: source("/viewed-only"), spam: false, locale: "en" },
  { at: "2026-11-26T10:00:00.000Z", source: source(null), spam: false, locale: "ar" },
  { at: "2026-11-26T11:00:00.000Z", source: source(null), spam: false, locale: "ar" },
  { at: "2026-11-26T11:30:00.000Z", source: source(null), spam: false, locale: "en" },
  { at: "2026-11-26T12:00:00.000Z", source: source("/page-0"), spam: true, locale: "en" },
  { at: "2026-11-22T12:00:00.000Z", source: source("/page-0"), spam: false, locale: "en" },
];

/** The report as it was made before issue 27: every value's sums in JavaScript, sorted there. */
function expected() {
  const inRange = counts().filter((row) => DAYS.includes(row.day));
  const sums = (dimension: InsightsDimension): TrafficRow[] => {
    const byValue = new Map<string, TrafficRow>();
    for (const row of inRange.filter((count) => count.dimension === dimension)) {
      const key = `${row.value}\u0000${row.detail}`;
      const before = byValue.get(key) ?? { value: row.value, detail: row.detail, views: 0, visitors: 0 };
      byValue.set(key, {
        ...before,
        views: before.views + row.views,
        visitors: before.visitors + row.visitors,
      });
    }
    return [...byValue.values()].sort((a, b) => b.views - a.views || b.visitors - a.visitors);
  };
  const rangeLeads = leads.filter(
    (lead) => !lead.spam && lead.at >= "2026-11-23T20:00:00.000Z" && lead.at < "2026-11-26T20:00:00.000Z",
  );
  const leadValue = (table: ConversionTable, lead: (typeof leads)[number]): string | null => {
    if (lead.source.landingPage === null) return table === "leads-by-language" ? lead.locale : null;
    if (table === "leads-by-landing-page") return lead.source.landingPage;
    if (table === "leads-by-referrer") return lead.source.referrerHost ?? "";
    if (table === "leads-by-campaign")
      return campaignLabel(lead.source.utmSource, lead.source.utmMedium, lead.source.utmCampaign) ?? "";
    return lead.locale;
  };
  const conversion = (table: ConversionTable): ConversionRow[] => {
    const rows = new Map<string | null, ConversionRow>();
    for (const row of sums(conversionTables[table]))
      if (row.visitors > 0) rows.set(row.value, { value: row.value, visitors: row.visitors, leads: 0 });
    for (const lead of rangeLeads) {
      const value = leadValue(table, lead);
      const row = rows.get(value) ?? { value, visitors: 0, leads: 0 };
      rows.set(value, { ...row, leads: row.leads + 1 });
    }
    return [...rows.values()].sort(
      (a, b) =>
        b.leads - a.leads || b.visitors - a.visitors || String(a.value).localeCompare(String(b.value)),
    );
  };
  return {
    traffic: Object.fromEntries(
      Object.entries(trafficTables).map(([table, dimension]) => [table, sums(dimension)]),
    ) as Record<TrafficTable, TrafficRow[]>,
    conversion: Object.fromEntries(
      Object.keys(conversionTables).map((table) => [table, conversion(table as ConversionTable)]),
    ) as Record<ConversionTable, ConversionRow[]>,
    leads: rangeLeads.length,
  };
}

describeEachBackend("the Insights report", (backend) => {
  const databases = useTestDatabases(backend);

  const seeded = async () => {
    const database = await databases.fresh();
    const rows = counts();
    for (let start = 0; start < rows.length; start += 200)
      await database.db
        .insertInto("insights_counts")
        .values(rows.slice(start, start + 200))
        .execute();
    const submissions = createLeadIntake(database, []);
    for (const [index, lead] of leads.entries()) {
      await submissions.add(
        newLead({
          createdAt: new Date(lead.at),
          email: `lead-${index}@example.com`,
          locale: lead.locale,
          source: lead.source,
          ...(lead.spam ? { spamReasons: ["honeypot"] } : {}),
        }),
      );
    }
    return createInsightsStore(database);
  };

  it("gives the page the figures the whole grouping gives: the first rows by views, and leads beside visitors, however few visitors a lead's value had", async () => {
    const store = await seeded();
    const report = await insightsReport(store, DAYS[0] ?? "", DAYS[2] ?? "");
    const want = expected();
    expect(report.days).toEqual(DAYS.map((date) => ({ date, visitors: 40, views: 100 })));
    expect([report.visitors, report.views, report.leads]).toEqual([120, 300, want.leads]);
    for (const table of Object.keys(trafficTables) as TrafficTable[])
      expect(report.traffic[table], table).toEqual(want.traffic[table].slice(0, PAGE_ROWS));
    for (const table of Object.keys(conversionTables) as ConversionTable[])
      expect(report.conversion[table], table).toEqual(want.conversion[table].slice(0, PAGE_ROWS));
    // The lead of a page with few visitors, of one never counted, and of one no visitor landed on are all there, first.
    expect(report.conversion["leads-by-landing-page"].slice(0, 4)).toEqual([
      {
        value: "/page-31",
        visitors: want.traffic.pages.find((row) => row.value === "/page-31")?.visitors,
        leads: 3,
      },
      { value: null, visitors: 0, leads: 3 },
      { value: "/nowhere", visitors: 0, leads: 1 },
      { value: "/viewed-only", visitors: 0, leads: 1 },
    ]);
  });

  it("gives a CSV every row of its table, and nothing of the others", async () => {
    const store = await seeded();
    const want = expected();
    for (const table of Object.keys(trafficTables) as TrafficTable[]) {
      const report = await insightsExport(store, DAYS[0] ?? "", DAYS[2] ?? "", table);
      expect(report.traffic[table], table).toEqual(want.traffic[table]);
      expect(report.days, table).toEqual([]);
    }
    for (const table of Object.keys(conversionTables) as ConversionTable[]) {
      expect(
        (await insightsExport(store, DAYS[0] ?? "", DAYS[2] ?? "", table)).conversion[table],
        table,
      ).toEqual(want.conversion[table]);
    }
    expect((await insightsExport(store, DAYS[0] ?? "", DAYS[2] ?? "", "daily")).days).toEqual(
      DAYS.map((date) => ({ date, visitors: 40, views: 100 })),
    );
  });
});
