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
