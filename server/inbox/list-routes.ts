import type { Hono } from "hono";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { leadStates, type StateFilter, type LeadState } from "../../app/lib/lead.ts";
import { downloadHeaders, inboxPageHeaders } from "../headers/response-headers.ts";
import { leadPageView } from "./lead-view.ts";
import type { Channel } from "../store/schema.ts";
import { exportBody, exportFileName } from "./export-format.ts";
import {
  byViewer,
  viewerOf,
  type InboxContext,
  type InboxEnv,
  type InboxServices,
  seeOther,
} from "./inbox-context.ts";
import { filterToSearch, parseInboxQuery } from "./inbox-query.ts";
import { submissionsWord } from "./count-words.ts";
import { formFields } from "./form-fields.ts";
import { idOf } from "./row-id.ts";
import { isOwner, sessionOf } from "./session-of.ts";

/** The notices a redirect after an action may name. */
const listNotices = { deleted: "deleted" } as const;

/** The list, a lead's page and what is done to it there (state, resend, delete), and exports of the current filter. */
export function addListRoutes(
  app: Hono<InboxEnv>,
  services: InboxServices,
  notFound: (c: InboxContext) => Response,
  ownersOnly: (c: InboxContext) => Response,
): void {
  const { queries, leads, audit } = services;

  app.get("/", async (c) => {
    const session = sessionOf(c);
    const { filter, page, invalidDates } = parseInboxQuery(new URL(c.req.url).searchParams);
    const now = services.now();
    const scope = { viewerId: session.user.id, now };
    const [result, counts, days] = await Promise.all([
      queries.list(filter, page, scope),
      queries.counts(filter, scope),
      queries.dailyCounts(now),
    ]);
    const html = c.var.render({
      page: "list",
      viewer: viewerOf(session),
      filter,
      invalidDates: invalidDates.length > 0,
      items: result.items,
      total: result.total,
      pageNumber: result.page,
      pageCount: result.pageCount,
      counts,
      days,
      hrefs: {
        page: (n) => `/inbox${filterToSearch(filter, n)}`,
        tab: (state: StateFilter) => `/inbox${filterToSearch({ ...filter, state })}`,
        export: (kind) => `/inbox/export.${kind}${filterToSearch(filter)}`,
        toggle: (view) => `/inbox${filterToSearch({ ...filter, [view]: filter[view] !== true })}`,
      },
      ...(c.req.query("notice") === listNotices.deleted ? { notice: inboxCopy.confirmDelete.deleted } : {}),
    });
    return c.body(html, 200, inboxPageHeaders());
  });

  for (const kind of ["csv", "json"] as const) {
    app.get(`/export.${kind}`, async (c) => {
      const session = sessionOf(c);
      if (!isOwner(session)) return ownersOnly(c);
      const { filter } = parseInboxQuery(new URL(c.req.url).searchParams);
      const now = services.now();
      const rows = await queries.exportRows(filter, { viewerId: session.user.id, now });
      await audit.record(byViewer(session, "export", `${submissionsWord(rows.length)} (${kind})`), now);
      const { body, contentType } = exportBody(kind, rows);
      return c.body(body, 200, downloadHeaders(contentType, exportFileName(kind, filter, now)));
    });
  }

  app.get("/submissions/:id", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    const done = c.req.query("done");
    const notices = inboxCopy.lead.done;
    const notice = done !== undefined && Object.hasOwn(notices, done) ? notices[done] : undefined;
    const view =
      id === null
        ? null
        : await leadPageView(services, id, viewerOf(session), notice === undefined ? {} : { notice });
    if (view === null) return notFound(c);
    return c.body(c.var.render(view), 200, inboxPageHeaders());
  });

  app.post("/submissions/:id/state", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    const state = (await formFields(c)).state as LeadState | undefined;
    if (id === null || state === undefined || !leadStates.includes(state)) return notFound(c);
    const now = services.now();
    // Not spam: it is announced now, as it would have been when it arrived.
    // The company is told now; the visitor's receipt is not sent days after the post.
    const actor = { id: session.user.id, name: session.user.name };
    if (state === "new" && (await leads.releaseFromSpam(id, services.companyChannels, now, actor)))
      services.pokeNotifications();
    else if ((await leads.setState(id, state, now, actor)) === 0) return notFound(c);
    await audit.record(byViewer(session, "submission-state-changed", `submission ${id}: ${state}`), now);
    return seeOther(c, `/inbox/submissions/${id}?done=${state}`);
  });

  app.post("/submissions/:id/resend", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    const channel = (await formFields(c)).channel as Channel | undefined;
    if (id === null || channel === undefined || !services.channels.includes(channel)) return notFound(c);
    const now = services.now();
    if (!(await leads.resend(id, channel, now))) return notFound(c);
    services.pokeNotifications();
    await audit.record(byViewer(session, "notification-resent", `submission ${id}: ${channel}`), now);
    return seeOther(c, `/inbox/submissions/${id}?done=resent`);
  });

  app.get("/submissions/:id/delete", async (c) => {
    const session = sessionOf(c);
    if (!isOwner(session)) return ownersOnly(c);
    const id = idOf(c);
    const lead = id === null ? null : await queries.get(id);
    if (lead === null) return notFound(c);
    return c.body(
      c.var.render({ page: "confirmDelete", viewer: viewerOf(session), lead }),
      200,
      inboxPageHeaders(),
    );
  });

  app.post("/submissions/:id/delete", async (c) => {
    const session = sessionOf(c);
    if (!isOwner(session)) return ownersOnly(c);
    const id = idOf(c);
    if (id === null || !(await leads.remove(id))) return notFound(c);
    await audit.record(byViewer(session, "submission-deleted", `submission ${id}`), services.now());
    return seeOther(c, `/inbox?notice=${listNotices.deleted}`);
  });
}
