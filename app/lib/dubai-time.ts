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

/** The calendar day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, of a calendar day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}
