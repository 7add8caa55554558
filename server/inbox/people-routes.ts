import type { Hono } from "hono";
import { downloadHeaders, inboxPageHeaders } from "../headers/response-headers.ts";
import { exportFileName, personExportBody } from "./export-format.ts";
import {
  byViewer,
  viewerOf,
  type InboxContext,
  type InboxEnv,
  type InboxServices,
  seeOther,
} from "./inbox-context.ts";
import { submissionsWord } from "./count-words.ts";
import { formFields } from "./form-fields.ts";
import { isOwner, sessionOf } from "./session-of.ts";
import type { AuthenticatedSession } from "../store/session-store.ts";
import { userSubject } from "../store/audit-log.ts";
import { OwnerRightError } from "../store/user-store.ts";
import type { InboxView } from "../../app/server-pages/inbox/views.ts";

const summary = (
  rows: readonly {
    id: number;
    createdAt: string;
    fullName: string;
    email: string;
    message: string;
    state: "new" | "handled" | "spam";
  }[],
) =>
  rows.map(({ id, createdAt, fullName, email, state }) => ({
    id,
    createdAt,
    fullName,
    email,
    excerpt: "",
    state,
  }));

/**
 * The owners' page of people: every account's editor right, given and taken
 * back here (each change in the audit log), and a person's data on request
 * (access and erasure, as the privacy notice promises): found, exported and
 * erased by email address, which travels in form posts only, so it stays out
 * of URLs, logs and browser history.
 */
export function addPeopleRoutes(
  app: Hono<InboxEnv>,
  services: InboxServices,
  ownersOnly: (c: InboxContext) => Response,
): void {
  const { queries, leads, audit, users } = services;

  /** The page, always with every account's right and the accounts whose names must change: owners come here, and only owners can ask for it. */
  const peoplePage = async (
    c: InboxContext,
    session: AuthenticatedSession,
    extra: Omit<
      Extract<InboxView, { page: "people" }>,
      "page" | "viewer" | "namesToChange" | "accounts"
    > = {},
  ) => {
    const [namesToChange, accounts] = await Promise.all([users.namesToChange(), users.list()]);
    return c.var.render({
      page: "people",
      viewer: viewerOf(session),
      namesToChange,
      accounts: accounts.map(({ email, displayName, role, canEdit }) => ({
        email,
        name: displayName ?? email,
        role,
        canEdit,
      })),
      ...extra,
    });
  };

  // A person's data is exported and erased by owners only.
  app.use("/people/*", async (c, next) => (isOwner(sessionOf(c)) ? next() : ownersOnly(c)));
  app.use("/people", async (c, next) => (isOwner(sessionOf(c)) ? next() : ownersOnly(c)));

  app.get("/people", async (c) => c.body(await peoplePage(c, sessionOf(c)), 200, inboxPageHeaders()));

  app.post("/people", async (c) => {
    const session = sessionOf(c);
    const email = ((await formFields(c)).email ?? "").trim();
    if (email === "") return seeOther(c, "/inbox/people");
    const matches = summary(await queries.byEmail(email));
    return c.body(await peoplePage(c, session, { email, matches }), 200, inboxPageHeaders());
  });

  // Given and taken back by an owner (the guard above); an owner's own right comes with the role.
  app.post("/people/editor", async (c) => {
    const session = sessionOf(c);
    const fields = await formFields(c);
    const editor = fields.editor === "yes";
    let changed: Awaited<ReturnType<typeof users.setEditor>>;
    try {
      changed = await users.setEditor(fields.email ?? "", editor);
    } catch (error) {
      if (error instanceof OwnerRightError) return seeOther(c, "/inbox/people");
      throw error;
    }
    if (changed === null)
      return c.body(
        await peoplePage(c, session, { editorChange: "unknownAccount" }),
        200,
        inboxPageHeaders(),
      );
    if (changed.changed) {
      await audit.record(
        byViewer(session, editor ? "editor-granted" : "editor-revoked", userSubject(changed.user.email)),
        services.now(),
      );
    }
    const editorChange = {
      change: editor ? ("granted" as const) : ("revoked" as const),
      name: changed.user.name,
    };
    return c.body(await peoplePage(c, session, { editorChange }), 200, inboxPageHeaders());
  });

  app.post("/people/export", async (c) => {
    const session = sessionOf(c);
    const fields = await formFields(c);
    const email = (fields.email ?? "").trim();
    const kind = fields.format === "json" ? "json" : "csv";
    const rows = await queries.byEmail(email);
    const ids = rows.map((row) => row.id);
    const [notes, replies] = await Promise.all([services.leads.notesOf(ids), services.leads.repliesOf(ids)]);
    const now = services.now();
    await audit.record(
      byViewer(session, "person-exported", `${submissionsWord(rows.length)} (${kind})`),
      now,
    );
    const { body, contentType } = personExportBody(kind, rows, { notes, replies });
    return c.body(
      body,
      200,
      downloadHeaders(contentType, exportFileName(kind, { state: "all" }, now, "person")),
    );
  });

  app.post("/people/erase", async (c) => {
    const session = sessionOf(c);
    const fields = await formFields(c);
    const email = (fields.email ?? "").trim();
    if (fields.confirm !== "yes") {
      const matches = summary(await queries.byEmail(email));
      return c.body(
        await peoplePage(c, session, { email, matches, confirmErase: matches.length > 0 }),
        200,
        inboxPageHeaders(),
      );
    }
    const { count, ids } = await leads.eraseByEmail(email);
    await audit.record(
      byViewer(
        session,
        "submissions-erased",
        ids.length === 0 ? "0 submissions" : `submissions ${ids.join(", ")}`,
      ),
      services.now(),
    );
    return c.body(await peoplePage(c, session, { erased: count }), 200, inboxPageHeaders());
  });
}
