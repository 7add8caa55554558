import type { Hono } from "hono";
import type { AccountNotice } from "../../app/server-pages/inbox/views.ts";
import { byViewer, viewerOf, type InboxEnv, type InboxServices, seeOther } from "./inbox-context.ts";
import { formFields } from "./form-fields.ts";
import { signedInRecently } from "./passkey-routes.ts";
import { sessionOf } from "./session-of.ts";

const accountNotices: readonly AccountNotice[] = ["passkeyAdded", "passkeyRemoved", "passkeyFailed", "passkeyCancelled", "passkeyDuplicate", "passwordNeeded"];

/** The account page: who is signed in, and their passkeys. */
export function addAccountRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { passkeys, audit, headers } = services;

  app.get("/account", async (c) => {
    const session = sessionOf(c);
    const notice = c.req.query("notice") as AccountNotice | undefined;
    const list = await passkeys.listFor(session.user.id);
    return c.body(
      services.render({
        page: "account",
        viewer: viewerOf(session),
        passkeys: list.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
        passkeysOn: services.siteOrigin !== null,
        needsPassword: !signedInRecently(session, services.now()),
        ...(notice !== undefined && accountNotices.includes(notice) ? { notice } : {}),
      }),
      200,
      headers.inboxPage(),
    );
  });

  app.post("/passkeys/remove", async (c) => {
    const session = sessionOf(c);
    const id = (await formFields(c)).id ?? "";
    if (await passkeys.remove(session.user.id, id)) {
      await audit.record(byViewer(session, "passkey-removed", null), services.now());
    }
    return seeOther(c, services, "/inbox/account?notice=passkeyRemoved");
  });
}
