import type { InboxContext } from "./inbox-context.ts";

/** The route's `:id` as a submission id, or null when it cannot be one (so the route answers 404). */
export function idOf(c: InboxContext): number | null {
  const raw = c.req.param("id") ?? "";
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}
