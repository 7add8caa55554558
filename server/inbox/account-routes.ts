import type { Hono } from "hono";
import type { AccountNotice } from "../../app/server-pages/inbox/views.ts";
import { inboxPageHeaders } from "../headers/response-headers.ts";
import { byViewer, viewerOf, type InboxEnv, type InboxServices, seeOther } from "./inbox-context.ts";
import { formFields } from "./form-fields.ts";
import { signedInRecently } from "./passkey-routes.ts";
import { sessionOf } from "./session-of.ts";
import { userSubject } from "../store/audit-log.ts";
import { DuplicateNameError, InvalidNameError } from "../store/user-store.ts";

const accountNotices: readonly AccountNotice[] = [
  "passkeyAdded",
  "passkeyRemoved",
  "passkeyFailed",
  "passkeyCancelled",
  "passkeyDuplicate",
  "passwordNeeded",
  "nameSaved",
  "nameInvalid",
  "nameTaken",
  "digestOn",
  "digestOff",
];

/** The account page: who is signed in, their name, their digest and their passkeys. */
export function addAccountRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { passkeys, audit, users } = services;

  app.get("/account", async (c) => {
    const session = sessionOf(c);
    const notice = c.req.query("notice") as AccountNotice | undefined;
    const [list, account] = await Promise.all([
      passkeys.listFor(session.user.id),
      users.findById(session.user.id),
    ]);
    return c.body(
      c.var.render({
        page: "account",
        viewer: viewerOf(session),
        passkeys: list.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
        passkeysOn: services.siteOrigin !== null,
        needsPassword: !signedInRecently(session, services.now()),
        displayName: account?.displayName ?? null,
        digestOff: account?.digestOff ?? false,
        // Replies and digests go out through the same mail server.
        mailOn: services.repliesOn,
        digestTime: services.digestTime,
        ...(notice !== undefined && accountNotices.includes(notice) ? { notice } : {}),
      }),
      200,
      inboxPageHeaders(),
    );
  });

  app.post("/account/name", async (c) => {
    const session = sessionOf(c);
    const raw = ((await formFields(c)).name ?? "").trim();
    try {
      await users.setDisplayName(session.user.id, raw === "" ? null : raw);
    } catch (error) {
      if (error instanceof InvalidNameError) return seeOther(c, "/inbox/account?notice=nameInvalid");
      if (error instanceof DuplicateNameError) return seeOther(c, "/inbox/account?notice=nameTaken");
      throw error;
    }
    await audit.record(
      byViewer(session, "display-name-set", userSubject(session.user.email)),
      services.now(),
    );
    return seeOther(c, "/inbox/account?notice=nameSaved");
  });

  app.post("/account/digest", async (c) => {
    const session = sessionOf(c);
    const off = (await formFields(c)).digest === "off";
    await users.setDigestOff(session.user.id, off);
    await audit.record(
      byViewer(session, "digest-changed", `${userSubject(session.user.email)}: ${off ? "off" : "on"}`),
      services.now(),
    );
    return seeOther(c, `/inbox/account?notice=${off ? "digestOff" : "digestOn"}`);
  });

  app.post("/passkeys/remove", async (c) => {
    const session = sessionOf(c);
    const id = (await formFields(c)).id ?? "";
    if (await passkeys.remove(session.user.id, id)) {
      await audit.record(byViewer(session, "passkey-removed", null), services.now());
    }
    return seeOther(c, "/inbox/account?notice=passkeyRemoved");
  });
}
