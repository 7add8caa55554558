const DAY_MS = 24 * 60 * 60 * 1000;

/** "180d" → the moment that many days before `now`. */
export function parseAge(text: string, now: Date): Date | null {
  const match = /^(\d+)d$/.exec(text.trim());
  if (match === null) return null;
  return new Date(now.getTime() - Number(match[1]) * DAY_MS);
}

/** A calendar date (UTC midnight) or a full ISO-8601 timestamp. */
export function parseDate(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const date = new Date(`${trimmed}T00:00:00.000Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== trimmed ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}
