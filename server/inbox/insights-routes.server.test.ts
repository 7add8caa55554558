import { describe, expect, it } from "vitest";
import { insightsCsv } from "./insights-csv.ts";
import { insightsRange } from "./insights-routes.ts";
import { articleInsightsCopy } from "../../app/content/inbox/article-insights-copy.ts";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { addDays, dubaiDay } from "../../app/lib/dubai-time.ts";
import { DEFAULT_INSIGHTS_RETENTION_DAYS, type InsightsReport } from "../../app/lib/insights.ts";
import { createUserStore } from "../store/user-store.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { postForm, request, validFields } from "../../tests/server-support/http.ts";
import { serverEnv, spawnServer } from "../../tests/server-support/server-process.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { OWNER, PASSWORD, useInboxServer } from "../../tests/server-support/inbox-server.ts";

// 02:00 on 27 November in Dubai, still the 26th in UTC.
const NOW = new Date("2026-11-26T22:00:00.000Z");
const rangeOf = (query: Record<string, string>, retentionDays = 400) =>
  insightsRange((name) => query[name], NOW, retentionDays);
const kept = { first: "2025-10-24", last: "2026-11-27" };

describe("the Insights page's range", () => {
  it("is the last 30 Dubai days without dates", () => {
    expect(rangeOf({})).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: false,
      kept,
    });
  });

  it("ignores a date that is not a calendar day, and says so", () => {
    expect(rangeOf({ from: "2026-02-30", to: "2026-11-01" })).toEqual({
      from: "2026-10-03",
      to: "2026-11-01",
      invalidDates: true,
      outOfRange: false,
      kept,
    });
  });

  it("turns a backwards range round", () => {
    expect(rangeOf({ from: "2026-11-20", to: "2026-11-01" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-20",
      invalidDates: false,
      outOfRange: false,
      kept,
    });
  });

  it("moves dates outside the days counts are kept within them, and says so: none before the retention, none after today", () => {
    expect(rangeOf({ from: "2020-01-01", to: "2026-11-27" })).toEqual({
      from: "2025-10-24",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: true,
      kept,
    });
    expect(rangeOf({ from: "9999-12-31" })).toEqual({
      from: "2026-11-27",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: true,
      kept,
    });
    expect(rangeOf({ to: "9999-12-31" })).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: true,
      kept,
    });
    expect(rangeOf({ from: "1000-01-01", to: "9999-12-31" })).toEqual({
      from: "2025-10-24",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: true,
      kept,
    });
    // A `to` at the first kept day: the default 30 days would start before it.
    expect(rangeOf({ to: "1000-01-01" })).toEqual({
      from: "2025-10-24",
      to: "2025-10-24",
      invalidDates: false,
      outOfRange: true,
      kept,
    });
    expect(rangeOf({ from: "2026-11-01" }, 7)).toEqual({
      from: "2026-11-21",
      to: "2026-11-27",
      invalidDates: false,
      outOfRange: true,
      kept: { first: "2026-11-21", last: "2026-11-27" },
    });
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
    articles: [{ slug: "cloud-costs", views: 40, visitors: 12, leads: 3 }],
  };

  it("writes each table with its own columns, visitor text formula-safe, unknown and none told apart", () => {
    expect(insightsCsv(report, "daily")).toBe(
      "\uFEFFdate,visitors,pageViews\r\n2026-11-26,3,7\r\n2026-11-27,1,2\r\n",
    );
    expect(insightsCsv(report, "pages")).toBe(
      "\uFEFFpage,views,visitorsLanding\r\n'=cmd|' /C calc'!A0,2,1\r\n",
    );
    expect(insightsCsv(report, "not-found")).toBe(
      "\uFEFFpath,linkedFrom,views\r\n/old,partner.example,5\r\n",
    );
    expect(insightsCsv(report, "leads-by-referrer")).toBe(
      "\uFEFFreferrer,visitors,leads,leadsPer100Visitors\r\n,3,1,33.3\r\nunknown,0,1,\r\n",
    );
  });
});

describeEachBackend("the Insights page over HTTP", (backend) => {
  const inbox = useInboxServer(backend);
  const { account, cleanup, signedIn } = inbox;

  it("shows Insights to a signed-in account: the visit, the lead's source and conversion, each table as CSV; the account's own browsing is not counted", async () => {
    const { server, visitor } = await signedIn({ insights: true }, { insightsFlushMs: 50 });
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    const host = new URL(server.url).host;
    await request(server.url, "/?utm_source=linkedin&utm_campaign=launch", {
      headers: { "User-Agent": browser },
    });
    await request(server.url, "/services.data", {
      headers: { "User-Agent": browser, Referer: `${server.url}/` },
    });
    expect(
      (await postForm(server.url, validFields, { "User-Agent": browser, Referer: `http://${host}/contact` }))
        .status,
    ).toBe(303);
    // The signed-in account reads the site too: not a visitor.
    await visitor.get("/about", { "User-Agent": browser });

    const totalsOf = (document: Document) =>
      [...document.querySelectorAll("main dl dd")].map((cell) => cell.textContent);
    let insights = await page(await visitor.get("/inbox/insights"));
    // Written every 50 ms here: the two views may arrive in two writes.
    await waitFor(async () => {
      insights = await page(await visitor.get("/inbox/insights"));
      return totalsOf(insights)[1] === "2";
    }, "both views to be counted");
    expect(insights.querySelector("h1")?.textContent).toBe(inboxCopy.insights.heading);
    // The rate names its counts: "Leads per 100 visitors", 100.0, from 1 lead and 1 visitor.
    expect(totalsOf(insights)).toEqual(["1", "2", "1", `100.0${articleInsightsCopy.leadsFrom(1, 1)}`]);
    expect([...insights.querySelectorAll("main th[scope=row]")].map((cell) => cell.textContent)).toContain(
      "linkedin / – / launch",
    );
    const pages = [...insights.querySelectorAll("main th[scope=row] bdi")].map((cell) => cell.textContent);
    expect(pages).not.toContain("/about");
    expect(insights.querySelector("main script")).toBeNull();

    const csvHref =
      insights.querySelector('a[href^="/inbox/insights/leads-by-campaign.csv"]')?.getAttribute("href") ?? "";
    const csv = await visitor.get(csvHref);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain("insights-leads-by-campaign-");
    // The byte-order mark for Excel is there, and text() takes it off.
    expect([...new Uint8Array(await csv.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await csv.text()).toBe(
      "campaign,visitors,leads,leadsPer100Visitors\r\nlinkedin / – / launch,1,1,100.0\r\n",
    );
    expect((await visitor.get("/inbox/insights/nothing.csv")).status).toBe(404);

    const [lead] = await server.store.list();
    const detail = await page(await visitor.get(`/inbox/submissions/${lead?.id}`));
    expect(detail.querySelector("main")?.textContent).toContain(inboxCopy.lead.sourceNote);
    expect([...detail.querySelectorAll("main bdi")].map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(["/contact", "/", "linkedin / – / launch"]),
    );
  });

  it("answers a date outside the days counts are kept with a readable page, not a loop: the page moves the range and says so, a CSV is refused with the page; /healthz answers throughout", async () => {
    // Its own process: on a server that loops, the request thread this test runs in would loop with it.
    const databaseConfig = await backend.freshDatabase();
    const child = await spawnServer({ ...serverEnv(databaseConfig, inbox.staticDir), INSIGHTS: "off" });
    cleanup(async () => {
      child.child.kill("SIGKILL");
      await child.exitCode;
    });
    const database = await inbox.databases.open(databaseConfig);
    await account(createUserStore(database));
    const visitor = new Visitor(child.url);
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    const today = dubaiDay(new Date());
    const first = addDays(today, -(DEFAULT_INSIGHTS_RETENTION_DAYS - 1));
    const moved = inboxCopy.insights.outOfRange(first, today);

    for (const [query, from, to] of [
      ["from=9999-12-31", today, today],
      ["to=9999-12-31", addDays(today, -29), today],
      ["from=1000-01-01&to=9999-12-31", first, today],
    ] as const) {
      const response = await visitor.get(`/inbox/insights?${query}`);
      expect(response.status, query).toBe(200);
      const document = await page(response);
      expect(document.querySelector("h1")?.textContent, query).toBe(inboxCopy.insights.heading);
      expect(document.querySelector("main form")?.textContent, query).toContain(moved);
      expect(document.querySelector("main")?.textContent, query).toContain(
        inboxCopy.insights.range(from, to),
      );
      const fromInput = document.querySelector<HTMLInputElement>("#insights-from");
      expect([fromInput?.value, fromInput?.min, fromInput?.max], query).toEqual([from, first, today]);
    }
    for (const path of [
      "/inbox/insights/daily.csv?from=9999-12-31",
      "/inbox/insights/pages.csv?to=9999-12-31",
      "/inbox/insights/leads-by-referrer.csv?from=2026-02-30",
    ]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const document = await page(response);
      expect(document.querySelector('main [role="alert"]')?.textContent, path).toBe(
        inboxCopy.insights.refusedExport,
      );
      // Its links download the range it can give.
      expect(
        document.querySelector('a[href^="/inbox/insights/daily.csv"]')?.getAttribute("href"),
        path,
      ).toMatch(/^\/inbox\/insights\/daily\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    }
    const csv = await visitor.get(`/inbox/insights/daily.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toBe(`date,visitors,pageViews\r\n${today},0,0\r\n`);
    expect((await request(child.url, "/healthz")).status).toBe(200);
  });
});
