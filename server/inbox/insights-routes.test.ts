import { describe, expect, it } from "vitest";
import type { InsightsReport } from "../../app/lib/insights.ts";
import { insightsCsv, insightsRange } from "./insights-routes.ts";

// 02:00 on 27 November in Dubai, still the 26th in UTC.
const NOW = new Date("2026-11-26T22:00:00.000Z");
const rangeOf = (query: Record<string, string>) => insightsRange((name) => query[name], NOW);

describe("the Insights page's range", () => {
  it("is the last 30 Dubai days without dates", () => {
    expect(rangeOf({})).toEqual({ from: "2026-10-29", to: "2026-11-27", invalidDates: false });
  });

  it("ignores a date that is not a calendar day, and says so", () => {
    expect(rangeOf({ from: "2026-02-30", to: "2026-11-01" })).toEqual({ from: "2026-10-03", to: "2026-11-01", invalidDates: true });
  });

  it("turns a backwards range round and cuts one longer than 400 days", () => {
    expect(rangeOf({ from: "2026-11-20", to: "2026-11-01" })).toEqual({ from: "2026-11-01", to: "2026-11-20", invalidDates: false });
    expect(rangeOf({ from: "2020-01-01", to: "2026-11-27" })).toEqual({ from: "2025-10-24", to: "2026-11-27", invalidDates: false });
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
