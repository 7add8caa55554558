import type { Hono } from "hono";
import { weekOf, weeklyAnswerFigures, type WeekFigures } from "../../app/lib/business-days.ts";
import { addDays, dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import { conversionRate, conversionTables, trafficTables, type ConversionTable, type InsightsReport, type TrafficTable } from "../../app/lib/insights.ts";
import { toCsv } from "./csv.ts";
import { byViewer, viewerOf, type InboxEnv, type InboxServices } from "./inbox-context.ts";
import { isCalendarDay } from "./inbox-query.ts";
import { insightsReport } from "./insights-report.ts";
import { sessionOf } from "./session-of.ts";

/** The range shown without one in the URL: the last 30 Dubai days. */
const DEFAULT_DAYS = 30;
/** The longest range one page reads: a year and a little, as long as counts are kept by default. */
const MAX_DAYS = 400;

/** Excel reads a CSV without a byte-order mark in the local code page, garbling Arabic paths. */
const BYTE_ORDER_MARK = "\uFEFF";

interface Range {
  from: string;
  to: string;
  invalidDates: boolean;
}

/** The range from the query string, never failing: a bad date is left out (and said), a backwards range turned round, a long one cut. */
export function insightsRange(query: (name: string) => string | undefined, now: Date): Range {
  const today = dubaiDay(now);
  let invalidDates = false;
  const day = (name: string) => {
    const value = query(name)?.trim() ?? "";
    if (value === "") return undefined;
    if (isCalendarDay(value)) return value;
    invalidDates = true;
    return undefined;
  };
  let to = day("to") ?? today;
  let from = day("from") ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (from < addDays(to, -(MAX_DAYS - 1))) from = addDays(to, -(MAX_DAYS - 1));
  return { from, to, invalidDates };
}

const searchOf = (range: Range) => `?from=${range.from}&to=${range.to}`;

type ExportTable = "daily" | TrafficTable | ConversionTable;

const isTraffic = (table: string): table is TrafficTable => Object.hasOwn(trafficTables, table);
const isConversion = (table: string): table is ConversionTable => Object.hasOwn(conversionTables, table);

/** One table of the report as CSV: the same rows as the page, all of them, formula-safe (csv.ts). */
export function insightsCsv(report: InsightsReport, table: ExportTable): string {
  if (table === "daily") {
    return BYTE_ORDER_MARK + toCsv(["date", "visitors", "pageViews"], report.days.map((day) => [day.date, String(day.visitors), String(day.views)]));
  }
  if (isTraffic(table)) {
    const rows = report.traffic[table];
    if (table === "not-found") return BYTE_ORDER_MARK + toCsv(["path", "linkedFrom", "views"], rows.map((row) => [row.value, row.detail, String(row.views)]));
    return BYTE_ORDER_MARK + toCsv([table.replace(/s$/, ""), "views", "visitorsLanding"], rows.map((row) => [row.value, String(row.views), String(row.visitors)]));
  }
  const rows = report.conversion[table];
  return (
    BYTE_ORDER_MARK +
    toCsv(
      [conversionTables[table], "visitors", "leads", "leadsPerVisitor"],
      rows.map((row) => [row.value ?? "unknown", String(row.visitors), String(row.leads), conversionRate(row.leads, row.visitors) ?? ""]),
    )
  );
}

/** Per week of arrival, newest first, the weeks the range touches, each whole (from its Monday to its Sunday). */
async function answerWeeks(services: InboxServices, range: Range, now: Date): Promise<WeekFigures[]> {
  const since = dubaiDayStart(weekOf(dubaiDayStart(range.from)));
  const until = dubaiDayStart(addDays(weekOf(dubaiDayStart(range.to)), 7));
  const leads = (await services.messages.answerTimes(since)).filter((lead) => lead.arrivedAt < until);
  return weeklyAnswerFigures(leads, services.holidays, now).reverse();
}

/** The Insights page and its tables' CSV files, for every signed-in account: counts, never a person's data. */
export function addInsightsRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { headers, insights } = services;

  app.get("/insights", async (c) => {
    const now = services.now();
    const range = insightsRange((name) => c.req.query(name), now);
    const report = await insightsReport(insights, range.from, range.to);
    const search = searchOf(range);
    return c.body(
      services.render({
        page: "insights",
        viewer: viewerOf(sessionOf(c)),
        report,
        answerWeeks: await answerWeeks(services, range, now),
        invalidDates: range.invalidDates,
        exportHref: (table) => `/inbox/insights/${table}.csv${search}`,
      }),
      200,
      headers.inboxPage(),
    );
  });

  app.get("/insights/:file{[a-z-]+\\.csv}", async (c, next) => {
    const table = c.req.param("file").slice(0, -".csv".length);
    if (table !== "daily" && !isTraffic(table) && !isConversion(table)) return next();
    const now = services.now();
    const range = insightsRange((name) => c.req.query(name), now);
    const report = await insightsReport(insights, range.from, range.to, "export");
    await services.audit.record(byViewer(sessionOf(c), "insights-exported", `${table} ${range.from} to ${range.to}`), now);
    return c.body(insightsCsv(report, table), 200, headers.download("text/csv; charset=utf-8", `insights-${table}-${range.from}-to-${range.to}.csv`));
  });
}
