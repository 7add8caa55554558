import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createAuditLog, refusedSignIn } from "./audit-log.ts";
import { createHousekeeping } from "./housekeeping.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-05-01T09:00:00.000Z");
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS + extraMs);

describeEachBackend("housekeeping", (backend) => {
  const databases = useTestDatabases(backend);

  it("deletes audit rows older than AUDIT_RETENTION_DAYS and keeps the newer ones", async () => {
    const database = await databases.fresh();
    const audit = createAuditLog(database);
    await audit.record({ actor: null, action: "user-added", subject: "user old@dunecrest.example" }, daysBefore(31));
    await audit.recordRefused(refusedSignIn("sign-in-failed", null), "203.0.113.7", daysBefore(30, -60_000));
    await audit.record({ actor: null, action: "user-added", subject: "user kept@dunecrest.example" }, daysBefore(30, 60_000));
    await audit.record({ actor: null, action: "sign-in", subject: null }, NOW);

    await createHousekeeping(database, { auditRetentionDays: 30, insightsRetentionDays: 30 }).purge(NOW);

    const kept = await audit.recent(10);
    expect(kept.map(({ action, subject }) => ({ action, subject }))).toEqual([
      { action: "sign-in", subject: null },
      { action: "user-added", subject: "user kept@dunecrest.example" },
    ]);
  });
});
