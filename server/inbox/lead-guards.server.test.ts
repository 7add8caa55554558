import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { REPLY_FORM_FIELD } from "../../app/server-pages/inbox/views.ts";
import type { Database } from "../store/open-database.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { OWNER as LAYLA, PASSWORD, useInboxServer } from "../../tests/server-support/inbox-server.ts";
import { csrfIn, page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

const OMAR = "omar@dunecrest.example";

/** Issue 27, items 7 to 10: what the lead's page and its forms refuse, and what they do once only. */
describeEachBackend("guards on working a lead", (backend) => {
  const inbox = useInboxServer(backend);
  const { account } = inbox;
  const start = () => inbox.signedInWithMail("owner");

  const replyTokenOf = async (visitor: Visitor, id: number) =>
    (await page(await visitor.get(`/inbox/submissions/${id}`))).querySelector<HTMLInputElement>(
      `form[action$="/reply"] input[name="${REPLY_FORM_FIELD}"]`,
    )?.value ?? "";
  const sentJobs = (database: Database) =>
    database.db.selectFrom("notification_outbox").select(["state"]).where("channel", "=", "reply").execute();

  it("answers ids past 2^31 (and any POST under them) as unknown: 404, never 500", async () => {
    const { visitor, token } = await start();
    for (const id of ["2147483648", "2147483647", "9999999999", "99999999999999999"]) {
      expect((await visitor.get(`/inbox/submissions/${id}`)).status, id).toBe(404);
      expect((await visitor.get(`/inbox/submissions/${id}/delete`)).status, id).toBe(404);
      for (const [action, fields] of [
        ["state", { state: "handled" }],
        ["resend", { channel: "email" }],
        ["delete", {}],
        ["assign", { assignee: "" }],
        ["notes", { note: "A note" }],
        ["reply", { reply: "Hello", [REPLY_FORM_FIELD]: "a".repeat(43) }],
        ["replied", {}],
      ] as const) {
        expect(
          (await visitor.post(`/inbox/submissions/${id}/${action}`, { _csrf: token, ...fields })).status,
          `${id} ${action}`,
        ).toBe(404);
      }
    }
  });

  it("answers an assignee past 2^31 as an unknown account: 404", async () => {
    const { server, visitor, token } = await start();
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    expect(
      (await visitor.post(`/inbox/submissions/${id}/assign`, { _csrf: token, assignee: "2147483648" }))
        .status,
    ).toBe(404);
  });

  it("sends a reply form once however often it is posted at once: one reply stored, one mail to the visitor", async () => {
    const { server, database, catcher, visitor, token } = await start();
    const { id } = await server.store.add(newLead({ createdAt: new Date(), email: "sara@example.com" }));
    const form = await replyTokenOf(visitor, id);
    expect(form).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const posts = await Promise.all(
      Array.from({ length: 4 }, () =>
        visitor.post(`/inbox/submissions/${id}/reply`, {
          _csrf: token,
          reply: "We will call tomorrow.",
          [REPLY_FORM_FIELD]: form,
        }),
      ),
    );
    expect(posts.map((response) => [response.status, response.headers.get("location")])).toEqual(
      Array.from({ length: 4 }, () => [303, `/inbox/submissions/${id}?done=replied`]),
    );
    // A retry later, after the mail has gone: still nothing more.
    await waitFor(
      async () => (await sentJobs(database)).every((job) => job.state === "sent"),
      "the reply sent",
    );
    expect(
      (
        await visitor.post(`/inbox/submissions/${id}/reply`, {
          _csrf: token,
          reply: "We will call tomorrow.",
          [REPLY_FORM_FIELD]: form,
        })
      ).status,
    ).toBe(303);
    expect(await sentJobs(database)).toEqual([{ state: "sent" }]);
    expect(catcher.mails.filter((mail) => mail.recipients.includes("sara@example.com"))).toHaveLength(1);
    expect(await database.db.selectFrom("lead_replies").select("id").execute()).toHaveLength(1);
    const timeline =
      (await page(await visitor.get(`/inbox/submissions/${id}`))).querySelector("#timeline-heading + ol")
        ?.textContent ?? "";
    expect(timeline.match(/sent a reply/g)).toHaveLength(1);
    // The page's next form is a new one: a second reply is a reply.
    const next = await replyTokenOf(visitor, id);
    expect(next).not.toBe(form);
    await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      reply: "One more thing.",
      [REPLY_FORM_FIELD]: next,
    });
    await waitFor(
      () => catcher.mails.filter((mail) => mail.recipients.includes("sara@example.com")).length === 2,
      "the second reply",
    );
  });

  it("refuses a reply posted without its form's token, keeping the text", async () => {
    const { server, database, visitor, token } = await start();
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    const refused = await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      reply: "Typed with care.",
    });
    expect(refused.status).toBe(400);
    const again = await page(refused);
    expect(again.querySelector("#lead-reply-problem")?.textContent).toBe(inboxCopy.lead.replyFormOld);
    expect(again.querySelector("#lead-reply")?.textContent).toBe("Typed with care.");
    expect(await database.db.selectFrom("lead_replies").select("id").execute()).toEqual([]);
  });

  it("does not answer a lead in Spam: no reply form or Mark replied on its page, a readable 409 for a post, nothing mailed", async () => {
    const { server, database, catcher, visitor, token } = await start();
    const { id } = await server.store.add(
      newLead({
        createdAt: new Date(),
        email: "spammer@example.com",
        message: "Cheap links",
        spamReasons: ["honeypot"],
      }),
    );
    const form = await replyTokenOf(visitor, id);
    expect(form).toBe("");
    const lead = await page(await visitor.get(`/inbox/submissions/${id}`));
    expect(lead.querySelector('form[action$="/replied"]')).toBeNull();
    expect(lead.querySelector('form[action$="/reply"]')).toBeNull();
    expect(lead.querySelector("#reply-heading")?.parentElement?.textContent).toContain(
      inboxCopy.lead.spamNoReply,
    );

    const reply = await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      reply: "Hello",
      [REPLY_FORM_FIELD]: "b".repeat(43),
    });
    expect(reply.status).toBe(409);
    expect((await page(reply)).querySelector('[role="alert"]')?.textContent).toBe(
      inboxCopy.lead.spamNotAnswered,
    );
    // Posted empty, or without a form token, the answer is the same: the refusal is the lead's state, not the text.
    for (const fields of [{ reply: " " }, { reply: "Hello" }]) {
      const refused = await visitor.post(`/inbox/submissions/${id}/reply`, { _csrf: token, ...fields });
      expect(refused.status).toBe(409);
      expect((await page(refused)).querySelector('[role="alert"]')?.textContent).toBe(
        inboxCopy.lead.spamNotAnswered,
      );
    }
    const marked = await visitor.post(`/inbox/submissions/${id}/replied`, { _csrf: token });
    expect(marked.status).toBe(409);
    expect((await page(marked)).querySelector('[role="alert"]')?.textContent).toBe(
      inboxCopy.lead.spamNotAnswered,
    );
    const row = await database.db
      .selectFrom("submissions")
      .select(["state", "first_answered_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "spam", first_answered_at: null });
    expect(await database.db.selectFrom("lead_replies").select("id").execute()).toEqual([]);
    expect(await sentJobs(database)).toEqual([]);

    // Released, it is a lead like any other.
    expect(
      (await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "new" })).status,
    ).toBe(303);
    const released = await replyTokenOf(visitor, id);
    expect(
      (
        await visitor.post(`/inbox/submissions/${id}/reply`, {
          _csrf: token,
          reply: "Hello",
          [REPLY_FORM_FIELD]: released,
        })
      ).status,
    ).toBe(303);
    await waitFor(
      () => catcher.mails.some((mail) => mail.recipients.includes("spammer@example.com")),
      "the reply after release",
    );
  });

  it("refuses a colleague's name, look-alike or not; marks (you) and credits the timeline by account", async () => {
    const { server, users, visitor } = await start();
    const omar = await account(users, OMAR, "member");
    const mallory = new Visitor(server.url);
    expect((await signIn(mallory, OMAR, PASSWORD)).status).toBe(303);
    const malloryToken = csrfIn(await (await mallory.get("/inbox/account")).text());
    for (const name of ["Layla Haddad", "layla haddad", "LayIa Haddad", "L\u0430yla Haddad"]) {
      expect(
        (await mallory.post("/inbox/account/name", { _csrf: malloryToken, name })).headers.get("location"),
        name,
      ).toBe("/inbox/account?notice=nameTaken");
    }
    expect(
      (await page(await mallory.get("/inbox/account?notice=nameTaken"))).querySelector('[role="alert"]')
        ?.textContent,
    ).toBe(inboxCopy.account.nameTaken);
    for (const name of [
      "Layla <layla@dunecrest.example>",
      '"Layla Haddad" layla@dunecrest.example',
      "ceo@bank.example",
    ]) {
      expect(
        (await mallory.post("/inbox/account/name", { _csrf: malloryToken, name })).headers.get("location"),
        name,
      ).toBe("/inbox/account?notice=nameInvalid");
    }
    expect((await users.findById(omar.id))?.displayName).toBeNull();

    // Omar acts under one name and is credited by his account after he changes it.
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    await mallory.post("/inbox/account/name", { _csrf: malloryToken, name: "Omar Saleh" });
    await mallory.post(`/inbox/submissions/${id}/notes`, { _csrf: malloryToken, note: "Called." });
    await mallory.post("/inbox/account/name", { _csrf: malloryToken, name: "Omar S." });
    const lead = await page(await visitor.get(`/inbox/submissions/${id}`));
    expect(lead.querySelector("#timeline-heading + ol")?.textContent).toContain("Omar S. added a note");
    const options = [...lead.querySelectorAll("#lead-assignee option")].map((option) => option.textContent);
    expect(options.filter((text) => text?.endsWith("(you)"))).toEqual(["Layla Haddad (you)"]);
  });

  it("shows a clash kept from before names were unique with the emails, (you) once, and lists it for the owner", async () => {
    const { server, database, layla, visitor, token } = await start();
    // As migration 0008 leaves a name two accounts already had: kept, without keys.
    await database.db
      .insertInto("users")
      .values({
        email: OMAR,
        role: "member",
        password_hash: null,
        setup_code_hash: null,
        setup_code_expires_at: null,
        created_at: new Date().toISOString(),
        display_name: "Layla Haddad",
      })
      .execute();
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    expect(
      (await visitor.post(`/inbox/submissions/${id}/assign`, { _csrf: token, assignee: String(layla.id) }))
        .status,
    ).toBe(303);
    const lead = await page(await visitor.get(`/inbox/submissions/${id}`));
    const options = [...lead.querySelectorAll("#lead-assignee option")].map((option) => option.textContent);
    expect(options).toEqual([
      inboxCopy.lead.nobody,
      `Layla Haddad (${LAYLA}) (you)`,
      `Layla Haddad (${OMAR})`,
    ]);
    expect(lead.querySelector("#timeline-heading + ol")?.textContent).toContain(
      `Layla Haddad (${LAYLA}) took it`,
    );

    const people = await page(await visitor.get("/inbox/people"));
    const notice = people.querySelector('[aria-labelledby="names-heading"]');
    expect(notice?.querySelector("h2")?.textContent).toBe(inboxCopy.people.namesHeading);
    expect([...(notice?.querySelectorAll("li") ?? [])].map((item) => item.textContent)).toEqual([
      `Layla Haddad (${LAYLA}): ${inboxCopy.people.nameProblems.clash}`,
      `Layla Haddad (${OMAR}): ${inboxCopy.people.nameProblems.clash}`,
    ]);
  });
});
