import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import type { Database } from "./open-database.ts";
import { createOutbox } from "./outbox.ts";
import type { NewLead } from "../../app/lib/lead.ts";
import { createLeadIntake, RECEIPT_INTERVAL_MS } from "./lead-intake.ts";

const start = new Date("2025-03-01T10:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

/** Without phone or user agent, which no receipt rule reads. */
const submission = (overrides: Partial<NewLead> = {}) =>
  newLead({ phone: null, userAgent: null, createdAt: start, ...overrides });

describeEachBackend("the visitor's receipt in the outbox", (backend) => {
  const databases = useTestDatabases(backend);
  const connect = () => databases.fresh();
  const receiptsOf = (database: Database) =>
    database.db
      .selectFrom("notification_outbox")
      .select("submission_id")
      .where("channel", "=", "receipt")
      .orderBy("submission_id")
      .execute()
      .then((rows) => rows.map((row) => Number(row.submission_id)));

  it("queues a receipt beside the company's jobs only when receipts are on", async () => {
    const database = await connect();
    const { id } = await createLeadIntake(database, ["email"], { receipts: true }).add(submission());
    const { id: off } = await createLeadIntake(database, ["email"]).add(
      submission({ email: "other@example.com" }),
    );
    const jobs = await database.db
      .selectFrom("notification_outbox")
      .select(["submission_id", "channel"])
      .orderBy("id")
      .execute();
    expect(jobs.map((job) => [Number(job.submission_id), job.channel])).toEqual([
      [id, "email"],
      [id, "receipt"],
      [off, "email"],
    ]);
  });

  it("queues at most one receipt per address in 24 hours, whatever its case", async () => {
    const database = await connect();
    const store = createLeadIntake(database, ["email"], { receipts: true });
    // Each a different message: the same one twice within 10 minutes would be a double post, stored once.
    const message = (n: number) => ({ message: `Question ${n} about an AML project.` });
    const { id: first } = await store.add(submission(message(1)));
    await store.add(submission({ email: "Omar@Example.COM", createdAt: later(60_000), ...message(2) }));
    await store.add(submission({ createdAt: later(RECEIPT_INTERVAL_MS - 1), ...message(3) }));
    const { id: otherAddress } = await store.add(
      submission({ email: "layla@example.com", createdAt: later(60_000), ...message(4) }),
    );
    const { id: nextDay } = await store.add(
      submission({ createdAt: later(RECEIPT_INTERVAL_MS + 1), ...message(5) }),
    );
    expect(await receiptsOf(database)).toEqual([first, otherAddress, nextDay]);
  });

  it("queues one receipt for posts committed together", async () => {
    const database = await connect();
    const store = createLeadIntake(database, ["email"], { receipts: true });
    // Three different messages from one address: a double post would be stored once, not three times.
    const added = await Promise.all(
      [1, 2, 3].map((n) => store.add(submission({ message: `Message ${n} about an AML project.` }))),
    );
    expect(await receiptsOf(database)).toEqual([Math.min(...added.map((result) => result.id))]);
  });

  it("keeps the company's notification state apart from the receipt's", async () => {
    const database = await connect();
    const store = createLeadIntake(database, ["email"], { receipts: true });
    const outbox = createOutbox(database);
    await store.add(submission());
    const now = later(1_000);
    const lease = later(60_000);
    const [receipt] = await outbox.claim(["receipt"], now, lease, 10);
    if (receipt === undefined) throw new Error("no receipt job to claim");
    await outbox.markFailed(receipt, "550 no such user", null, now);
    expect((await store.list())[0]?.notificationState).toBe("pending");
    const [email] = await outbox.claim(["email"], now, lease, 10);
    if (email === undefined) throw new Error("no email job to claim");
    await outbox.markSent(email, now);
    expect((await store.list())[0]?.notificationState).toBe("sent");
  });
});
