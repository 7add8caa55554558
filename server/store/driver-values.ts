/** SQLite hands timestamps back as the ISO text we wrote; PostgreSQL as a Date. */
export function toIso(value: Date | string): string {
  return typeof value === "string" ? value : value.toISOString();
}

/** PostgreSQL returns counts as bigint text; SQLite as numbers. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
