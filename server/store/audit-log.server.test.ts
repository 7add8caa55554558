import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createAuditLog, refusedSignIn, userSubject } from "./audit-log.ts";
import { createUserStore } from "./user-store.ts";
import { toIso } from "./driver-values.ts";
import type { Kysely } from "kysely";
import { migrateTo, migrateToLatest } from "./migrations.ts";
import { openDatabase } from "./open-database.ts";

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);

describeEachBackend("audit log", (backend) => {
  const databases = useTestDatabases(backend);

  it("records who did what to what, and lists the newest first", async () => {
    const database = await databases.fresh();
    const audit = createAuditLog(database);
    const layla = { id: 7, email: "layla@dunecrest.example" };
    await audit.record(
      { actor: null, action: "user-added", subject: userSubject("layla@dunecrest.example") },
      T,
    );
    await audit.record({ actor: layla, action: "sign-in", subject: null }, at(1000));
    await audit.record({ actor: layla, action: "submission-deleted", subject: "submission 12" }, at(2000));
    await audit.record({ actor: layla, action: "export", subject: "3 submissions" }, at(2000));

    const recent = await audit.recent(3);
    expect(recent.map(({ id: _id, ...rest }) => rest)).toEqual([
      { at: at(2000).toISOString(), actor: layla, action: "export", subject: "3 submissions", count: 1 },
      {
        at: at(2000).toISOString(),
        actor: layla,
        action: "submission-deleted",
        subject: "submission 12",
        count: 1,
      },
      { at: at(1000).toISOString(), actor: layla, action: "sign-in", subject: null, count: 1 },
    ]);
    expect((await audit.recent(10)).at(-1)).toMatchObject({
      actor: null,
      action: "user-added",
      subject: "user layla@dunecrest.example",
    });
  });

  it("names the account in a refused sign-in only when the email has one", async () => {
    const database = await databases.fresh();
    const users = createUserStore(database);
    const audit = createAuditLog(database);
    await users.add("layla@dunecrest.example", "member", T);
    for (const typed of ["Layla@DuneCrest.example", "stranger@elsewhere.example"]) {
      await audit.record(refusedSignIn("sign-in-failed", await users.findByEmail(typed)), T);
    }
    await audit.record(refusedSignIn("sign-in-throttled", null), T);
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["actor_user_id", "actor_email", "action", "subject"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        actor_user_id: null,
        actor_email: null,
        action: "sign-in-failed",
        subject: "user layla@dunecrest.example",
      },
      { actor_user_id: null, actor_email: null, action: "sign-in-failed", subject: null },
      { actor_user_id: null, actor_email: null, action: "sign-in-throttled", subject: null },
    ]);
    expect(JSON.stringify(rows)).not.toContain("stranger");
  });

  it("keeps rows after the account that acted is gone", async () => {
    const database = await databases.fresh();
    const users = createUserStore(database);
    const audit = createAuditLog(database);
    const { user } = await users.add("layla@dunecrest.example", "owner", T);
    await audit.record({ actor: { id: user.id, email: user.email }, action: "sign-in", subject: null }, T);
    await users.remove(user.email);
    expect(await audit.recent(1)).toMatchObject([
      { actor: { id: user.id, email: "layla@dunecrest.example" }, action: "sign-in" },
    ]);
  });

  it("counts refused sign-ins from one client in one minute in one row per account and action", async () => {
    const database = await databases.fresh();
    const audit = createAuditLog(database);
    const refused = refusedSignIn("sign-in-failed", { email: "layla@dunecrest.example" });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => audit.recordRefused(refused, "203.0.113.7", at(i * 1000))),
    );
    await audit.recordRefused(refused, "203.0.113.7", at(60_000));
    await audit.recordRefused(refused, "198.51.100.1", at(1000));
    await audit.recordRefused(
      refusedSignIn("sign-in-throttled", { email: "layla@dunecrest.example" }),
      "203.0.113.7",
      at(1000),
    );
    await audit.recordRefused(refusedSignIn("sign-in-failed", null), "203.0.113.7", at(1000));
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["at", "action", "subject", "count"])
      .orderBy("id")
      .execute();
    const [burst, ...rest] = rows.map((row) => ({ ...row, at: toIso(row.at), count: Number(row.count) }));
    // The 30 arrive together: the row keeps the time of whichever was written first.
    expect(burst).toMatchObject({
      action: "sign-in-failed",
      subject: "user layla@dunecrest.example",
      count: 30,
    });
    expect(Date.parse(burst?.at ?? "")).toBeGreaterThanOrEqual(T.getTime());
    expect(Date.parse(burst?.at ?? "")).toBeLessThan(at(30_000).getTime());
    expect(rest).toEqual([
      {
        at: at(60_000).toISOString(),
        action: "sign-in-failed",
        subject: "user layla@dunecrest.example",
        count: 1,
      },
      {
        at: at(1000).toISOString(),
        action: "sign-in-failed",
        subject: "user layla@dunecrest.example",
        count: 1,
      },
      {
        at: at(1000).toISOString(),
        action: "sign-in-throttled",
        subject: "user layla@dunecrest.example",
        count: 1,
      },
      { at: at(1000).toISOString(), action: "sign-in-failed", subject: null, count: 1 },
    ]);
    expect(JSON.stringify(await database.db.selectFrom("audit_log").selectAll().execute())).not.toContain(
      "203.0.113.7",
    );
  });

  it("deletes rows older than the retention, and keeps the rest", async () => {
    const database = await databases.fresh();
    const audit = createAuditLog(database);
    const DAY = 24 * 60 * 60 * 1000;
    await audit.record({ actor: null, action: "user-added", subject: "user old@dunecrest.example" }, T);
    await audit.recordRefused(refusedSignIn("sign-in-failed", null), "203.0.113.7", at(1));
    await audit.record({ actor: null, action: "user-added", subject: "user new@dunecrest.example" }, at(DAY));
    expect(await audit.purgeOlderThan(at(DAY))).toBe(2);
    expect((await audit.recent(10)).map((row) => row.subject)).toEqual(["user new@dunecrest.example"]);
    expect(await audit.purgeOlderThan(at(DAY))).toBe(0);
  });

  it("keeps every audit row and throttle counter of the release before, each row counting once", async () => {
    const database = openDatabase(await backend.freshDatabase());
    try {
      await migrateTo(database, "0004-spam-reasons");
      const db = database.db as unknown as Kysely<{
        audit_log: Record<string, unknown>;
        throttles: Record<string, unknown>;
      }>;
      await db
        .insertInto("audit_log")
        .values({
          at: T.toISOString(),
          actor_user_id: null,
          actor_email: null,
          action: "sign-in-failed",
          subject: null,
        })
        .execute();
      await db
        .insertInto("throttles")
        .values({ key: "sign-in:account:x", value: 3, updated_at: T.toISOString() })
        .execute();
      await migrateToLatest(database);
      expect(await createAuditLog(database).recent(5)).toMatchObject([
        { action: "sign-in-failed", count: 1 },
      ]);
      const throttles = await database.db
        .selectFrom("throttles")
        .select(["key", "value", "strikes", "locked_until"])
        .execute();
      expect(
        throttles.map((row) => ({ ...row, value: Number(row.value), strikes: Number(row.strikes) })),
      ).toEqual([{ key: "sign-in:account:x", value: 3, strikes: 0, locked_until: null }]);
    } finally {
      await database.close();
    }
  });
});
