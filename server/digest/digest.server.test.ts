import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { startMailCatcher } from "../../tests/server-support/mail-catcher.ts";
import { readMail } from "../../tests/server-support/mail-parts.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { startTestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import type { Database } from "../store/open-database.ts";
import { createDigestStore, type DigestPayload } from "../store/digest-store.ts";
import { createLeadStore } from "../store/lead-store.ts";
import { createOutbox } from "../store/outbox.ts";
import { createLeadIntake } from "../store/lead-intake.ts";
import { createUserStore } from "../store/user-store.ts";
import { staffMailCopy } from "../../app/content/inbox/staff-mail.ts";
import { receiptCopy } from "../../app/content/receipt.ts";
import { replyMailCopy } from "../../app/content/reply-mail.ts";
import { createDigestSender, digestText } from "../notify/digest-sender.ts";
import { createSmtpTransport } from "../notify/smtp-transport.ts";
import { startDigestScheduler } from "./digest-scheduler.ts";

/** Monday 2026-11-30, 08:30 Dubai. */
const MONDAY_0830 = new Date("2026-11-30T04:30:00.000Z");
const HOUR_MS = 60 * 60 * 1000;

describeEachBackend("the morning digest", (backend) => {
  const databases = useTestDatabases(backend);

  const setUp = async () => {
    const config = await backend.freshDatabase();
    const database = await databases.open(config);
    const users = createUserStore(database);
    const layla = (await users.add("layla@dunecrest.example", "owner", MONDAY_0830, "Layla Haddad")).user;
    const omar = (await users.add("omar@dunecrest.example", "member", MONDAY_0830)).user;
    const sara = (await users.add("sara@dunecrest.example", "member", MONDAY_0830)).user;
    await users.setDigestOff(sara.id, true);
    const submissions = createLeadIntake(database, []);
    // Thursday's lead, never answered: overdue on Monday. Sunday's lead: new since the last digest. One spam.
    const overdue = (
      await submissions.add(
        newLead({ createdAt: new Date("2026-11-26T06:00:00.000Z"), fullName: "Overdue lead", message: "a" }),
      )
    ).id;
    const fresh = (
      await submissions.add(
        newLead({ createdAt: new Date("2026-11-30T02:00:00.000Z"), fullName: "Fresh lead", message: "b" }),
      )
    ).id;
    await submissions.add(
      newLead({
        createdAt: new Date("2026-11-30T01:00:00.000Z"),
        fullName: "Bot",
        message: "c",
        spamReasons: ["honeypot"],
      }),
    );
    await createLeadStore(database).assign(overdue, omar.id, { id: layla.id, name: layla.name }, MONDAY_0830);
    return { config, database, layla, omar, sara, overdue, fresh };
  };
  const digestJobs = (database: Database) =>
    database.db
      .selectFrom("notification_outbox")
      .select(["job_key", "payload", "submission_id"])
      .where("channel", "=", "digest")
      .orderBy("job_key")
      .execute();

  it("queues one digest per account that wants it, with the new, the overdue and the spam; none when there is nothing to say", async () => {
    const { database, layla, omar, overdue, fresh } = await setUp();
    const digests = createDigestStore(database, new Set());
    expect(await digests.queueDigests("2026-11-30", MONDAY_0830)).toBe(2);
    expect(await digests.queueDigests("2026-11-30", new Date(MONDAY_0830.getTime() + HOUR_MS))).toBe(0);
    const jobs = await digestJobs(database);
    expect(jobs.map((job) => job.job_key)).toEqual([
      `digest:${layla.id}:2026-11-30`,
      `digest:${omar.id}:2026-11-30`,
    ]);
    expect(jobs.every((job) => job.submission_id === null)).toBe(true);
    const payload = JSON.parse(jobs[0]?.payload ?? "null") as DigestPayload;
    expect(payload).toMatchObject({
      newIds: [fresh],
      overdueIds: [overdue],
      spam: 1,
      since: "2026-11-29T04:30:00.000Z",
    });

    const content = await digests.contentOf(payload);
    expect(content).toMatchObject({
      recipient: { email: "layla@dunecrest.example", name: "Layla Haddad" },
      newLeads: [{ id: fresh, fullName: "Fresh lead" }],
      overdue: [{ id: overdue, fullName: "Overdue lead", assigneeName: "omar@dunecrest.example" }],
      spam: 1,
    });
    const text = digestText(
      content ?? (null as never),
      "https://www.dunecrest.example",
      staffMailCopy.digest,
    );
    expect(text).toContain(`https://www.dunecrest.example/inbox/submissions/${fresh}`);
    expect(text).toContain(
      `assigned to omar@dunecrest.example: https://www.dunecrest.example/inbox/submissions/${overdue}`,
    );
    expect(text).toContain("1 message was caught as spam: https://www.dunecrest.example/inbox?state=spam");

    // Tuesday: nothing new, the overdue lead answered, no spam: the day is decided without a mail.
    await createLeadStore(database).markReplied(
      overdue,
      { id: layla.id, name: layla.name },
      new Date("2026-11-30T06:00:00.000Z"),
    );
    await createLeadStore(database).markReplied(
      fresh,
      { id: layla.id, name: layla.name },
      new Date("2026-11-30T06:00:00.000Z"),
    );
    expect(await digests.queueDigests("2026-12-01", new Date("2026-12-01T04:30:00.000Z"))).toBe(0);
    expect(
      await database.db.selectFrom("digest_runs").select("day").where("day", "=", "2026-12-01").execute(),
    ).toHaveLength(2);
  });

  it("sends exactly one digest per account and day when two schedulers share the database", async () => {
    const { config, database } = await setUp();
    const second = await databases.open(config);
    const queued: number[] = [];
    const schedulers = [database, second].map((db) =>
      startDigestScheduler({
        digests: createDigestStore(db, new Set()),
        time: "08:30",
        holidays: new Set(),
        checkMs: 24 * HOUR_MS,
        now: () => MONDAY_0830,
        onQueued: () => queued.push(1),
        log: () => undefined,
      }),
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.check()));
    await Promise.all(schedulers.map((scheduler) => scheduler.check()));
    for (const scheduler of schedulers) await scheduler.stop();
    expect(await digestJobs(database)).toHaveLength(2);
    expect(await database.db.selectFrom("digest_runs").select("user_id").execute()).toHaveLength(2);
  });

  it("queues nothing on a weekend, a holiday, or before the time", async () => {
    const { database } = await setUp();
    const at = async (now: Date, holidays: ReadonlySet<string> = new Set()) => {
      const scheduler = startDigestScheduler({
        digests: createDigestStore(database, holidays),
        time: "08:30",
        holidays,
        checkMs: 24 * HOUR_MS,
        now: () => now,
        onQueued: () => undefined,
        log: () => undefined,
      });
      await scheduler.check();
      await scheduler.stop();
      return (await digestJobs(database)).length;
    };
    expect(await at(new Date("2026-11-28T04:30:00.000Z"))).toBe(0); // Saturday
    expect(await at(new Date("2026-11-30T04:29:00.000Z"))).toBe(0); // Monday 08:29
    expect(await at(MONDAY_0830, new Set(["2026-11-30"]))).toBe(0); // a holiday
    expect(await at(MONDAY_0830)).toBe(2);
  });

  it("mails the digest through a real SMTP server, and nothing to an account that turned it off since", async () => {
    const { database, layla } = await setUp();
    const catcher = await startMailCatcher();
    try {
      const digests = createDigestStore(database, new Set());
      await digests.queueDigests("2026-11-30", MONDAY_0830);
      await createUserStore(database).setDigestOff(layla.id, true);
      const smtp = {
        url: `smtp://127.0.0.1:${catcher.port}`,
        to: ["leads@dunecrest.example"],
        from: "web@dunecrest.example",
      };
      const transport = createSmtpTransport(smtp.url);
      const sender = createDigestSender(transport, smtp, null, digests, () => ({
        staff: staffMailCopy,
        receipt: receiptCopy,
        reply: replyMailCopy,
      }));
      const outbox = createOutbox(database);
      const jobs = await outbox.claim(["digest"], MONDAY_0830, new Date(MONDAY_0830.getTime() + HOUR_MS), 10);
      for (const job of jobs) await sender.send(job, AbortSignal.timeout(5_000));
      transport.close();
      expect(catcher.mails.map((mail) => mail.recipients)).toEqual([["omar@dunecrest.example"]]);
      const mail = readMail(catcher.mails[0]?.raw ?? "");
      expect(mail.header("Subject")).toBe("Inbox this morning: 1 new lead, 1 overdue, 1 spam");
      expect(mail.parts[0]?.body).toContain("/inbox/submissions/");
    } finally {
      await catcher.close();
    }
  });
});

describeEachBackend("the morning digest from running servers", (backend) => {
  const suite = useServerTestContext();
  const databases = useTestDatabases(backend);

  it("two instances on one database mail each account exactly one digest", async () => {
    const catcher = await startMailCatcher();
    suite.cleanup(() => catcher.close());
    const config = await backend.freshDatabase();
    // SQLite has one instance; two servers on one file stand in for two on PostgreSQL.
    const database = await databases.open(config);
    const users = createUserStore(database);
    // A Monday morning already past, so the queued digests are due at once for the outbox's real clock.
    const monday = new Date("2026-11-23T04:30:00.000Z");
    await users.add("layla@dunecrest.example", "owner", monday);
    await users.add("omar@dunecrest.example", "member", monday);
    await createLeadIntake(database, []).add(newLead({ createdAt: new Date("2026-11-23T02:00:00.000Z") }));
    const servers = await Promise.all(
      [0, 1].map(() =>
        startTestServer(
          {
            staticDir: suite.staticDir,
            database: config,
            smtp: {
              url: `smtp://127.0.0.1:${catcher.port}`,
              to: ["leads@dunecrest.example"],
              from: "web@dunecrest.example",
            },
          },
          { pollMs: 20, digestCheckMs: 20, digestNow: () => monday },
        ),
      ),
    );
    const stops = servers.map((server) => {
      let stopping: Promise<void> | undefined;
      const stop = () => (stopping ??= server.stop());
      suite.cleanup(stop);
      return stop;
    });
    const digestStates = () =>
      database.db.selectFrom("notification_outbox").select("state").where("channel", "=", "digest").execute();
    await waitFor(async () => {
      const jobs = await digestStates();
      return jobs.length >= 2 && jobs.every((job) => job.state !== "pending");
    }, "the outbox to send the digests");
    // Stopped servers have finished what their schedulers and workers started: any duplicate is in by now.
    await Promise.all(stops.map((stop) => stop()));
    const recipients = catcher.mails.map((mail) => mail.recipients[0]).sort();
    expect(recipients).toEqual(["layla@dunecrest.example", "omar@dunecrest.example"]);
    expect(await digestStates()).toEqual([{ state: "sent" }, { state: "sent" }]);
  });
});
