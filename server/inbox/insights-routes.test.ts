import { describe, expect, it } from "vitest";
import type { InsightsReport } from "../../app/lib/insights.ts";
import { insightsCsv } from "./insights-csv.ts";
import { insightsRange } from "./insights-routes.ts";

// 02:00 on 27 November in Dubai, still the 26th in UTC.
const NOW = new Date("2026-11-26T22:00:00.000Z");
const rangeOf = (query: Record<string, string>, retentionDays = 400) => insightsRange((name) => query[name], NOW, retentionDays);
const kept = { first: "2025-10-24", last: "2026-11-27" };

describe("the Insights page's range", () => {
  it("is the last 30 Dubai days without dates", () => {
    expect(rangeOf({})).toEqual({ from: "2026-10-29", to: "2026-11-27", invalidDates: false, outOfRange: false, kept });
  });

  it("ignores a date that is not a calendar day, and says so", () => {
    expect(rangeOf({ from: "2026-02-30", to: "2026-11-01" })).toEqual({ from: "2026-10-03", to: "2026-11-01", invalidDates: true, outOfRange: false, kept });
  });

  it("turns a backwards range round", () => {
    expect(rangeOf({ from: "2026-11-20", to: "2026-11-01" })).toEqual({ from: "2026-11-01", to: "2026-11-20", invalidDates: false, outOfRange: false, kept });
  });

  it("moves dates outside the days counts are kept within them, and says so: none before the retention, none after today", () => {
    expect(rangeOf({ from: "2020-01-01", to: "2026-11-27" })).toEqual({ from: "2025-10-24", to: "2026-11-27", invalidDates: false, outOfRange: true, kept });
    expect(rangeOf({ from: "9999-12-31" })).toEqual({ from: "2026-11-27", to: "2026-11-27", invalidDates: false, outOfRange: true, kept });
    expect(rangeOf({ to: "9999-12-31" })).toEqual({ from: "2026-10-29", to: "2026-11-27", invalidDates: false, outOfRange: true, kept });
    expect(rangeOf({ from: "1000-01-01", to: "9999-12-31" })).toEqual({ from: "2025-10-24", to: "2026-11-27", invalidDates: false, outOfRange: true, kept });
    // A `to` at the first kept day: the default 30 days would start before it.
    expect(rangeOf({ to: "1000-01-01" })).toEqual({ from: "2025-10-24", to: "2025-10-24", invalidDates: false, outOfRange: true, kept });
    expect(rangeOf({ from: "2026-11-01" }, 7)).toEqual({ from: "2026-11-21", to: "2026-11-27", invalidDates: false, outOfRange: true, kept: { first: "2026-11-21", last: "2026-11-27" } });
  });

  it("cuts a range longer than 400 days when counts are kept longer", () => {
    expect(rangeOf({ from: "2020-01-01", to: "2026-11-27" }, 3650)).toEqual({
      from: "2025-10-24",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: true,
      kept: { first: "2016-11-30", last: "2026-11-27" },
    });
  });
});

describe("an Insights table as CSV", () => {
  const report: InsightsReport = {
    from: "2026-11-26",
    to: "2026-11-27",
    days: [
      { date: "2026-11-26", visitors: 3, views: 7 },
      { date: "2026-11-27", visitors: 1, views: 2 },
    ],
    visitors: 4,
    views: 9,
    leads: 2,
    traffic: {
      pages: [{ value: "=cmd|' /C calc'!A0", detail: "", views: 2, visitors: 1 }],
      referrers: [],
      campaigns: [],
      languages: [],
      devices: [],
      "not-found": [{ value: "/old", detail: "partner.example", views: 5, visitors: 0 }],
    },
    conversion: {
      "leads-by-landing-page": [],
      "leads-by-referrer": [
        { value: "", visitors: 3, leads: 1 },
        { value: null, visitors: 0, leads: 1 },
      ],
      "leads-by-campaign": [],
      "leads-by-language": [],
    },
  };

  it("writes each table with its own columns, visitor text formula-safe, unknown and none told apart", () => {
    expect(insightsCsv(report, "daily")).toBe("\uFEFFdate,visitors,pageViews\r\n2026-11-26,3,7\r\n2026-11-27,1,2\r\n");
    expect(insightsCsv(report, "pages")).toBe("\uFEFFpage,views,visitorsLanding\r\n'=cmd|' /C calc'!A0,2,1\r\n");
    expect(insightsCsv(report, "not-found")).toBe("\uFEFFpath,linkedFrom,views\r\n/old,partner.example,5\r\n");
    expect(insightsCsv(report, "leads-by-referrer")).toBe("\uFEFFreferrer,visitors,leads,leadsPerVisitor\r\n,3,1,33.3 %\r\nunknown,0,1,\r\n");
  });
});
