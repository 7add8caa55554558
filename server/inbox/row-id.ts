import type { InboxContext } from "./inbox-context.ts";

/**
 * The largest id any table holds: PostgreSQL's ids are `serial` (a 32-bit
 * integer), and a larger number in a query is an error there, not a miss.
 * SQLite's ids never reach it, so one bound serves both.
 */
const MAX_ROW_ID = 2_147_483_647;

/** A row id as a request names it (a path or a form field), or null when no row can have it (so the request is a 404). */
export function parseRowId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}

/** The route's `:id` as a row id, or null when it cannot be one. */
export function idOf(c: InboxContext): number | null {
  return parseRowId(c.req.param("id"));
}
