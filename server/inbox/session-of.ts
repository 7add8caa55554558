import type { AuthenticatedSession } from "../store/session-store.ts";
import type { InboxContext } from "./inbox-context.ts";

/** The session of a request the inbox's guard let through (inbox-app.ts): every route but sign-in's has one. */
export function sessionOf(c: InboxContext): AuthenticatedSession {
  const session = c.get("session");
  if (session === null) throw new Error("An inbox route ran without a session.");
  return session;
}

/** Only owners take data out or destroy it: exports, deletion and erasure. */
export const isOwner = (session: AuthenticatedSession) => session.user.role === "owner";
