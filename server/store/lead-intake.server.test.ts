import { afterEach, expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead as submission } from "../../tests/server-support/submissions.ts";
import type { Kysely } from "kysely";
import { migrateTo, migrateToLatest } from "./migrations.ts";
import { openDatabase, type Database } from "./open-database.ts";
import { createOutbox } from "./outbox.ts";
import type { NewLead } from "../../app/lib/lead.ts";
import { createLeadIntake } from "./lead-intake.ts";

describeEachBackend("submission store", (backend) => {
  const open: Database[] = [];
  const connect = async () => {
    const database = openDatabase(await backend.freshDatabase());
    open.push(database);
    await migrateToLatest(database);
    return database;
  };
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });
  /** One submission stored with its email and webhook jobs waiting, a second before `now`. */
  const awaitingBothChannels = async () => {
    const database = await connect();
    const store = createLeadIntake(database, ["email", "webhook"]);
    const outbox = createOutbox(database);
    const id = (await store.add(submission({ createdAt: new Date("2025-01-01T00:00:00.000Z") }))).id;
    return { database, store, outbox, id, now: new Date("2025-01-01T00:00:01.000Z") };
  };

  it("stores a submission with every field and reads it back", async () => {
    const store = createLeadIntake(await connect(), []);
    const id = (
      await store.add(submission({ phone: null, message: "Line one\nLine two — ünïcödé ✓", locale: "ar" }))
    ).id;
    const [stored] = await store.list();
    expect(stored).toEqual({
      id,
      createdAt: "2026-03-01T10:00:00.000Z",
      fullName: "Omar Al Mansoori",
      email: "omar@example.com",
      phone: null,
      message: "Line one\nLine two — ünïcödé ✓",
      userAgent: "test-agent",
      notificationState: "none",
      state: "new",
      locale: "ar",
      spamReasons: [],
      // Added without a source: unknown.
      source: {
        formPage: null,
        landingPage: null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
    });
  });

  it("stores spam under its state with its reasons, and queues no notification for it", async () => {
    const database = await connect();
    const store = createLeadIntake(database, ["email", "webhook"]);
    const spam = await store.add(submission({ spamReasons: ["honeypot", "too-fast"] }));
    const real = await store.add(submission({ message: "A real message." }));
    expect(spam.duplicate || real.duplicate).toBe(false);
    const [storedSpam, storedReal] = await store.get([spam.id, real.id]);
    expect(storedSpam).toMatchObject({
      state: "spam",
      spamReasons: ["honeypot", "too-fast"],
      notificationState: "none",
    });
    expect(storedReal).toMatchObject({ state: "new", spamReasons: [], notificationState: "pending" });
    const jobs = await database.db.selectFrom("notification_outbox").select("submission_id").execute();
    expect(jobs.map((job) => Number(job.submission_id))).toEqual([real.id, real.id]);
  });

  it("stores the same post within 10 minutes once, also when both arrive together", async () => {
    const store = createLeadIntake(await connect(), ["email"]);
    const at = (minutes: number, overrides: Partial<NewLead> = {}) =>
      submission({
        createdAt: new Date(Date.parse("2026-03-01T10:00:00.000Z") + minutes * 60_000),
        ...overrides,
      });
    const [first, second] = await Promise.all([store.add(at(0)), store.add(at(0))]);
    expect(first).toEqual({ id: first?.id, duplicate: false });
    expect(second).toEqual({ id: first?.id, duplicate: true });
    // Whitespace and the address's case do not make it another post; another name or phone does.
    expect(
      await store.add(
        at(9, { email: "OMAR@example.com", message: "Please call me about  an AML screening\nproject." }),
      ),
    ).toMatchObject({ duplicate: true });
    expect(await store.add(at(1, { fullName: "Omar A." }))).toMatchObject({ duplicate: false });
    expect(await store.add(at(2, { phone: null }))).toMatchObject({ duplicate: false });
    expect(await store.add(at(11))).toMatchObject({ duplicate: false });
    expect(await store.list()).toHaveLength(4);
  });

  it("purges spam older than its cutoff and nothing else", async () => {
    const store = createLeadIntake(await connect(), []);
    const old = new Date("2025-01-01T00:00:00.000Z");
    await store.add(submission({ createdAt: old, spamReasons: ["many-links"] }));
    const real = await store.add(submission({ createdAt: old, message: "A real message." }));
    const recentSpam = await store.add(
      submission({ createdAt: new Date("2025-02-15T00:00:00.000Z"), spamReasons: ["honeypot"] }),
    );
    expect(await store.purgeSpamOlderThan(new Date("2025-02-01T00:00:00.000Z"))).toBe(1);
    expect((await store.list()).map((row) => row.id)).toEqual([real.id, recentSpam.id]);
  });

  it("keeps every submission of the schema before the inbox when it upgrades, as new English messages", async () => {
    const database = openDatabase(await backend.freshDatabase());
    open.push(database);
    await migrateTo(database, "0002-health-probe");
    const db = database.db as unknown as Kysely<{ submissions: Record<string, unknown> }>;
    await db
      .insertInto("submissions")
      .values(
        [1, 2].map((n) => ({
          created_at: `2024-0${n}-01T00:00:00.000Z`,
          full_name: `Lead ${n}`,
          email: `lead${n}@example.com`,
          phone: null,
          message: `Message ${n}`,
          user_agent: null,
          notification_state: "sent",
        })),
      )
      .execute();
    await migrateToLatest(database);
    const stored = await createLeadIntake(database, []).list();
    expect(
      stored.map(({ fullName, state, locale, notificationState }) => ({
        fullName,
        state,
        locale,
        notificationState,
      })),
    ).toEqual([
      { fullName: "Lead 1", state: "new", locale: "en", notificationState: "sent" },
      { fullName: "Lead 2", state: "new", locale: "en", notificationState: "sent" },
    ]);
  });

  it("runs migrations again without harm", async () => {
    const database = await connect();
    await migrateToLatest(database);
    await expect(createLeadIntake(database, []).ping()).resolves.toBeUndefined();
  });

  it("commits many concurrent submissions, each with its own id", async () => {
    const store = createLeadIntake(await connect(), ["email"]);
    const ids = await Promise.all(
      Array.from({ length: 120 }, (_, index) => store.add(submission({ message: `message ${index}` }))),
    );
    expect(new Set(ids.map((result) => result.id)).size).toBe(120);
    const stored = await store.list();
    expect(stored.map((row) => row.message).sort()).toEqual(
      Array.from({ length: 120 }, (_, index) => `message ${index}`).sort(),
    );
    expect(stored.every((row) => row.notificationState === "pending")).toBe(true);
  });

  it("lists from a date and purges what is older than a cutoff, with its notifications", async () => {
    const database = await connect();
    const store = createLeadIntake(database, ["webhook"]);
    await store.add(submission({ createdAt: new Date("2024-01-01T00:00:00.000Z"), fullName: "Old" }));
    await store.add(submission({ createdAt: new Date("2025-06-01T00:00:00.000Z"), fullName: "New" }));
    expect(
      (await store.list({ since: new Date("2025-01-01T00:00:00.000Z") })).map((row) => row.fullName),
    ).toEqual(["New"]);

    expect(await store.purgeOlderThan(new Date("2025-01-01T00:00:00.000Z"))).toBe(1);
    expect((await store.list()).map((row) => row.fullName)).toEqual(["New"]);
    const outboxRows = await database.db.selectFrom("notification_outbox").select("submission_id").execute();
    expect(outboxRows).toHaveLength(1);
  });

  it("counts submissions by age and notification state", async () => {
    const store = createLeadIntake(await connect(), []);
    const now = new Date("2025-06-30T12:00:00.000Z");
    await store.add(submission({ createdAt: new Date("2025-06-30T11:00:00.000Z") }));
    await store.add(submission({ createdAt: new Date("2025-06-27T00:00:00.000Z") }));
    await store.add(submission({ createdAt: new Date("2025-06-10T00:00:00.000Z") }));
    await store.add(submission({ createdAt: new Date("2025-01-01T00:00:00.000Z") }));
    expect(await store.stats(now)).toEqual({
      total: 4,
      last24Hours: 1,
      last7Days: 2,
      last30Days: 3,
      oldest: "2025-01-01T00:00:00.000Z",
      newest: "2025-06-30T11:00:00.000Z",
      notifications: { none: 4, pending: 0, sent: 0, failed: 0 },
    });
  });

  it("leases outbox jobs so that no two claims take the same one", async () => {
    const { outbox, id, now } = await awaitingBothChannels();
    const lease = new Date("2025-01-01T00:02:00.000Z");

    const [first, second] = await Promise.all([
      outbox.claim(["email", "webhook"], now, lease, 10),
      outbox.claim(["email", "webhook"], now, lease, 10),
    ]);
    const claimed = [...first, ...second];
    expect(claimed.map((job) => job.channel).sort()).toEqual(["email", "webhook"]);
    expect(claimed.every((job) => job.submissionId === id && job.attempts === 1)).toBe(true);
    // Until the lease ends nothing is due; after it, an unfinished job comes back.
    expect(await outbox.claim(["email", "webhook"], now, lease, 10)).toEqual([]);
    const again = await outbox.claim(
      ["email"],
      new Date("2025-01-01T00:02:00.000Z"),
      new Date("2025-01-01T00:04:00.000Z"),
      10,
    );
    expect(again).toMatchObject([{ channel: "email", attempts: 2 }]);
  });

  it("follows the jobs in the submission's notification state", async () => {
    const { database, store, outbox, id, now } = await awaitingBothChannels();
    const jobs = await outbox.claim(["email", "webhook"], now, new Date("2025-01-01T00:01:00.000Z"), 10);
    const email = jobs.find((job) => job.channel === "email");
    const webhook = jobs.find((job) => job.channel === "webhook");
    if (email === undefined || webhook === undefined) throw new Error("both jobs should be claimed");

    await outbox.markSent(email, now);
    expect((await store.get([id]))[0]?.notificationState).toBe("pending");
    await outbox.markFailed(webhook, "connection refused", new Date("2025-01-01T00:05:00.000Z"), now);
    expect((await store.get([id]))[0]?.notificationState).toBe("pending");
    const retried = await outbox.claim(
      ["webhook"],
      new Date("2025-01-01T00:05:00.000Z"),
      new Date("2025-01-01T00:06:00.000Z"),
      10,
    );
    expect(retried).toMatchObject([{ channel: "webhook", attempts: 2 }]);
    await outbox.markFailed(webhook, "still refused", null, now);
    expect((await store.get([id]))[0]?.notificationState).toBe("failed");
    const row = await database.db
      .selectFrom("notification_outbox")
      .selectAll()
      .where("channel", "=", "webhook")
      .executeTakeFirst();
    expect(row).toMatchObject({ state: "failed", last_error: "still refused" });
  });
});
