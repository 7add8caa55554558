import type { Hono } from "hono";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { REPLY_FORM_FIELD } from "../../app/server-pages/inbox/views.ts";
import type { Actor } from "../store/lead-store.ts";
import type { AuthenticatedSession } from "../store/session-store.ts";
import { inboxPageHeaders } from "../headers/response-headers.ts";
import {
  byViewer,
  viewerOf,
  type InboxContext,
  type InboxEnv,
  type InboxServices,
  seeOther,
} from "./inbox-context.ts";
import { formFields } from "./form-fields.ts";
import { idOf, parseRowId } from "./row-id.ts";
import { leadPageView } from "./lead-view.ts";
import { sessionOf } from "./session-of.ts";

/** Long enough for any note; a page of text at most. */
const NOTE_MAX = 5_000;
/** A full answer with a plan in it. */
const REPLY_MAX = 10_000;

const copy = inboxCopy.lead;

const actorOf = (session: AuthenticatedSession): Actor => ({ id: session.user.id, name: session.user.name });

/** Text as typed, line endings made one kind; null when there is nothing but spaces. */
function textOf(raw: string | undefined): string | null {
  const text = (raw ?? "").replace(/\r\n?/g, "\n");
  return text.trim() === "" ? null : text;
}

/**
 * Working a lead, open to every account (members and owners alike): give it
 * to someone, leave a note, reply to the visitor, or record a reply sent
 * elsewhere. Each is audited by lead id, never with the text.
 */
export function addLeadRoutes(
  app: Hono<InboxEnv>,
  services: InboxServices,
  notFound: (c: InboxContext) => Response,
): void {
  const { leads, audit } = services;

  /** 409 with the lead's page saying why: a lead in Spam is not answered until it is released. */
  const inSpam = async (c: InboxContext, id: number) => {
    const view = await leadPageView(services, id, viewerOf(sessionOf(c)), { error: copy.spamNotAnswered });
    return view === null ? notFound(c) : c.body(c.var.render(view), 409, inboxPageHeaders());
  };

  /** The lead's page again with the refused text kept and the reason beside its field (a reply to a lead in Spam has no field: that refusal stands). */
  const refused = async (
    c: InboxContext,
    id: number,
    field: "note" | "reply",
    value: string,
    text: string,
  ) => {
    const view = await leadPageView(services, id, viewerOf(sessionOf(c)), {
      problem: { field, text, value },
    });
    if (view === null) return notFound(c);
    if (field === "reply" && view.message.state === "spam") return inSpam(c, id);
    return c.body(c.var.render(view), 400, inboxPageHeaders());
  };

  app.post("/submissions/:id/assign", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    const raw = (await formFields(c)).assignee ?? "";
    const assignee = raw === "" ? null : parseRowId(raw);
    if (id === null || (raw !== "" && assignee === null)) return notFound(c);
    const now = services.now();
    if (!(await leads.assign(id, assignee, actorOf(session), now))) return notFound(c);
    if (assignee !== null && assignee !== session.user.id) services.pokeNotifications();
    await audit.record(
      byViewer(
        session,
        "lead-assigned",
        `submission ${id}: ${assignee === null ? "nobody" : `user ${assignee}`}`,
      ),
      now,
    );
    return seeOther(c, `/inbox/submissions/${id}?done=assigned`);
  });

  app.post("/submissions/:id/notes", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    if (id === null) return notFound(c);
    const raw = (await formFields(c)).note ?? "";
    const note = textOf(raw);
    if (note === null) return refused(c, id, "note", raw, copy.empty);
    if (Array.from(note).length > NOTE_MAX) return refused(c, id, "note", raw, copy.tooLong(NOTE_MAX));
    const now = services.now();
    if (!(await leads.addNote(id, actorOf(session), note, now))) return notFound(c);
    await audit.record(byViewer(session, "note-added", `submission ${id}`), now);
    return seeOther(c, `/inbox/submissions/${id}?done=noted`);
  });

  app.post("/submissions/:id/reply", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    if (id === null || !services.repliesOn) return notFound(c);
    const fields = await formFields(c);
    const raw = fields.reply ?? "";
    const formToken = fields[REPLY_FORM_FIELD] ?? "";
    const reply = textOf(raw);
    if (reply === null) return refused(c, id, "reply", raw, copy.empty);
    if (Array.from(reply).length > REPLY_MAX) return refused(c, id, "reply", raw, copy.tooLong(REPLY_MAX));
    // Without its form's token a post cannot be told from its repeat: sent again from the page, it has one.
    if (!/^[A-Za-z0-9_-]{43}$/.test(formToken)) return refused(c, id, "reply", raw, copy.replyFormOld);
    const now = services.now();
    const result = await leads.reply(id, actorOf(session), reply, formToken, now);
    if (result === "missing") return notFound(c);
    if (result === "spam") return inSpam(c, id);
    // "repeated": the same form again (a double click, a retry) is answered as the first was, with nothing stored or mailed.
    if (result === "done") {
      services.pokeNotifications();
      await audit.record(byViewer(session, "reply-sent", `submission ${id}`), now);
    }
    return seeOther(c, `/inbox/submissions/${id}?done=replied`);
  });

  app.post("/submissions/:id/replied", async (c) => {
    const session = sessionOf(c);
    const id = idOf(c);
    if (id === null) return notFound(c);
    const now = services.now();
    const result = await leads.markReplied(id, actorOf(session), now);
    if (result === "missing") return notFound(c);
    if (result === "spam") return inSpam(c, id);
    await audit.record(byViewer(session, "marked-replied", `submission ${id}`), now);
    return seeOther(c, `/inbox/submissions/${id}?done=markedReplied`);
  });
}
