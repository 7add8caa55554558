import type { ReactNode } from "react";
import { DailyChart } from "~/components/inbox/daily-chart";
import { controlClassName } from "~/components/ui/form-field";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import {
  OTHER_VALUE,
  conversionRate,
  conversionTables,
  trafficTables,
  type ConversionRow,
  type ConversionTable,
  type InsightsReport,
  type TrafficRow,
  type TrafficTable,
} from "~/lib/insights";
import { articleInsightsCopy } from "~/content/inbox/article-insights-copy";
import { Panel, ScrollingTable, WebToken, primaryButton, smallButton } from "./inbox-ui";

const copy = inboxCopy.insights;

/** A table's cell of visitor-chosen text (a path, a host, a campaign): isolated, so its direction stays inside it. */
function VisitorValue({ table, value }: { table: TrafficTable | ConversionTable; value: string | null }) {
  if (value === null) return <span className="text-ink-muted">{copy.unknown}</span>;
  if (value === "")
    return (
      <span className="text-ink-muted">
        {table === "referrers" || table === "leads-by-referrer" ? copy.direct : copy.none}
      </span>
    );
  if (value === OTHER_VALUE) return <span className="text-ink-muted">{copy.other}</span>;
  if (table === "languages" || table === "leads-by-language") return <>{copy.languages[value] ?? value}</>;
  if (table === "devices") return <>{copy.devices[value] ?? value}</>;
  return <WebToken text={value} />;
}

/**
 * Leads per 100 visitors, and the counts it is made of ("6 leads from 4 visitors"), so a rate over
 * 100 or of a handful of visitors reads as what it is; a dash alone for neither.
 */
export function Rate({ leads, visitors }: { leads: number; visitors: number }) {
  const rate = conversionRate(leads, visitors) ?? copy.noRate;
  if (leads === 0 && visitors === 0) return <>{rate}</>;
  return (
    <>
      <span className="block whitespace-nowrap">{rate}</span>
      <span className="block text-xs font-normal text-ink-muted">
        {articleInsightsCopy.leadsFrom(leads, visitors)}
      </span>
    </>
  );
}

const cell = "px-2 py-2 text-start align-top sm:px-3";
const numberHeader = "px-2 py-2 text-end align-top tabular-nums sm:px-3";
/** A figure stays on one line ("100.0 %"): a table too narrow for it scrolls in its box. */
const numberCell = `${numberHeader} whitespace-nowrap`;

/** A section of the Insights page: a panel with its heading, named for screen readers by it. */
export function InsightsSection({
  id,
  heading,
  children,
  action,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Panel labelledBy={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
          {heading}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </Panel>
  );
}

export function CsvLink({ href, table }: { href: string; table: string }) {
  return (
    <a href={href} className={smallButton} download>
      {copy.exportCsv}
      <span className="sr-only"> ({copy.exportOf(table)})</span>
    </a>
  );
}

/** The range in Dubai days, by a form that GETs the page again: works without JavaScript; the date pickers offer only the days kept. */
export function RangeForm({
  report,
  invalidDates,
  outOfRange,
  kept,
}: {
  report: InsightsReport;
  invalidDates: boolean;
  outOfRange: boolean;
  kept: { first: string; last: string };
}) {
  return (
    <form
      method="get"
      action="/inbox/insights"
      aria-label={copy.rangeLabel}
      className="flex flex-wrap items-end gap-4"
    >
      <div>
        <label htmlFor="insights-from" className="block text-sm font-semibold text-navy-900">
          {copy.from}
        </label>
        <input
          id="insights-from"
          name="from"
          type="date"
          min={kept.first}
          max={kept.last}
          defaultValue={report.from}
          className={`${controlClassName} mt-2`}
        />
      </div>
      <div>
        <label htmlFor="insights-to" className="block text-sm font-semibold text-navy-900">
          {copy.to}
        </label>
        <input
          id="insights-to"
          name="to"
          type="date"
          min={kept.first}
          max={kept.last}
          defaultValue={report.to}
          className={`${controlClassName} mt-2`}
        />
      </div>
      <button type="submit" className={`${primaryButton} min-h-12`}>
        {copy.apply}
      </button>
      {invalidDates ? <p className="w-full text-sm font-medium text-red-700">{copy.invalidDates}</p> : null}
      {outOfRange ? (
        <p className="w-full text-sm font-medium text-red-700">{copy.outOfRange(kept.first, kept.last)}</p>
      ) : null}
    </form>
  );
}

/** Visitors, page views, leads and the rate over the whole range. */
export function Totals({ report }: { report: InsightsReport }) {
  const figures = [
    [copy.visitors, String(report.visitors)],
    [copy.views, String(report.views)],
    [copy.leads, String(report.leads)],
    [copy.conversion, <Rate key="rate" leads={report.leads} visitors={report.visitors} />],
  ] as const;
  return (
    <InsightsSection id="totals" heading={copy.totals}>
      <p className="text-sm text-ink-muted">{copy.range(report.from, report.to)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-navy-100 p-3">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-2xl font-semibold text-navy-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{copy.visitorsNote}</p>
    </InsightsSection>
  );
}

/** Visitors and page views per day, drawn on the server, each with its table for screen readers. */
export function DailyTraffic({ report, exportHref }: { report: InsightsReport; exportHref: string }) {
  return (
    <InsightsSection
      id="daily"
      heading={`${copy.visitorsChart}, ${copy.viewsChart.toLowerCase()}`}
      action={<CsvLink href={exportHref} table={copy.visitorsChart} />}
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <DailyChart
          title={copy.visitorsChart}
          countLabel={copy.visitors}
          emptySummary={copy.empty}
          days={report.days.map((day) => ({ date: day.date, count: day.visitors }))}
        />
        <DailyChart
          title={copy.viewsChart}
          countLabel={copy.views}
          emptySummary={copy.empty}
          days={report.days.map((day) => ({ date: day.date, count: day.views }))}
        />
      </div>
    </InsightsSection>
  );
}

/** Words wrap between themselves only (the page lets visitor text break anywhere); paths and hosts at their dots and slashes (WebToken). */
const tableClassName = "w-full text-sm wrap-normal";

/** One traffic table: a dimension's values with their views and the visitors who landed on them. */
export function TrafficTableSection({
  table,
  rows,
  exportHref,
}: {
  table: TrafficTable;
  rows: readonly TrafficRow[];
  exportHref: string;
}) {
  const words = copy.traffic[table];
  const notFound = trafficTables[table] === "not-found";
  return (
    <InsightsSection
      id={`table-${table}`}
      heading={words.heading}
      action={rows.length === 0 ? null : <CsvLink href={exportHref} table={words.heading} />}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{copy.empty}</p>
      ) : (
        <ScrollingTable caption={words.heading} className={tableClassName}>
          <thead className="border-b border-navy-100 text-navy-900">
            <tr>
              <th scope="col" className={cell}>
                {words.value}
              </th>
              {notFound ? (
                <th scope="col" className={cell}>
                  {copy.notFoundReferrer}
                </th>
              ) : null}
              <th scope="col" className={numberHeader}>
                {copy.views}
              </th>
              {notFound ? null : (
                <th scope="col" className={numberHeader}>
                  {copy.landingVisitors}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-50">
            {rows.map((row) => (
              <tr key={`${row.value}\u0000${row.detail}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  <VisitorValue table={table} value={row.value} />
                </th>
                {notFound ? (
                  <td className={cell}>
                    {row.detail === "" ? (
                      <span className="text-ink-muted">{copy.noReferrer}</span>
                    ) : (
                      <WebToken text={row.detail} />
                    )}
                  </td>
                ) : null}
                <td className={numberCell}>{row.views}</td>
                {notFound ? null : <td className={numberCell}>{row.visitors}</td>}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </InsightsSection>
  );
}

function ConversionTableView({
  table,
  rows,
  exportHref,
}: {
  table: ConversionTable;
  rows: readonly ConversionRow[];
  exportHref: string;
}) {
  const words = copy.conversionTables[table];
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-navy-900">{words.heading}</h3>
        {rows.length === 0 ? null : (
          <CsvLink href={exportHref} table={`${copy.conversionHeading}, ${words.heading.toLowerCase()}`} />
        )}
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{copy.empty}</p>
      ) : (
        <ScrollingTable
          caption={`${copy.conversionHeading}: ${words.heading.toLowerCase()}`}
          className={tableClassName}
        >
          <thead className="border-b border-navy-100 text-navy-900">
            <tr>
              <th scope="col" className={cell}>
                {words.value}
              </th>
              <th scope="col" className={numberHeader}>
                {copy.visitors}
              </th>
              <th scope="col" className={numberHeader}>
                {copy.leads}
              </th>
              <th scope="col" className={numberHeader}>
                {copy.conversion}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-50">
            {rows.map((row) => (
              <tr key={row.value ?? "\u0000unknown"}>
                <th scope="row" className={`${cell} font-normal`}>
                  <VisitorValue table={table} value={row.value} />
                </th>
                <td className={numberCell}>{row.visitors}</td>
                <td className={numberCell}>{row.leads}</td>
                {/* Its counts are the two cells before it. */}
                <td className={numberCell}>{conversionRate(row.leads, row.visitors) ?? copy.noRate}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </div>
  );
}

/** Leads and leads per 100 visitors by the first view's landing page, referrer, campaign and language. */
export function Conversion({
  report,
  exportHref,
}: {
  report: InsightsReport;
  exportHref: (table: string) => string;
}) {
  return (
    <InsightsSection id="conversion" heading={copy.conversionHeading}>
      <p className="text-sm text-ink-muted">{copy.conversionLead}</p>
      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-2">
        {(Object.keys(conversionTables) as ConversionTable[]).map((table) => (
          <ConversionTableView
            key={table}
            table={table}
            rows={report.conversion[table]}
            exportHref={exportHref(table)}
          />
        ))}
      </div>
    </InsightsSection>
  );
}
