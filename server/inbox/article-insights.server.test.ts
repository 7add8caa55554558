import { expect, it } from "vitest";
import type { LeadSource } from "../../app/lib/insights.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createInsightsStore } from "../store/insights-store.ts";
import { createLeadIntake } from "../store/lead-intake.ts";
import { insightsCsv } from "./insights-csv.ts";
import { insightsExport, insightsReport } from "./insights-report.ts";

const DAYS = ["2026-11-24", "2026-11-25", "2026-11-26"];
/** Counted, but outside the range asked for. */
const BEFORE = "2026-11-23";

/** Each page's views and landing visitors, the same every day, before the range too. */
const pages: [path: string, views: number, visitors: number][] = [
  ["/articles/cloud-costs", 10, 4],
  ["/ar/articles/cloud-costs", 5, 2],
  // Read, but nobody's first page of the day.
  ["/articles/arabic-first-apps", 3, 0],
  // Not articles: the lists, a page deeper than an article, another page.
  ["/articles", 50, 20],
  ["/ar/articles", 20, 8],
  ["/articles/topics/cloud", 7, 3],
  ["/services", 100, 40],
];

const landedOn = (landingPage: string | null): LeadSource => ({
  formPage: "/contact",
  landingPage,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
});

const leads: { at: string; landingPage: string | null; spam?: boolean }[] = [
  { at: "2026-11-24T08:00:00.000Z", landingPage: "/articles/cloud-costs" },
  { at: "2026-11-25T08:00:00.000Z", landingPage: "/ar/articles/cloud-costs" },
  // An article no longer counted in the range: its lead still shows, with no views.
  { at: "2026-11-26T08:00:00.000Z", landingPage: "/articles/retired" },
  // The list, another page and no matched visit: no article's.
  { at: "2026-11-26T09:00:00.000Z", landingPage: "/articles" },
  { at: "2026-11-26T10:00:00.000Z", landingPage: "/services" },
  { at: "2026-11-26T11:00:00.000Z", landingPage: null },
  // Spam, and a lead of the day before the range: not counted.
  { at: "2026-11-26T12:00:00.000Z", landingPage: "/articles/arabic-first-apps", spam: true },
  { at: "2026-11-23T08:00:00.000Z", landingPage: "/articles/arabic-first-apps" },
];

describeEachBackend("the Insights report's articles", (backend) => {
  const databases = useTestDatabases(backend);

  const seeded = async () => {
    const database = await databases.fresh();
    await database.db
      .insertInto("insights_counts")
      .values(
        [...DAYS, BEFORE].flatMap((day) =>
          pages.map(([value, views, visitors]) => ({
            day,
            dimension: "page",
            value,
            detail: "",
            views,
            visitors,
          })),
        ),
      )
      .execute();
    const submissions = createLeadIntake(database, []);
    for (const [index, lead] of leads.entries())
      await submissions.add(
        newLead({
          createdAt: new Date(lead.at),
          email: `lead-${index}@example.com`,
          source: landedOn(lead.landingPage),
          ...(lead.spam === true ? { spamReasons: ["honeypot"] } : {}),
        }),
      );
    return createInsightsStore(database);
  };

  const wanted = [
    // Three days of both languages' pages together; the leads of both languages.
    { slug: "cloud-costs", views: 45, visitors: 18, leads: 2 },
    { slug: "retired", views: 0, visitors: 0, leads: 1 },
    { slug: "arabic-first-apps", views: 9, visitors: 0, leads: 0 },
  ];

  it("gives each article's views and landing visitors over the range, both languages as one, and the leads whose first page of the day it was, most leads first", async () => {
    const store = await seeded();
    const report = await insightsReport(store, DAYS[0] ?? "", DAYS[2] ?? "");
    expect(report.articles).toEqual(wanted);
    // One day: that day's counts and leads only.
    expect((await insightsReport(store, "2026-11-25", "2026-11-25")).articles).toEqual([
      { slug: "cloud-costs", views: 15, visitors: 6, leads: 1 },
      { slug: "arabic-first-apps", views: 3, visitors: 0, leads: 0 },
    ]);
  });

  it("exports the same rows as CSV, each rate beside its counts", async () => {
    const store = await seeded();
    const report = await insightsExport(store, DAYS[0] ?? "", DAYS[2] ?? "", "articles");
    expect(report.articles).toEqual(wanted);
    expect(insightsCsv(report, "articles")).toBe(
      "\uFEFFarticle,views,visitorsLanding,leads,leadsPer100Visitors\r\n" +
        "cloud-costs,45,18,2,11.1\r\n" +
        "retired,0,0,1,\r\n" +
        "arabic-first-apps,9,0,0,\r\n",
    );
  });
});
