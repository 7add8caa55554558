import { useId } from "react";

interface DailyCount {
  /** A calendar day, YYYY-MM-DD. */
  date: string;
  count: number;
}

interface DailyChartProps {
  /** Oldest first, one entry per day (zero-filled). */
  days: readonly DailyCount[];
  /** The caption, which names the chart. */
  title: string;
  /** What is counted, the table's column heading. */
  countLabel?: string;
  /** The summary when every day is zero. */
  emptySummary?: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-21" → "21 Nov", read from the text so that no time zone moves the day. */
function shortDate(date: string): string {
  const [, month, day] = date.split("-");
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ""}`;
}

/** The bars' height in the plot's own units; the plot stretches to its box. */
const PLOT_HEIGHT = 100;
/** The share of its day's slot a bar fills; the rest is the gap between bars. */
const BAR_WIDTH = 0.7;

/**
 * Counts per day (submissions, visitors, page views) as bars, for static HTML: the layout is classes only
 * (the site's CSP allows no style attributes). The bars stretch to the width;
 * the labels sit outside their viewBox so that the text keeps its size on a
 * phone. Screen readers get the summary in the chart's name and every day in
 * a visually hidden table.
 */
export function DailyChart({
  days,
  title,
  countLabel = "Submissions",
  emptySummary = "No submissions.",
}: DailyChartProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  const summaryId = `${id}-summary`;

  const max = Math.max(0, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  // The first of equally busy days.
  const busiest = days.reduce<DailyCount | null>(
    (best, day) => (best === null || day.count > best.count ? day : best),
    null,
  );
  const summary =
    busiest === null || total === 0
      ? emptySummary
      : `${total} in total; busiest day ${shortDate(busiest.date)} (${busiest.count}).`;

  const slots = Math.max(days.length, 1);
  // The first, middle and last days.
  const labelled =
    days.length === 0 ? [] : [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];

  return (
    // Browsers name a figure by its figcaption; said outright for the tools that do not.
    <figure aria-labelledby={captionId} className="text-navy-900">
      <figcaption id={captionId} className="text-base font-semibold">
        {title}
      </figcaption>
      <p id={summaryId} className="mt-1 text-sm text-ink-muted">
        {summary}
      </p>
      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-end text-xs leading-none text-ink-muted tabular-nums"
        >
          <span className="-translate-y-1/2">{max > 0 ? max : ""}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${captionId} ${summaryId}`}
          viewBox={`0 0 ${slots} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          className="block h-40 w-full overflow-visible"
        >
          {max > 0 ? (
            <line
              x1={0}
              x2={slots}
              y1={0}
              y2={0}
              stroke="currentColor"
              vectorEffect="non-scaling-stroke"
              className="text-navy-100"
            />
          ) : null}
          <g fill="currentColor" className="text-accent-blue">
            {days.map((day, index) => {
              const height = max === 0 ? 0 : (day.count / max) * PLOT_HEIGHT;
              return (
                <rect
                  key={day.date}
                  x={index + (1 - BAR_WIDTH) / 2}
                  width={BAR_WIDTH}
                  y={PLOT_HEIGHT - height}
                  height={height}
                />
              );
            })}
          </g>
          <line
            x1={0}
            x2={slots}
            y1={PLOT_HEIGHT}
            y2={PLOT_HEIGHT}
            stroke="currentColor"
            vectorEffect="non-scaling-stroke"
            className="text-navy-300"
          />
        </svg>
        {/* Positioned in percent without a viewBox, so each date sits under its bar at the text's own size. */}
        <svg
          aria-hidden="true"
          width="100%"
          height="20"
          className="col-start-2 block overflow-visible text-xs text-ink-muted"
        >
          {labelled.map((index) => {
            const first = index === 0;
            const last = index === days.length - 1;
            const date = days[index]?.date ?? "";
            return (
              <text
                key={date}
                x={first ? "0%" : last ? "100%" : `${((index + 0.5) / slots) * 100}%`}
                y={15}
                textAnchor={first ? "start" : last ? "end" : "middle"}
                fill="currentColor"
              >
                {shortDate(date)}
              </text>
            );
          })}
        </svg>
      </div>
      {/* The box is what hides: a table grows to its rows whatever height it is given, and would lengthen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{countLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{shortDate(day.date)}</time>
                </th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
