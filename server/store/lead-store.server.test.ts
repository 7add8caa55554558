import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createLeadStore } from "./lead-store.ts";
import { migrateTo, migrateToLatest } from "./migrations.ts";
import { openDatabase, type Database } from "./open-database.ts";
import { createOutbox } from "./outbox.ts";
import { createLeadIntake } from "./lead-intake.ts";
import { createUserStore } from "./user-store.ts";

const AT = new Date("2026-03-02T06:00:00.000Z");

describeEachBackend("lead store", (backend) => {
  const databases = useTestDatabases(backend);

  const setUp = async () => {
    const database = await databases.fresh();
    const submissions = createLeadIntake(database, ["email"], { receipts: true });
    const users = createUserStore(database);
    const layla = (await users.add("layla@dunecrest.example", "owner", AT, "Layla Haddad")).user;
    const omar = (await users.add("omar@dunecrest.example", "member", AT)).user;
    const { id } = await submissions.add(newLead());
    return {
      database,
      leads: createLeadStore(database),
      users,
      layla: { id: layla.id, name: layla.name },
      omar: { id: omar.id, name: omar.name },
      id,
    };
  };
  const jobs = (database: Database) =>
    database.db
      .selectFrom("notification_outbox")
      .select(["id", "submission_id", "channel", "payload", "message_id", "job_key"])
      .orderBy("id")
      .execute();
  const lead = (database: Database, id: number) =>
    database.db
      .selectFrom("submissions")
      .select(["state", "assignee_id", "first_answered_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("names an account by its display name, or by its email without one", async () => {
    const { users, layla, omar } = await setUp();
    expect(layla.name).toBe("Layla Haddad");
    expect(omar.name).toBe("omar@dunecrest.example");
    expect(await users.setDisplayName(omar.id, "  Omar   Saleh ")).toBe(true);
    expect((await users.findById(omar.id))?.name).toBe("Omar Saleh");
    await expect(users.setDisplayName(omar.id, "x\u202Ey")).rejects.toThrow(/display name/);
    await expect(users.setDisplayName(omar.id, "")).rejects.toThrow(/display name/);
    await users.setDigestOff(omar.id, true);
    expect((await users.colleagues()).map(({ name, digestOff }) => ({ name, digestOff }))).toEqual([
      { name: "Layla Haddad", digestOff: false },
      { name: "Omar Saleh", digestOff: true },
    ]);
  });

  it("assigns a lead and clears it, each with an event; mails the assignee only when someone else assigns", async () => {
    const { database, leads, layla, omar, id } = await setUp();
    expect(await leads.assign(id, layla.id, layla, AT)).toBe(true);
    expect((await jobs(database)).filter((job) => job.channel === "assignment")).toEqual([]);
    expect(await leads.assign(id, omar.id, layla, AT)).toBe(true);
    const assignment = (await jobs(database)).filter((job) => job.channel === "assignment");
    expect(assignment).toHaveLength(1);
    expect(assignment[0]?.submission_id).toBeNull();
    expect(JSON.parse(assignment[0]?.payload ?? "null")).toEqual({
      submissionId: id,
      assigneeId: omar.id,
      byName: "Layla Haddad",
    });
    expect(
      await leads.assignmentToSend({ submissionId: id, assigneeId: omar.id, byName: "Layla Haddad" }),
    ).toMatchObject({
      assignee: { email: "omar@dunecrest.example" },
      lead: { id, fullName: "Omar Al Mansoori" },
    });
    expect(Number((await lead(database, id)).assignee_id)).toBe(omar.id);
    expect(await leads.assign(id, null, omar, AT)).toBe(true);
    expect((await lead(database, id)).assignee_id).toBeNull();
    // Given to someone else since: the mail has nothing to say.
    expect(
      await leads.assignmentToSend({ submissionId: id, assigneeId: omar.id, byName: "Layla Haddad" }),
    ).toBeNull();
    expect(await leads.assign(id, 9999, layla, AT)).toBe(false);
    expect(await leads.assign(9999, layla.id, layla, AT)).toBe(false);
    expect(
      (await leads.events(id)).map(({ kind, actorName, detail }) => ({ kind, actorName, detail })),
    ).toEqual([
      { kind: "assigned", actorName: "Layla Haddad", detail: "Layla Haddad" },
      { kind: "assigned", actorName: "Layla Haddad", detail: "omar@dunecrest.example" },
      { kind: "unassigned", actorName: "omar@dunecrest.example", detail: null },
    ]);
  });

  it("keeps notes, and a reply queued with its own Message-ID that threads under the receipt once it was sent", async () => {
    const { database, leads, layla, id } = await setUp();
    expect(await leads.addNote(id, layla, "Called, no answer.", AT)).toBe(true);
    expect(await leads.notes(id)).toEqual([
      {
        id: expect.any(Number),
        submissionId: id,
        authorName: "Layla Haddad",
        body: "Called, no answer.",
        createdAt: AT.toISOString(),
      },
    ]);

    const later = new Date(AT.getTime() + 60_000);
    expect(await leads.reply(id, layla, "Thank you, we will call.", "form-1", later)).toBe("done");
    expect(await lead(database, id)).toMatchObject({ state: "handled" });
    expect(new Date(String((await lead(database, id)).first_answered_at)).toISOString()).toBe(
      later.toISOString(),
    );
    const [reply] = await leads.replies(id);
    expect(reply).toMatchObject({
      authorName: "Layla Haddad",
      body: "Thank you, we will call.",
      delivery: "pending",
    });
    const all = await jobs(database);
    const receipt = all.find((job) => job.channel === "receipt");
    const replyJob = all.find((job) => job.channel === "reply");
    expect(receipt?.message_id).toMatch(/^<[0-9a-f-]{36}@dunecrest\.example>$/);
    expect(replyJob?.message_id).toMatch(/^<[0-9a-f-]{36}@/);
    expect(Number(replyJob?.submission_id)).toBe(id);

    // The receipt has not gone out yet: the reply starts the thread.
    const payload = { replyId: reply?.id ?? 0 };
    expect(await leads.replyToSend(payload)).toMatchObject({
      inReplyTo: null,
      messageId: replyJob?.message_id,
      visitor: { email: "omar@example.com", locale: "en" },
    });
    const outbox = createOutbox(database);
    const claimed = await outbox.claim(["receipt"], later, new Date(later.getTime() + 60_000), 10);
    for (const job of claimed) await outbox.markSent(job, later);
    expect(await leads.replyToSend(payload)).toMatchObject({ inReplyTo: receipt?.message_id });
    // A reply's delivery changes no company notification state.
    const [replyClaim] = await outbox.claim(["reply"], later, new Date(later.getTime() + 60_000), 10);
    if (replyClaim !== undefined) await outbox.markSent(replyClaim, later);
    expect((await leads.replies(id))[0]?.delivery).toBe("sent");
    const state = await database.db
      .selectFrom("submissions")
      .select("notification_state")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(state.notification_state).toBe("pending");
  });

  it("marks a lead replied once: the first answer stays, the state moves to handled and back only by hand", async () => {
    const { database, leads, omar, id } = await setUp();
    const first = new Date(AT.getTime() + 3_600_000);
    expect(await leads.markReplied(id, omar, first)).toBe("done");
    await database.db.updateTable("submissions").set({ state: "new" }).where("id", "=", id).execute();
    expect(await leads.markReplied(id, omar, new Date(first.getTime() + 3_600_000))).toBe("done");
    expect(new Date(String((await lead(database, id)).first_answered_at)).toISOString()).toBe(
      first.toISOString(),
    );
    expect((await leads.events(id)).map((event) => event.kind)).toEqual([
      "marked-replied",
      "state",
      "marked-replied",
      "state",
    ]);
    expect(await leads.markReplied(9999, omar, first)).toBe("missing");
  });

  it("deletes notes, replies and events with their lead", async () => {
    const { database, leads, layla, id } = await setUp();
    await leads.addNote(id, layla, "A note", AT);
    await leads.reply(id, layla, "A reply", "form-1", AT);
    await database.db.deleteFrom("submissions").where("id", "=", id).execute();
    for (const table of ["lead_notes", "lead_replies", "lead_events"] as const) {
      expect(await database.db.selectFrom(table).select("id").execute()).toEqual([]);
    }
  });

  it("keeps a removed account's notes and events under its name, and frees its leads", async () => {
    const { database, leads, users, omar, id } = await setUp();
    await leads.assign(id, omar.id, omar, AT);
    await leads.addNote(id, omar, "Spoke to them.", AT);
    expect(await users.remove("omar@dunecrest.example")).toBe(true);
    expect((await lead(database, id)).assignee_id).toBeNull();
    expect((await leads.notes(id)).map((note) => note.authorName)).toEqual(["omar@dunecrest.example"]);
    expect((await leads.events(id)).map((event) => event.actorName)).toEqual([
      "omar@dunecrest.example",
      "omar@dunecrest.example",
    ]);
  });

  it("keeps every outbox row and account when it upgrades from the release before", async () => {
    const database = openDatabase(await backend.freshDatabase());
    try {
      await migrateTo(database, "0005-throttle-backoff-and-audit-bursts");
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await db
        .insertInto("users")
        .values({ email: "layla@dunecrest.example", role: "owner", created_at: AT.toISOString() })
        .execute();
      await db
        .insertInto("submissions")
        .values({
          created_at: AT.toISOString(),
          full_name: "Lead",
          email: "lead@example.com",
          phone: null,
          message: "Hi",
          user_agent: null,
          notification_state: "sent",
        })
        .execute();
      const [submission] = await db.selectFrom("submissions").select("id").execute();
      await db
        .insertInto("notification_outbox")
        .values({
          submission_id: submission?.id,
          channel: "email",
          state: "sent",
          attempts: 1,
          next_attempt_at: AT.toISOString(),
          updated_at: AT.toISOString(),
        })
        .execute();
      await migrateToLatest(database);
      expect(await jobs(database)).toEqual([
        {
          id: 1,
          submission_id: submission?.id,
          channel: "email",
          payload: null,
          message_id: null,
          job_key: null,
        },
      ]);
      expect(await createUserStore(database).colleagues()).toEqual([
        {
          id: expect.any(Number),
          email: "layla@dunecrest.example",
          name: "layla@dunecrest.example",
          digestOff: false,
          nameClash: false,
        },
      ]);
      expect(await lead(database, Number(submission?.id))).toEqual({
        state: "new",
        assignee_id: null,
        first_answered_at: null,
      });
    } finally {
      await database.close();
    }
  });
});
