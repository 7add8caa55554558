import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { replyMailCopy } from "../../app/content/reply-mail.ts";
import { site } from "../../app/config/site.ts";
import { REPLY_FORM_FIELD } from "../../app/server-pages/inbox/views.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../store/open-database.ts";
import { createUserStore } from "../store/user-store.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import {
  OWNER as LAYLA,
  PASSWORD,
  REPLY_TO,
  useInboxServer,
  waitForOutboxDrained,
} from "../../tests/server-support/inbox-server.ts";
import { csrfIn, noticeOf, page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { readMail } from "../../tests/server-support/mail-parts.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

const OMAR = "omar@dunecrest.example";

describeEachBackend("working a lead over HTTP", (backend) => {
  const inbox = useInboxServer(backend);

  const start = async (config: Partial<ServerConfig> = {}) => {
    const running = await inbox.signedInWithMail("member", { autoreply: true, ...config });
    const omar = await inbox.account(running.users, OMAR, "owner");
    return { ...running, omar };
  };

  const auditRows = (database: Database) =>
    database.db.selectFrom("audit_log").select(["action", "subject"]).orderBy("id").execute();

  it("assigns a lead to a colleague, who is told by mail; shows the assignee in the list and under Mine", async () => {
    const { server, database, catcher, omar, visitor, token } = await start();
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    const assigned = await visitor.post(`/inbox/submissions/${id}/assign`, {
      _csrf: token,
      assignee: String(omar.id),
    });
    expect(assigned.status).toBe(303);
    expect(assigned.headers.get("location")).toBe(`/inbox/submissions/${id}?done=assigned`);
    await waitFor(() => catcher.mails.some((mail) => mail.recipients.includes(OMAR)), "the assignment mail");
    const mail = readMail(catcher.mails.find((found) => found.recipients.includes(OMAR))?.raw ?? "");
    expect(mail.header("Subject")).toBe("Lead for you: \u2068Omar Al Mansoori\u2069");
    expect(mail.parts[0]?.body).toContain(`Layla Haddad gave you the lead`);
    expect(mail.parts[0]?.body).toContain(`/inbox/submissions/${id}`);

    const list = await page(await visitor.get("/inbox?state=all"));
    expect(list.querySelector("main ul[aria-labelledby] li")?.textContent).toContain(
      `${inboxCopy.list.assignee}: omar@dunecrest.example`,
    );
    expect(
      (await page(await visitor.get("/inbox?state=all&mine=1"))).querySelectorAll(
        "main ul[aria-labelledby] li",
      ),
    ).toHaveLength(0);
    // Layla gives it to herself: nobody is mailed.
    await visitor.post(`/inbox/submissions/${id}/assign`, { _csrf: token, assignee: "" });
    await visitor.post(`/inbox/submissions/${id}/assign`, {
      _csrf: await csrfOf(visitor),
      assignee: String(await userId(database, LAYLA)),
    });
    expect(
      (await page(await visitor.get("/inbox?state=all&mine=1"))).querySelectorAll(
        "main ul[aria-labelledby] li",
      ),
    ).toHaveLength(1);
    await waitForOutboxDrained(database);
    expect(catcher.mails.filter((mail) => mail.recipients.includes(LAYLA))).toEqual([]);
    // An account that does not exist, or a form without the session's token, changes nothing.
    expect(
      (await visitor.post(`/inbox/submissions/${id}/assign`, { _csrf: token, assignee: "9999" })).status,
    ).toBe(404);
    expect(
      (await visitor.post(`/inbox/submissions/${id}/assign`, { _csrf: "wrong", assignee: "" })).status,
    ).toBe(403);
    expect(
      (
        await visitor.post(
          `/inbox/submissions/${id}/assign`,
          { _csrf: token, assignee: "" },
          { Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(
      (await auditRows(database)).filter((row) => row.action === "lead-assigned").map((row) => row.subject),
    ).toEqual([
      `submission ${id}: user ${omar.id}`,
      `submission ${id}: nobody`,
      `submission ${id}: user ${await userId(database, LAYLA)}`,
    ]);
  });

  it("sends a reply through the real SMTP server, threaded under the receipt, from the consultant's name, Reply-To the company", async () => {
    const { server, database, catcher, visitor, token } = await start();
    const { id } = await server.store.add(
      newLead({ createdAt: new Date(), email: "sara@example.com", fullName: "سارة أحمد", locale: "ar" }),
    );
    await waitFor(
      () => catcher.mails.some((mail) => mail.recipients.includes("sara@example.com")),
      "the receipt",
    );
    const receipt = readMail(
      catcher.mails.find((mail) => mail.recipients.includes("sara@example.com"))?.raw ?? "",
    );
    const receiptId = receipt.header("Message-ID");
    expect(receiptId).toMatch(/^<[0-9a-f-]{36}@dunecrest\.example>$/);

    // The outbox marks the receipt sent just after the mail server took it.
    await waitFor(
      async () =>
        (
          await database.db
            .selectFrom("notification_outbox")
            .select("state")
            .where("channel", "=", "receipt")
            .executeTakeFirst()
        )?.state === "sent",
      "the receipt marked sent",
    );
    const sent = await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      [REPLY_FORM_FIELD]: await replyFormOf(visitor, id),
      reply: "Thank you for your message.\r\nWe will call you tomorrow.",
    });
    expect(sent.status).toBe(303);
    await waitFor(
      () => catcher.mails.filter((mail) => mail.recipients.includes("sara@example.com")).length === 2,
      "the reply",
    );
    const raw = catcher.mails.filter((mail) => mail.recipients.includes("sara@example.com"))[1]?.raw ?? "";
    const reply = readMail(raw);
    const words = replyMailCopy.ar({ company: site.name });
    expect(reply.header("Subject")).toBe(`${words.subjectPrefix} ${words.subject}`);
    expect(reply.header("From")).toBe(`"Layla Haddad (${site.name})" <web@dunecrest.example>`);
    expect(reply.header("Reply-To")).toBe(REPLY_TO);
    expect(reply.header("In-Reply-To")).toBe(receiptId);
    expect(reply.header("References")).toBe(receiptId);
    expect(reply.header("Message-ID")).toMatch(/^<[0-9a-f-]{36}@dunecrest\.example>$/);
    expect(reply.parts).toHaveLength(1);
    expect(reply.parts[0]?.contentType).toMatch(/^text\/plain/);
    expect(reply.parts[0]?.body.replace(/\r\n/g, "\n")).toContain(
      `${words.greeting}\n\nThank you for your message.\nWe will call you tomorrow.\n\n${words.signOff}\nLayla Haddad`,
    );

    // The lead is answered and handled; the reply is on its timeline with its delivery.
    await waitFor(
      async () =>
        (await page(await visitor.get(`/inbox/submissions/${id}`))).body.textContent?.includes(
          "delivered to the mail server",
        ) === true,
      "the delivery on the timeline",
    );
    const lead = await page(await visitor.get(`/inbox/submissions/${id}`));
    expect(lead.querySelector("#timeline-heading + ol")?.textContent).toContain(
      "Layla Haddad sent a reply (delivered to the mail server)",
    );
    expect(lead.querySelector("#timeline-heading + ol")?.textContent).toContain("We will call you tomorrow.");
    expect(lead.body.textContent).not.toContain(inboxCopy.lead.notAnswered);

    // A second reply threads under the first.
    await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      [REPLY_FORM_FIELD]: await replyFormOf(visitor, id),
      reply: "One more thing.",
    });
    await waitFor(
      () => catcher.mails.filter((mail) => mail.recipients.includes("sara@example.com")).length === 3,
      "the second reply",
    );
    const second = readMail(
      catcher.mails.filter((mail) => mail.recipients.includes("sara@example.com"))[2]?.raw ?? "",
    );
    expect(second.header("In-Reply-To")).toBe(reply.header("Message-ID"));

    const audit = await auditRows(database);
    expect(audit.filter((row) => row.action === "reply-sent").map((row) => row.subject)).toEqual([
      `submission ${id}`,
      `submission ${id}`,
    ]);
    expect(JSON.stringify(audit)).not.toContain("tomorrow");
  });

  it("omits In-Reply-To when the visitor has had no mail from us", async () => {
    const { server, catcher, visitor, token } = await start({ autoreply: false });
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      [REPLY_FORM_FIELD]: await replyFormOf(visitor, id),
      reply: "Hello there.",
    });
    await waitFor(
      () => catcher.mails.some((mail) => mail.recipients.includes("omar@example.com")),
      "the reply",
    );
    const reply = readMail(
      catcher.mails.find((mail) => mail.recipients.includes("omar@example.com"))?.raw ?? "",
    );
    expect(reply.header("In-Reply-To")).toBeUndefined();
    expect(reply.header("References")).toBeUndefined();
    expect(reply.header("Subject")).toBe(`Re: Your message to ${site.name}`);
  });

  it("keeps notes on the lead, finds the lead by them, refuses an empty one keeping the page, and audits without the text", async () => {
    const { server, database, visitor, token } = await start();
    const { id } = await server.store.add(newLead({ createdAt: new Date() }));
    const refused = await visitor.post(`/inbox/submissions/${id}/notes`, { _csrf: token, note: "   " });
    expect(refused.status).toBe(400);
    expect((await page(refused)).querySelector("#lead-note-problem")?.textContent).toBe(inboxCopy.lead.empty);
    expect(
      (
        await visitor.post(`/inbox/submissions/${id}/notes`, {
          _csrf: token,
          note: "Prefers Arabic; call after 4.",
        })
      ).status,
    ).toBe(303);
    const lead = await page(await visitor.get(`/inbox/submissions/${id}?done=noted`));
    expect(noticeOf(lead)).toBe(inboxCopy.lead.done.noted);
    expect(lead.querySelector("#timeline-heading + ol")?.textContent).toContain(
      "Prefers Arabic; call after 4.",
    );
    expect(
      (await page(await visitor.get("/inbox?state=all&q=after%204"))).querySelectorAll(
        "main ul[aria-labelledby] li",
      ),
    ).toHaveLength(1);
    const audit = await auditRows(database);
    expect(audit.filter((row) => row.action === "note-added")).toEqual([
      { action: "note-added", subject: `submission ${id}` },
    ]);
    expect(JSON.stringify(audit)).not.toContain("Arabic");
  });

  it("marks a lead replied: answered now, moved to Handled, off the Overdue filter", async () => {
    const { server, visitor, token } = await start({ holidays: [] });
    // Two weeks old and unanswered: overdue whatever the day.
    const { id } = await server.store.add(newLead({ createdAt: new Date(Date.now() - 14 * 24 * 3_600_000) }));
    const overdue = await page(await visitor.get("/inbox?overdue=1"));
    expect(overdue.querySelectorAll("main ul[aria-labelledby] li")).toHaveLength(1);
    expect(overdue.querySelector("main ul[aria-labelledby] li")?.textContent).toMatch(/Overdue by \d+ h/);
    expect((await visitor.post(`/inbox/submissions/${id}/replied`, { _csrf: token })).status).toBe(303);
    expect(
      (await page(await visitor.get("/inbox?overdue=1&state=all"))).querySelectorAll(
        "main ul[aria-labelledby] li",
      ),
    ).toHaveLength(0);
    const lead = await page(await visitor.get(`/inbox/submissions/${id}`));
    expect(lead.body.textContent).toContain("Layla Haddad marked it replied");
    expect(lead.body.textContent).toContain("Layla Haddad moved it to Handled");
    expect(lead.querySelector("main dl time[dateTime]:not([dateTime=''])")).not.toBeNull();

    // Insights, over its default range: the lead's week, one lead answered, a fortnight late.
    const insights = await page(await visitor.get("/inbox/insights"));
    const answers = [...insights.querySelectorAll("table")].find(
      (table) => table.caption?.textContent === inboxCopy.answerTimes.caption,
    );
    const week = [...(answers?.querySelectorAll("tbody tr") ?? [])].map((row) =>
      [...row.querySelectorAll("th, td")].slice(1).map((cell) => cell.textContent),
    );
    expect(week).toEqual([
      ["1", "1", inboxCopy.answerTimes.duration(14 * 24 * 3_600_000), inboxCopy.answerTimes.withinOf(0, 1)],
    ]);
  });

  it("puts a person's notes and replies in their data export, and erases them with their leads", async () => {
    const { server, database, visitor, token } = await start({ autoreply: false });
    const { id } = await server.store.add(newLead({ createdAt: new Date(), email: "sara@example.com" }));
    await visitor.post(`/inbox/submissions/${id}/notes`, { _csrf: token, note: "Budget approved in Q1." });
    await visitor.post(`/inbox/submissions/${id}/reply`, {
      _csrf: token,
      [REPLY_FORM_FIELD]: await replyFormOf(visitor, id),
      reply: "We can start in January.",
    });
    const owner = new Visitor(server.url);
    expect((await signIn(owner, OMAR, PASSWORD)).status).toBe(303);
    const ownerToken = await csrfOf(owner);
    const json = await owner.post("/inbox/people/export", {
      _csrf: ownerToken,
      email: "sara@example.com",
      format: "json",
    });
    expect(json.status).toBe(200);
    const [row] = (await json.json()) as {
      id: number;
      notes: { body: string; authorName: string }[];
      replies: { body: string }[];
    }[];
    expect(row).toMatchObject({
      id,
      notes: [{ body: "Budget approved in Q1.", authorName: "Layla Haddad" }],
      replies: [{ body: "We can start in January." }],
    });
    const csv = await (
      await owner.post("/inbox/people/export", {
        _csrf: ownerToken,
        email: "sara@example.com",
        format: "csv",
      })
    ).text();
    expect(csv.split("\r\n")[0]).toMatch(/,notes,replies$/);
    expect(csv).toContain("Budget approved in Q1.");
    expect(
      (
        await owner.post("/inbox/people/erase", {
          _csrf: ownerToken,
          email: "sara@example.com",
          confirm: "yes",
        })
      ).status,
    ).toBe(200);
    for (const table of ["lead_notes", "lead_replies", "lead_events"] as const) {
      expect(await database.db.selectFrom(table).select("id").execute(), table).toEqual([]);
    }
  });

  it("sets the display name and turns the digest off and on from the Account page", async () => {
    const { database, visitor, token } = await start();
    expect(
      (await visitor.post("/inbox/account/name", { _csrf: token, name: "Layla H." })).headers.get("location"),
    ).toBe("/inbox/account?notice=nameSaved");
    expect(
      (await visitor.post("/inbox/account/name", { _csrf: token, name: "x".repeat(81) })).headers.get(
        "location",
      ),
    ).toBe("/inbox/account?notice=nameInvalid");
    expect(
      (await visitor.post("/inbox/account/digest", { _csrf: token, digest: "off" })).headers.get("location"),
    ).toBe("/inbox/account?notice=digestOff");
    const users = await createUserStore(database).colleagues();
    expect(users.find((user) => user.email === LAYLA)).toMatchObject({ name: "Layla H.", digestOff: true });
    const accountPage = await page(await visitor.get("/inbox/account"));
    expect(accountPage.querySelector<HTMLInputElement>("#account-name")?.value).toBe("Layla H.");
    expect(accountPage.body.textContent).toContain(inboxCopy.account.digestTurnOn);
  });

  it("says on the Account page whether the digest can go out: with mail it is sent, without it the page says what to ask for", async () => {
    const { visitor } = await start();
    const withMail =
      (await page(await visitor.get("/inbox/account"))).querySelector("main")?.textContent ?? "";
    expect(withMail).toContain(inboxCopy.account.digestIsOn);
    expect(withMail).not.toContain(inboxCopy.account.digestNoMail);

    const noMail = await inbox.signedIn();
    const withoutMail =
      (await page(await noMail.visitor.get("/inbox/account"))).querySelector("main")?.textContent ?? "";
    expect(withoutMail).toContain(inboxCopy.account.digestNoMail);
    expect(withoutMail).toContain(inboxCopy.account.digestWaitsForMail);
    expect(withoutMail).not.toContain(inboxCopy.account.digestIsOn);
    // Staff words, not the server's settings (SMTP_URL, SITE_URL): passkeys are off here too.
    expect(withoutMail).toContain(inboxCopy.account.passkeysOff);
    expect(withoutMail).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
  });
});

async function csrfOf(visitor: Visitor): Promise<string> {
  return csrfIn(await (await visitor.get("/inbox/account")).text());
}

/** The one-time token of the lead page's reply form, as a browser would post it. */
async function replyFormOf(visitor: Visitor, id: number): Promise<string> {
  const lead = await page(await visitor.get(`/inbox/submissions/${id}`));
  return lead.querySelector<HTMLInputElement>(`input[name="${REPLY_FORM_FIELD}"]`)?.value ?? "";
}

async function userId(database: Database, email: string): Promise<number> {
  const row = await database.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
