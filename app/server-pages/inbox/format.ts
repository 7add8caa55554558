/** The company's clock: Dubai (UTC+4 all year). */
const TIME_ZONE = "Asia/Dubai";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "21 Nov 2026, 14:05" in Dubai time. */
export function formatDubaiTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const DAY_MS = 24 * 60 * 60 * 1000;

const parts = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, ...options });
const weekdayDay = parts({ weekday: "long", day: "numeric", month: "short" });
const weekdayDayYear = parts({ weekday: "long", day: "numeric", month: "short", year: "numeric" });
const clock = parts({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const year = parts({ year: "numeric" });

/**
 * A deadline as people say it, in Dubai time: "end of Monday 30 Nov" for one at midnight (which
 * ends the day before), "Tuesday 1 Dec, 14:05" otherwise; the year only when it is not this year's.
 */
export function formatDueTime(iso: string, now: Date = new Date()): { endOfDay: boolean; text: string } {
  const due = new Date(iso);
  const endOfDay = clock.format(due) === "00:00";
  // The last moment of the day that ends at this midnight names that day.
  const day = endOfDay ? new Date(due.getTime() - DAY_MS / 2) : due;
  const date = (year.format(day) === year.format(now) ? weekdayDay : weekdayDayYear)
    .format(day)
    .replace(",", "");
  return { endOfDay, text: endOfDay ? date : `${date}, ${clock.format(due)}` };
}
