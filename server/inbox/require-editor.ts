import type { MiddlewareHandler } from "hono";
import { refuse, type InboxEnv } from "./inbox-context.ts";
import { sessionOf } from "./session-of.ts";

/**
 * The guard of every editor route (server/editor): a signed-in account
 * without the editor right gets the inbox's 403 page saying who may edit and
 * how to get the right. Read from the session on every request, so a right
 * taken back holds from the account's next request.
 */
export const requireEditor: MiddlewareHandler<InboxEnv> = async (c, next) =>
  sessionOf(c).user.canEdit ? next() : refuse(c, { editorsOnly: true });
