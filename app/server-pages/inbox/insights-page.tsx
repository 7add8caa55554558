import { inboxCopy } from "~/content/inbox/inbox-copy";
import { trafficTables, type TrafficTable } from "~/lib/insights";
import { AnswerTimes } from "./answer-times-section";
import { ArticleInsights } from "./article-insights-section";
import { Notice, PageHeading } from "./inbox-ui";
import { Conversion, DailyTraffic, RangeForm, Totals, TrafficTableSection } from "./insights-sections";
import type { InboxView } from "./views";

const copy = inboxCopy.insights;

type InsightsView = Extract<InboxView, { page: "insights" }>;

/**
 * Traffic and conversion counted by the server, for a range of Dubai days.
 * Each section is a component of its own (insights-sections.tsx): a new one
 * is one more line here.
 */
export function InsightsPage({ view }: { view: InsightsView }) {
  const { report } = view;
  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {view.refusedExport ? <Notice tone="error">{copy.refusedExport}</Notice> : null}
      {/* Tracks as wide as the page, however wide a table is: a table scrolls in its own box. */}
      <div className="grid grid-cols-1 gap-6">
        <RangeForm
          report={report}
          invalidDates={view.invalidDates}
          outOfRange={view.outOfRange}
          kept={view.kept}
        />
        <Totals report={report} />
        <DailyTraffic report={report} exportHref={view.exportHref("daily")} />
        <Conversion report={report} exportHref={view.exportHref} />
        <ArticleInsights
          rows={report.articles}
          titles={view.articleTitles}
          range={copy.range(report.from, report.to)}
          exportHref={view.exportHref("articles")}
        />
        <AnswerTimes weeks={view.answerWeeks} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {(Object.keys(trafficTables) as TrafficTable[]).map((table) => (
            <TrafficTableSection
              key={table}
              table={table}
              rows={report.traffic[table]}
              exportHref={view.exportHref(table)}
            />
          ))}
        </div>
      </div>
    </>
  );
}
