import type { Hono } from "hono";
import { weekOf, weeklyAnswerFigures, type WeekFigures } from "../../app/lib/business-days.ts";
import { addDays, daysBetween, dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import { downloadHeaders, inboxPageHeaders } from "../headers/response-headers.ts";
import { byViewer, viewerOf, type InboxContext, type InboxEnv, type InboxServices } from "./inbox-context.ts";
import { localeInfo, locales } from "../../app/config/locales.ts";
import { articlePath } from "../../app/lib/article-paths.ts";
import { MAX_RANGE_DAYS, type ArticleRow } from "../../app/lib/insights.ts";
import type { ArticleTitle } from "../../app/server-pages/inbox/views.ts";
import { isCalendarDay } from "./inbox-query.ts";
import { isInsightsTable } from "./insights-report.ts";
import { sessionOf } from "./session-of.ts";

/** The range shown without one in the URL: the last 30 Dubai days. */
const DEFAULT_DAYS = 30;

export interface InsightsRange {
  from: string;
  to: string;
  /** A date was not a calendar day, and was left out. */
  invalidDates: boolean;
  /** A date was outside the days counts are kept (or the range longer than MAX_RANGE_DAYS), and was moved within them. */
  outOfRange: boolean;
  /** The days counts are kept: the first the retention keeps, and today. */
  kept: { first: string; last: string };
}

/**
 * The range from the query string, never failing and never outside the
 * days counts are kept (`retentionDays`, ending today in Dubai): a bad date
 * is left out, a date outside moved to the nearest kept day, a backwards
 * range turned round, a long one cut; each said.
 */
export function insightsRange(
  query: (name: string) => string | undefined,
  now: Date,
  retentionDays: number,
): InsightsRange {
  const today = dubaiDay(now);
  const kept = { first: addDays(today, -(retentionDays - 1)), last: today };
  let invalidDates = false;
  let outOfRange = false;
  const day = (name: string) => {
    const value = query(name)?.trim() ?? "";
    if (value === "") return undefined;
    if (!isCalendarDay(value)) {
      invalidDates = true;
      return undefined;
    }
    // Dates are bounded before any day is added to them or counted from them.
    if (value < kept.first || value > kept.last) {
      outOfRange = true;
      return value < kept.first ? kept.first : kept.last;
    }
    return value;
  };
  let to = day("to") ?? today;
  let from =
    day("from") ??
    (daysBetween(kept.first, to) < DEFAULT_DAYS ? kept.first : addDays(to, -(DEFAULT_DAYS - 1)));
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) {
    from = addDays(to, -(MAX_RANGE_DAYS - 1));
    outOfRange = true;
  }
  return { from, to, invalidDates, outOfRange, kept };
}

const searchOf = (range: InsightsRange) => `?from=${range.from}&to=${range.to}`;

/** Per week of arrival, newest first, the weeks the range touches, each whole (from its Monday to its Sunday). */
async function answerWeeks(services: InboxServices, range: InsightsRange, now: Date): Promise<WeekFigures[]> {
  const since = dubaiDayStart(weekOf(dubaiDayStart(range.from)));
  const until = dubaiDayStart(addDays(weekOf(dubaiDayStart(range.to)), 7));
  const leads = (await services.queries.answerTimes(since)).filter((lead) => lead.arrivedAt < until);
  return weeklyAnswerFigures(leads, services.holidays, now).reverse();
}

/**
 * Each article's title from the site being served (the database knows no
 * titles): its English page's, else its Arabic page's; none for an article
 * no longer served.
 */
function articleTitles(
  rows: readonly ArticleRow[],
  pageTitle: (path: string) => string | null,
): Record<string, ArticleTitle> {
  const titles: Record<string, ArticleTitle> = {};
  for (const { slug } of rows) {
    for (const locale of locales) {
      const path = articlePath(slug, locale);
      const text = pageTitle(path);
      if (text === null) continue;
      titles[slug] = { text, path, lang: localeInfo[locale].lang, dir: localeInfo[locale].dir };
      break;
    }
  }
  return titles;
}

/** The Insights page and its tables' CSV files, for every signed-in account: counts, never a person's data. */
export function addInsightsRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { reports } = services;
  const rangeOf = (c: InboxContext, now: Date) =>
    insightsRange((name) => c.req.query(name), now, services.insightsRetentionDays);

  /** The page of a range; `refusedExport` when it answers a CSV link whose dates could not be kept to. */
  const insightsPage = async (c: InboxContext, range: InsightsRange, now: Date, refusedExport: boolean) => {
    const [report, weeks] = await Promise.all([
      reports.page(range.from, range.to),
      answerWeeks(services, range, now),
    ]);
    const search = searchOf(range);
    return c.body(
      c.var.render({
        page: "insights",
        viewer: viewerOf(sessionOf(c)),
        report,
        answerWeeks: weeks,
        invalidDates: range.invalidDates,
        outOfRange: range.outOfRange,
        kept: range.kept,
        refusedExport,
        articleTitles: articleTitles(report.articles, c.var.pageTitle),
        exportHref: (table) => `/inbox/insights/${table}.csv${search}`,
      }),
      refusedExport ? 400 : 200,
      inboxPageHeaders(),
    );
  };

  app.get("/insights", async (c) => {
    const now = services.now();
    return insightsPage(c, rangeOf(c, now), now, false);
  });

  app.get("/insights/:file{[a-z-]+\\.csv}", async (c, next) => {
    const table = c.req.param("file").slice(0, -".csv".length);
    if (!isInsightsTable(table)) return next();
    const now = services.now();
    const range = rangeOf(c, now);
    // A file cannot say its dates were changed: the page says so, with the links of the range it can give.
    if (range.invalidDates || range.outOfRange) return insightsPage(c, range, now, true);
    const bytes = await reports.csv(range.from, range.to, table);
    await services.audit.record(
      byViewer(sessionOf(c), "insights-exported", `${table} ${range.from} to ${range.to}`),
      now,
    );
    return c.body(
      bytes,
      200,
      downloadHeaders("text/csv; charset=utf-8", `insights-${table}-${range.from}-to-${range.to}.csv`),
    );
  });
}
