import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createAuditLog, refusedSignIn } from "./audit-log.ts";
import { createHousekeeping } from "./housekeeping.ts";
import { createInsightsStore } from "./insights-store.ts";
import { queueJob } from "./notification-jobs.ts";
import { inTransaction } from "./transaction.ts";
import { createUserStore } from "./user-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-05-01T09:00:00.000Z");
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS + extraMs);

describeEachBackend("housekeeping", (backend) => {
  const databases = useTestDatabases(backend);

  it("deletes audit rows older than AUDIT_RETENTION_DAYS and keeps the newer ones", async () => {
    const database = await databases.fresh();
    const audit = createAuditLog(database);
    await audit.record(
      { actor: null, action: "user-added", subject: "user old@dunecrest.example" },
      daysBefore(31),
    );
    await audit.recordRefused(refusedSignIn("sign-in-failed", null), "203.0.113.7", daysBefore(30, -60_000));
    await audit.record(
      { actor: null, action: "user-added", subject: "user kept@dunecrest.example" },
      daysBefore(30, 60_000),
    );
    await audit.record({ actor: null, action: "sign-in", subject: null }, NOW);

    await createHousekeeping(database, { auditRetentionDays: 30, insightsRetentionDays: 30 }).purge(NOW);

    const kept = await audit.recent(10);
    expect(kept.map(({ action, subject }) => ({ action, subject }))).toEqual([
      { action: "sign-in", subject: null },
      { action: "user-added", subject: "user kept@dunecrest.example" },
    ]);
  });

  it("deletes the salts and first views of days that have ended, and daily counts older than INSIGHTS_RETENTION_DAYS", async () => {
    const database = await databases.fresh();
    const insights = createInsightsStore(database);
    // NOW is 13:00 on 2026-05-01 in Dubai.
    const first = {
      path: "/",
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      locale: "en",
      device: "desktop" as const,
    };
    for (const day of ["2026-04-01", "2026-04-02", "2026-04-30", "2026-05-01"]) {
      await insights.saltFor(day, NOW);
      await insights.add({
        views: [{ day, dimension: "total", value: "", detail: "", views: 1 }],
        visitors: [{ day, hash: `h-${day}`, first }],
      });
    }

    await createHousekeeping(database, { auditRetentionDays: 30, insightsRetentionDays: 30 }).purge(NOW);

    expect(await insights.existingSalt("2026-04-30")).toBeNull();
    expect(await insights.firstView("2026-04-30", "h-2026-04-30")).toBeNull();
    expect(await insights.existingSalt("2026-05-01")).not.toBeNull();
    expect(await insights.firstView("2026-05-01", "h-2026-05-01")).toEqual(first);
    // Thirty days: today and the 29 before it.
    expect((await insights.daily("2026-01-01", "2026-05-01")).map((row) => row.day)).toEqual([
      "2026-04-02",
      "2026-04-30",
      "2026-05-01",
    ]);
  });

  it("deletes finished mail jobs of no submission and digest days after a month, and keeps pending and newer ones", async () => {
    const database = await databases.fresh();
    const user = (await createUserStore(database).add("layla@dunecrest.example", "owner", NOW)).user;
    const queue = (key: string, at: Date) =>
      inTransaction(database, (trx) =>
        queueJob(trx, { channel: "digest", submissionId: null, payload: {}, key }, at),
      );
    const old = await queue("old", daysBefore(31));
    await queue("old-pending", daysBefore(31));
    await queue("new", daysBefore(29));
    await database.db
      .updateTable("notification_outbox")
      .set({ state: "sent" })
      .where("job_key", "in", ["old", "new"])
      .execute();
    await database.db
      .insertInto("digest_runs")
      .values([
        { user_id: user.id, day: "2026-03-01", at: daysBefore(61).toISOString() },
        { user_id: user.id, day: "2026-04-30", at: daysBefore(1).toISOString() },
      ])
      .execute();

    await createHousekeeping(database, { auditRetentionDays: 365, insightsRetentionDays: 400 }).purge(NOW);

    expect(old).not.toBeNull();
    expect(
      (
        await database.db.selectFrom("notification_outbox").select("job_key").orderBy("job_key").execute()
      ).map((row) => row.job_key),
    ).toEqual(["new", "old-pending"]);
    expect(
      (await database.db.selectFrom("digest_runs").select("day").execute()).map((row) => row.day),
    ).toEqual(["2026-04-30"]);
  });
});
