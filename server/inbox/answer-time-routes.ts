import type { Hono } from "hono";
import { weekOf, weeklyAnswerFigures } from "../../app/lib/business-days.ts";
import { addDays, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import { viewerOf, type InboxEnv, type InboxServices } from "./inbox-context.ts";
import { sessionOf } from "./session-of.ts";

/** A quarter of weekly figures: enough to see a trend, short enough to read on a phone. */
const WEEKS_SHOWN = 13;

/** Per week, how soon leads were first answered and how many within the promise (newest week first). */
export function addAnswerTimeRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  app.get("/answer-times", async (c) => {
    const now = services.now();
    // From the Monday that starts the oldest week shown, so every week is whole.
    const since = dubaiDayStart(addDays(weekOf(now), -7 * (WEEKS_SHOWN - 1)));
    const weeks = weeklyAnswerFigures(await services.messages.answerTimes(since), services.holidays, now).reverse();
    return c.body(services.render({ page: "answerTimes", viewer: viewerOf(sessionOf(c)), weeks }), 200, services.headers.inboxPage());
  });
}
