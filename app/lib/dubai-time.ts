/** Asia/Dubai has kept UTC+4 without daylight saving since 1920, so a fixed offset is exact. */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dubai calendar day (YYYY-MM-DD) of an instant. */
export function dubaiDay(instant: Date): string {
  return new Date(instant.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Dubai calendar day (YYYY-MM-DD) begins. */
export function dubaiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DUBAI_OFFSET_MS);
}

/** The first and last calendar days written YYYY-MM-DD: past them a date no longer sorts as text (`+010000-01-01`). */
const FIRST_DAY = "0001-01-01";
const LAST_DAY = "9999-12-31";

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;

/**
 * The calendar day `days` after (or before, when negative) a day. Throws past
 * FIRST_DAY or LAST_DAY rather than return a day that is not YYYY-MM-DD.
 */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS;
  if (!(
    time >= Date.parse(`${FIRST_DAY}T00:00:00.000Z`) && time <= Date.parse(`${LAST_DAY}T00:00:00.000Z`)
  )) {
    throw new RangeError(`${day} and ${days} days is not a day from ${FIRST_DAY} to ${LAST_DAY}.`);
  }
  return new Date(time).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Every calendar day from `from` to `to`, both included, counted rather than compared (none when `to` is earlier). */
export function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));
}

/** 0 Sunday … 6 Saturday, of a calendar day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}
