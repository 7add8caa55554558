import { stateFilters, type StateFilter } from "../../app/lib/lead.ts";
import type { InboxFilter } from "./lead-queries.ts";

/** What the inbox shows without a state in its URL: the leads nobody has handled. */
const DEFAULT_STATE: StateFilter = "new";

export interface InboxQuery {
  filter: InboxFilter;
  page: number;
  /** Dates given but not real calendar days (YYYY-MM-DD): left out of the filter, for the page to say so. */
  invalidDates: ("from" | "to")[];
}

/** Four-digit years from 1000 keep every bound an ISO timestamp that sorts as text. */
export function isCalendarDay(text: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  // Rejects 2026-02-30, which Date would roll over into March.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The inbox's filter and page from its URL's query string, never failing:
 * an unknown state is the default one, a bad page the first, a bad date none.
 */
export function parseInboxQuery(search: string | URLSearchParams): InboxQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const text = (name: string) => params.get(name)?.trim() ?? "";

  const state = stateFilters.find((candidate) => candidate === text("state")) ?? DEFAULT_STATE;
  const filter: InboxFilter = { state };
  const q = text("q");
  if (q !== "") filter.q = q;
  // Filters on top of the tab: on when present as "1".
  if (text("mine") === "1") filter.mine = true;
  if (text("overdue") === "1") filter.overdue = true;

  const invalidDates: InboxQuery["invalidDates"] = [];
  const dates: Partial<Record<"from" | "to", string>> = {};
  for (const name of ["from", "to"] as const) {
    const value = text(name);
    // An empty field is a date left out, not a wrong one.
    if (value === "") continue;
    if (isCalendarDay(value)) dates[name] = value;
    else invalidDates.push(name);
  }
  const { from, to } = dates;
  // A range given backwards is meant forwards.
  const backwards = from !== undefined && to !== undefined && from > to;
  if (from !== undefined) filter[backwards ? "to" : "from"] = from;
  if (to !== undefined) filter[backwards ? "from" : "to"] = to;

  // Past the last page is the store's to clamp; nine digits keep it a safe integer.
  const page = /^[1-9]\d{0,8}$/.test(text("page")) ? Number(text("page")) : 1;

  return { filter, page, invalidDates };
}

/**
 * The query string ("?…", or "" for the default view) that parseInboxQuery
 * reads back as this filter and page: for paging, tab and export links.
 */
export function filterToSearch(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  const q = filter.q?.trim() ?? "";
  if (q !== "") params.set("q", q);
  if (filter.state !== DEFAULT_STATE) params.set("state", filter.state);
  if (filter.mine === true) params.set("mine", "1");
  if (filter.overdue === true) params.set("overdue", "1");
  if (filter.from !== undefined) params.set("from", filter.from);
  if (filter.to !== undefined) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}
