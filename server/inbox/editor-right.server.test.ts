import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import {
  auditRows,
  OWNER,
  PASSWORD,
  sessionToken,
  useInboxServer,
} from "../../tests/server-support/inbox-server.ts";
import type { Handler } from "hono";
import type { InboxEnv, InboxRouteAdder } from "./inbox-context.ts";
import { requireEditor } from "./require-editor.ts";

const MEMBER = "omar@dunecrest.example";

/** The editor's routes in miniature, added the way server/editor's are: behind the guard, answering with what they read. */
const probeRoutes: InboxRouteAdder = (app) => {
  app.use("/site", requireEditor);
  app.use("/site/*", requireEditor);
  // Beside the real editor's pages, which the server adds first: a path of its own.
  app.get("/site/probe", (c) => c.text("the editor"));
  const bytesRead: Handler<InboxEnv> = async (c) => c.text(String((await c.req.arrayBuffer()).byteLength));
  app.post("/site/probe", bytesRead);
  app.post("/site/uploads/probe", bytesRead);
  app.post("/account/probe", bytesRead);
};

const bytes = (count: number) => Buffer.alloc(count, "x").toString();

describeEachBackend("the editor right", (backend) => {
  const inbox = useInboxServer(backend);
  const { account, signedIn } = inbox;

  /** The owner signed in, with the probe's routes, and Omar (a member) signed in beside. */
  const ownerAndMember = async () => {
    const running = await signedIn({}, { inboxRoutes: [probeRoutes] });
    await account(running.users, MEMBER, "member", "Omar Saleh");
    const member = new Visitor(running.server.url);
    expect((await signIn(member, MEMBER, PASSWORD)).status).toBe(303);
    return { ...running, member };
  };

  const siteLinks = async (visitor: Visitor) =>
    [...(await page(await visitor.get("/inbox/account"))).querySelectorAll('nav a[href="/inbox/site"]')].map(
      (link) => link.textContent,
    );

  const editorRows = async (database: Parameters<typeof auditRows>[0]) =>
    (await auditRows(database)).filter((row) => row.action.startsWith("editor-"));

  it("is given to a member by the owner on the People page and taken back, each in the audit log, and holds from the member's next request", async () => {
    const { database, visitor, member } = await ownerAndMember();
    const refused = await member.get("/inbox/site/probe");
    expect(refused.status).toBe(403);
    const refusal = await page(refused);
    expect(refusal.querySelector("h1")?.textContent).toBe(inboxCopy.forbidden.heading);
    expect(refusal.querySelector("main p")?.textContent).toBe(inboxCopy.forbidden.editorsOnly);
    expect(await siteLinks(member)).toEqual([]);
    expect(await siteLinks(visitor)).toEqual([inboxCopy.nav.site]);

    const people = await page(await visitor.get("/inbox/people"));
    const rows = [...people.querySelectorAll("#editors-heading ~ ul > li")].map((row) => row.textContent);
    expect(rows[0]).toContain(inboxCopy.people.ownerCanEdit);
    expect(rows[1]).toContain(inboxCopy.people.cannotEdit);
    expect(rows[1]).toContain(inboxCopy.people.grant);

    const token = await sessionToken(visitor);
    const granted = await visitor.post("/inbox/people/editor", {
      _csrf: token,
      email: MEMBER,
      editor: "yes",
    });
    expect(granted.status).toBe(200);
    const grantedPage = await page(granted);
    expect(grantedPage.querySelector('[role="status"]')?.textContent).toBe(
      inboxCopy.people.granted("Omar Saleh"),
    );
    expect(grantedPage.querySelectorAll("#editors-heading ~ ul > li")[1]?.textContent).toContain(
      inboxCopy.people.revoke,
    );
    // Asked twice (a reload): one change, one row.
    await visitor.post("/inbox/people/editor", { _csrf: token, email: MEMBER, editor: "yes" });

    const let_in = await member.get("/inbox/site/probe");
    expect(let_in.status).toBe(200);
    expect(await let_in.text()).toBe("the editor");
    expect(await siteLinks(member)).toEqual([inboxCopy.nav.site]);

    const revoked = await page(
      await visitor.post("/inbox/people/editor", { _csrf: token, email: MEMBER, editor: "no" }),
    );
    expect(revoked.querySelector('[role="status"]')?.textContent).toBe(
      inboxCopy.people.revoked("Omar Saleh"),
    );
    expect((await member.get("/inbox/site/probe")).status).toBe(403);
    expect(await siteLinks(member)).toEqual([]);

    expect(await editorRows(database)).toEqual([
      { actor_email: OWNER, action: "editor-granted", subject: `user ${MEMBER}` },
      { actor_email: OWNER, action: "editor-revoked", subject: `user ${MEMBER}` },
    ]);
  });

  it("cannot be given or taken by a member, even an editor, nor taken from an owner", async () => {
    const { database, users, visitor, member } = await ownerAndMember();
    await account(users, "sara@dunecrest.example", "member");
    await users.setEditor(MEMBER, true);
    const memberToken = await sessionToken(member);
    for (const [email, editor] of [
      ["sara@dunecrest.example", "yes"],
      [MEMBER, "no"],
      [OWNER, "no"],
    ] as const) {
      const refused = await member.post("/inbox/people/editor", { _csrf: memberToken, email, editor });
      expect(refused.status, email).toBe(403);
      expect((await page(refused)).querySelector("main p")?.textContent).toBe(inboxCopy.forbidden.ownersOnly);
    }
    const ownerToken = await sessionToken(visitor);
    const owners = await visitor.post("/inbox/people/editor", {
      _csrf: ownerToken,
      email: OWNER,
      editor: "no",
    });
    expect(owners.status).toBe(303);
    expect(owners.headers.get("location")).toBe("/inbox/people");
    expect((await users.list()).map((user) => [user.email, user.canEdit])).toEqual([
      [OWNER, true],
      [MEMBER, true],
      ["sara@dunecrest.example", false],
    ]);
    expect((await visitor.get("/inbox/site/probe")).status).toBe(200);
    expect(await editorRows(database)).toEqual([]);
  });

  it("guards routes added from outside the inbox with its session, Origin and CSRF checks", async () => {
    const { server, visitor } = await ownerAndMember();
    expect((await visitor.get("/inbox/site/probe")).status).toBe(200);
    const token = await sessionToken(visitor);
    const post = (who: Visitor, headers: Record<string, string>) =>
      who.request("POST", "/inbox/site/probe", {
        body: "x",
        headers: { "Content-Type": "application/octet-stream", Origin: who.origin, ...headers },
      });
    expect((await post(visitor, { "X-CSRF-Token": token })).status).toBe(200);
    expect((await post(visitor, {})).status).toBe(403);
    expect((await post(visitor, { "X-CSRF-Token": token, Origin: "https://elsewhere.example" })).status).toBe(
      403,
    );
    const stranger = new Visitor(server.url);
    const away = await stranger.get("/inbox/site/probe");
    expect(away.status).toBe(303);
    expect(away.headers.get("location")).toBe(`/inbox?next=${encodeURIComponent("/inbox/site/probe")}`);
    expect((await post(stranger, {})).status).toBe(401);
  });

  it("takes up to 1 MiB on the editor's forms and 11 MiB on its uploads, while every other inbox post keeps 64 KiB", async () => {
    const { visitor } = await ownerAndMember();
    const token = await sessionToken(visitor);
    const post = (path: string, body: string) =>
      visitor.request("POST", path, {
        body,
        headers: {
          "Content-Type": "application/octet-stream",
          Origin: visitor.origin,
          "X-CSRF-Token": token,
        },
      });
    const form = await post("/inbox/site/probe", bytes(900 * 1024));
    expect(form.status).toBe(200);
    expect(await form.text()).toBe(String(900 * 1024));
    const upload = await post("/inbox/site/uploads/probe", bytes(10 * 1024 * 1024));
    expect(upload.status).toBe(200);
    expect(await upload.text()).toBe(String(10 * 1024 * 1024));
    expect((await post("/inbox/account/probe", bytes(65 * 1024))).status).toBe(413);
    expect((await post("/inbox/site/probe", bytes(1024 * 1024 + 1))).status).toBe(413);
  });
});
