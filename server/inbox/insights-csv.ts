import { conversionRate, conversionTables, type InsightsReport } from "../../app/lib/insights.ts";
import { toCsv } from "./csv.ts";
import { isTrafficTable, type InsightsTable } from "./insights-report.ts";

/** Excel reads a CSV without a byte-order mark in the local code page, garbling Arabic paths. */
const BYTE_ORDER_MARK = "\uFEFF";

/** One table of the report as CSV: the same rows as the page, all of them, formula-safe (csv.ts). */
export function insightsCsv(report: InsightsReport, table: InsightsTable): string {
  if (table === "daily") {
    return (
      BYTE_ORDER_MARK +
      toCsv(
        ["date", "visitors", "pageViews"],
        report.days.map((day) => [day.date, String(day.visitors), String(day.views)]),
      )
    );
  }
  if (table === "articles") {
    return (
      BYTE_ORDER_MARK +
      toCsv(
        ["article", "views", "visitorsLanding", "leads", "leadsPer100Visitors"],
        report.articles.map((row) => [
          row.slug,
          String(row.views),
          String(row.visitors),
          String(row.leads),
          conversionRate(row.leads, row.visitors) ?? "",
        ]),
      )
    );
  }
  if (isTrafficTable(table)) {
    const rows = report.traffic[table];
    if (table === "not-found")
      return (
        BYTE_ORDER_MARK +
        toCsv(
          ["path", "linkedFrom", "views"],
          rows.map((row) => [row.value, row.detail, String(row.views)]),
        )
      );
    return (
      BYTE_ORDER_MARK +
      toCsv(
        [table.replace(/s$/, ""), "views", "visitorsLanding"],
        rows.map((row) => [row.value, String(row.views), String(row.visitors)]),
      )
    );
  }
  const rows = report.conversion[table];
  return (
    BYTE_ORDER_MARK +
    toCsv(
      [conversionTables[table], "visitors", "leads", "leadsPer100Visitors"],
      rows.map((row) => [
        row.value ?? "unknown",
        String(row.visitors),
        String(row.leads),
        conversionRate(row.leads, row.visitors) ?? "",
      ]),
    )
  );
}
