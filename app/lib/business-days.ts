import { addDays, dubaiDay, dubaiDayStart, weekdayOf } from "./dubai-time.ts";

/** Public holidays, as Dubai calendar days (YYYY-MM-DD), on which the clock does not run. */
export type Holidays = ReadonlySet<string>;

const HOUR_MS = 60 * 60 * 1000;
/** The promise on every page and in every receipt: a reply within one business day. */
const PROMISE_MS = 24 * HOUR_MS;
/** Far more than any run of weekends and holidays; only a holiday list covering years could reach it. */
const MAX_DAYS_SCANNED = 3660;

/** Monday to Friday, and not a public holiday. */
export function isWorkingDay(day: string, holidays: Holidays): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * When a lead must have been answered: 24 hours after it arrived, counted on
 * working days only. One that arrives on a weekend or holiday starts counting at
 * midnight (Dubai) of the next working day.
 */
export function dueAt(arrivedAt: Date, holidays: Holidays): Date {
  let remaining = PROMISE_MS;
  let at = arrivedAt.getTime();
  let day = dubaiDay(arrivedAt);
  for (let scanned = 0; scanned < MAX_DAYS_SCANNED; scanned++) {
    const next = addDays(day, 1);
    const end = dubaiDayStart(next).getTime();
    if (isWorkingDay(day, holidays)) {
      if (at + remaining <= end) return new Date(at + remaining);
      remaining -= end - at;
    }
    at = end;
    day = next;
  }
  throw new Error("The holiday list leaves no working day within ten years.");
}

export interface Clock {
  dueAt: Date;
  overdue: boolean;
  /** Whole clock hours until due, or since it fell due; at least 1, so "due in 1 h" rather than "in 0 h". */
  hours: number;
  /** Until due (negative once overdue), for finer wording than hours. */
  remainingMs: number;
}

/** Where an unanswered lead stands against the promise at `now`. */
export function clockOf(arrivedAt: Date, now: Date, holidays: Holidays): Clock {
  const due = dueAt(arrivedAt, holidays);
  const remainingMs = due.getTime() - now.getTime();
  const overdue = remainingMs < 0;
  const hours = Math.max(1, overdue ? Math.floor(-remainingMs / HOUR_MS) : Math.ceil(remainingMs / HOUR_MS));
  return { dueAt: due, overdue, hours, remainingMs };
}

export interface AnsweredLead {
  arrivedAt: Date;
  firstAnsweredAt: Date | null;
}

export interface WeekFigures {
  /** The week's Monday (Dubai), YYYY-MM-DD. */
  week: string;
  /** Leads that arrived that week. */
  leads: number;
  /** Of those, answered (a reply sent or marked), at any time. */
  answered: number;
  /** Median time from arrival to first answer, of the answered; null when none. */
  medianMs: number | null;
  /** Answered by the time they were due. */
  withinPromise: number;
  /** Whose promise is decided at `now`: answered, or past due. The share within the promise is withinPromise / decided. */
  decided: number;
}

/** The Monday (Dubai) of the week an instant falls in. */
export function weekOf(at: Date): string {
  const day = dubaiDay(at);
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? 0;
  return (lower + upper) / 2;
}

/** Per week of arrival, oldest first: how soon leads were first answered, and how many within the promise. */
export function weeklyAnswerFigures(
  leads: readonly AnsweredLead[],
  holidays: Holidays,
  now: Date,
): WeekFigures[] {
  const weeks = new Map<string, { leads: number; times: number[]; withinPromise: number; decided: number }>();
  for (const lead of leads) {
    const week = weekOf(lead.arrivedAt);
    const figures = weeks.get(week) ?? { leads: 0, times: [], withinPromise: 0, decided: 0 };
    weeks.set(week, figures);
    figures.leads += 1;
    const due = dueAt(lead.arrivedAt, holidays).getTime();
    if (lead.firstAnsweredAt !== null) {
      figures.times.push(lead.firstAnsweredAt.getTime() - lead.arrivedAt.getTime());
      if (lead.firstAnsweredAt.getTime() <= due) figures.withinPromise += 1;
      figures.decided += 1;
    } else if (now.getTime() > due) {
      figures.decided += 1;
    }
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([week, figures]) => ({
      week,
      leads: figures.leads,
      answered: figures.times.length,
      medianMs: median(figures.times),
      withinPromise: figures.withinPromise,
      decided: figures.decided,
    }));
}
