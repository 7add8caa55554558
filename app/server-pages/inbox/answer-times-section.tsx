import { inboxCopy } from "~/content/inbox/inbox-copy";
import { ScrollingTable } from "./inbox-ui";
import { InsightsSection } from "./insights-sections";
import type { AnswerWeek } from "./views";

const copy = inboxCopy.answerTimes;

const weekLabel = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** The weeks of the range as a table, newest first: how soon leads were first answered, and how many within the promise. */
function AnswerTimesTable({ weeks }: { weeks: readonly AnswerWeek[] }) {
  if (weeks.length === 0) return <p className="text-ink-muted">{copy.none}</p>;
  // Narrow cells that wrap, so a 390 px phone shows the whole table; on a narrower one it scrolls in its box.
  const cell = "px-1.5 py-2 text-start align-top sm:px-3";
  return (
    // Words whole (the inbox breaks long words anywhere, which would split "Leads" on a phone).
    <ScrollingTable
      caption={copy.caption}
      className="w-full border-collapse text-xs [overflow-wrap:normal] sm:text-sm"
    >
      <thead>
        <tr className="border-b border-navy-200 text-navy-900">
          <th scope="col" className={cell}>
            {copy.week}
          </th>
          <th scope="col" className={cell}>
            {copy.leads}
          </th>
          <th scope="col" className={cell}>
            {copy.answered}
          </th>
          <th scope="col" className={cell}>
            {copy.median}
          </th>
          <th scope="col" className={cell}>
            {copy.within}
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week} className="border-b border-navy-100">
            <th scope="row" className={`${cell} font-semibold text-navy-900`}>
              <time dateTime={week.week}>{weekLabel.format(new Date(`${week.week}T00:00:00Z`))}</time>
            </th>
            <td className={cell}>{week.leads}</td>
            <td className={cell}>{week.answered}</td>
            <td className={cell}>{week.medianMs === null ? copy.noAnswer : copy.duration(week.medianMs)}</td>
            <td className={cell}>{copy.withinOf(week.withinPromise, week.decided)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** The Insights page's section on answering leads: what the receipt promises every visitor, measured. */
export function AnswerTimes({ weeks }: { weeks: readonly AnswerWeek[] }) {
  return (
    <InsightsSection id="answer-times" heading={copy.heading}>
      <p className="mb-3 text-sm text-ink-muted">{copy.lead}</p>
      <AnswerTimesTable weeks={weeks} />
    </InsightsSection>
  );
}
