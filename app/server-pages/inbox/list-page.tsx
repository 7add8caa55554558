import { DailyChart } from "~/components/inbox/daily-chart";
import { controlClassName } from "~/components/ui/form-field";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { formatDubaiTime } from "./format";
import { Notice, PageHeading, Panel, primaryButton, smallButton, StateBadge, textLink } from "./inbox-ui";
import { stateFilters } from "~/lib/lead";
import type { InboxView, MessageSummary } from "./views";
import clsx from "clsx";

const copy = inboxCopy.list;

type ListView = Extract<InboxView, { page: "list" }>;

/** One of the list's filters: its label (and hint) above its box, kept filled with the filter in use. */
function FilterField({
  name,
  type,
  label,
  hint,
  value,
}: {
  name: "q" | "from" | "to";
  type: "search" | "date";
  label: string;
  hint?: string;
  value: string | undefined;
}) {
  const id = `inbox-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {hint === undefined ? null : <span className="font-normal text-ink-muted"> ({hint})</span>}
      </label>
      <input id={id} name={name} type={type} defaultValue={value} className={`${controlClassName} mt-2`} />
    </div>
  );
}

/**
 * Search and dates fold into one line, so the leads come first on a phone; the fold is open while
 * a filter is in use, so the staff see what filters the list. A <details>: no script needed.
 */
function Filters({ view }: { view: ListView }) {
  const { filter } = view;
  const filtered =
    filter.q !== undefined ||
    filter.from !== undefined ||
    filter.to !== undefined ||
    view.invalidDates === true;
  return (
    <details
      open={filtered}
      className="group rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5"
    >
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl px-4 text-sm font-semibold text-navy-900 hover:text-navy-950 sm:px-5">
        <span
          aria-hidden="true"
          className="transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          ›
        </span>
        {copy.filters}
        {filtered ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {copy.filtersInUse}
          </span>
        ) : null}
      </summary>
      <form method="get" action="/inbox" aria-label={copy.filtersLabel} className="px-4 pb-4 sm:px-5 sm:pb-5">
        <input type="hidden" name="state" value={filter.state} />
        {filter.mine === true ? <input type="hidden" name="mine" value="1" /> : null}
        {filter.overdue === true ? <input type="hidden" name="overdue" value="1" /> : null}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <FilterField name="q" type="search" label={copy.search} hint={copy.searchHint} value={filter.q} />
          <FilterField name="from" type="date" label={copy.from} value={filter.from} />
          <FilterField name="to" type="date" label={copy.to} value={filter.to} />
        </div>
        {view.invalidDates ? (
          <p className="mt-3 text-sm font-medium text-red-700">{copy.invalidDates}</p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <button type="submit" className={`${primaryButton} min-h-12`}>
            {copy.apply}
          </button>
          {filtered ? (
            <a
              href={`/inbox?state=${filter.state}${filter.mine === true ? "&mine=1" : ""}${filter.overdue === true ? "&overdue=1" : ""}`}
              className={smallButton}
            >
              {copy.clear}
            </a>
          ) : null}
        </div>
      </form>
    </details>
  );
}

/** Mine and Overdue: filters that stay on across the tabs, each a link that turns it on or off. */
function Views({ view }: { view: ListView }) {
  return (
    <nav aria-label={copy.viewsLabel} className="mb-3 flex flex-wrap items-center gap-2 lg:mb-0">
      <span className="text-sm font-semibold text-navy-900">{copy.viewsLabel}:</span>
      {(["mine", "overdue"] as const).map((name) => {
        const on = view.filter[name] === true;
        return (
          <a
            key={name}
            href={view.hrefs.toggle(name)}
            aria-current={on ? "true" : undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy-200 bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-navy-50 aria-[current=true]:border-navy-900 aria-[current=true]:bg-navy-50"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-4 items-center justify-center rounded border border-navy-400 text-xs"
            >
              {on ? "✓" : ""}
            </span>
            {copy.views[name]}
          </a>
        );
      })}
      <a href="/inbox/insights#answer-times" className={`${textLink} ms-auto text-sm`}>
        {copy.answerTimes}
      </a>
    </nav>
  );
}

/** "Due in 3 h" or "Overdue by 2 h" while the lead waits for its first answer. */
export function ClockBadge({ clock }: { clock: NonNullable<MessageSummary["clock"]> }) {
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        clock.overdue ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900",
      )}
    >
      {clock.overdue ? copy.overdueBy(clock.hours) : copy.dueIn(clock.hours)}
    </span>
  );
}

function Tabs({ view }: { view: ListView }) {
  return (
    <nav aria-label={copy.statesLabel} className="mb-4 lg:mb-0">
      <ul className="flex flex-wrap gap-1.5 sm:gap-2">
        {stateFilters.map((tab) => (
          <li key={tab} className="flex-auto sm:flex-none">
            <a
              href={view.hrefs.tab(tab)}
              aria-current={tab === view.filter.state ? "page" : undefined}
              className="inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-full border border-navy-200 bg-white px-2.5 text-sm sm:gap-2 sm:px-4 font-semibold text-navy-900 hover:bg-navy-50 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
            >
              {copy.states[tab]}
              <span className="text-xs font-normal opacity-80">{view.counts[tab]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ view }: { view: ListView }) {
  if (view.pageCount <= 1) return null;
  const { pageNumber, pageCount } = view;
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {pageNumber > 1 ? (
        <a href={view.hrefs.page(pageNumber - 1)} className={smallButton} rel="prev">
          {copy.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{copy.pageOf(pageNumber, pageCount)}</p>
      {pageNumber < pageCount ? (
        <a href={view.hrefs.page(pageNumber + 1)} className={smallButton} rel="next">
          {copy.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Results({ view }: { view: ListView }) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900" id="results-heading">
          {copy.results(view.total)}
        </h2>
        {view.total === 0 || !view.viewer.isOwner ? null : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {copy.export}:
            <a href={view.hrefs.export("csv")} className={smallButton} download>
              {copy.exportCsv}
            </a>
            <a href={view.hrefs.export("json")} className={smallButton} download>
              {copy.exportJson}
            </a>
          </p>
        )}
      </div>
      {view.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-navy-200 bg-white p-6 text-ink-muted">
          {copy.empty}
        </p>
      ) : (
        <ul aria-labelledby="results-heading" className="grid gap-3 lg:gap-2">
          {view.items.map((item) => (
            <li
              key={item.id}
              className="max-w-none rounded-2xl border border-navy-100 bg-white p-4 shadow-sm shadow-navy-900/5 sm:p-5 lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)_auto] lg:gap-x-6 lg:gap-y-1 lg:px-5 lg:py-3"
            >
              {/* On a laptop a row of three columns (who, what, when and whose), the header's two parts placed in them. */}
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 lg:contents">
                <h3 className="min-w-0 text-base font-semibold text-navy-900 lg:col-start-1 lg:row-start-1">
                  <a href={`/inbox/submissions/${item.id}`} className={textLink}>
                    <bdi>{item.fullName}</bdi>
                  </a>
                </h3>
                <p className="text-sm text-ink-muted lg:col-start-3 lg:row-start-1 lg:text-end">
                  <time dateTime={item.createdAt}>{formatDubaiTime(item.createdAt)}</time>
                </p>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted lg:col-start-1 lg:row-start-2 lg:mt-0">
                <span dir="ltr" className="wrap-break-word">
                  {item.email}
                </span>
                <StateBadge state={item.state} />
                {item.clock === undefined || item.clock === null ? null : <ClockBadge clock={item.clock} />}
              </p>
              <p className="mt-1 text-sm text-ink-muted lg:col-start-3 lg:row-start-2 lg:mt-0 lg:text-end">
                {copy.assignee}:{" "}
                {item.assigneeName === undefined || item.assigneeName === null ? (
                  copy.nobody
                ) : (
                  <bdi className="text-ink">{item.assigneeName}</bdi>
                )}
              </p>
              <p
                dir="auto"
                className="mt-2 text-sm text-ink lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:line-clamp-2 lg:self-start"
              >
                {item.excerpt}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The leads, newest first: search and dates, the views and state tabs (one row on a wide screen),
 * a page of results, a lead a row across the width on a laptop, and its export; then the 30-day
 * chart, so the leads come first at every width.
 */
export function ListPage({ view }: { view: ListView }) {
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      {view.notice === undefined ? null : <Notice>{view.notice}</Notice>}
      <div className="mb-4">
        <Filters view={view} />
      </div>
      <div className="lg:mb-4 lg:flex lg:flex-wrap lg:items-center lg:justify-between lg:gap-x-8 lg:gap-y-3">
        <Views view={view} />
        <Tabs view={view} />
      </div>
      <Results view={view} />
      <Pagination view={view} />
      <Panel className="mt-8 lg:max-w-xl">
        <DailyChart days={view.days} title={copy.chartTitle} />
      </Panel>
    </>
  );
}
