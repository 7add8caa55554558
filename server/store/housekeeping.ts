import { addDays, DAY_MS, dubaiDay } from "../../app/lib/dubai-time.ts";
import { createAuditLog } from "./audit-log.ts";
import { createInsightsStore } from "./insights-store.ts";
import type { Database } from "./open-database.ts";
import { createSessionStore } from "./session-store.ts";
import { createThrottleStore } from "./throttle-store.ts";
import { inTransaction } from "./transaction.ts";

/** Digests and assignment mails, once delivered or given up, and the days digests were decided: a month is plenty to look back on. */
const MAIL_JOB_RETENTION_DAYS = 30;

export interface Housekeeping {
  /** Deletes what is kept no longer than needed, as of `now`. */
  purge(now: Date): Promise<void>;
}

/**
 * What the server deletes on its own: ended sessions and stale throttle
 * counters (they name no one once hashed, but serve no purpose either),
 * audit rows past AUDIT_RETENTION_DAYS, the insights' salts and first views
 * of days that have ended, daily counts past INSIGHTS_RETENTION_DAYS, and
 * finished mail jobs tied to no submission (digests, assignment mails; a
 * submission's go with it) with the digest days, past MAIL_JOB_RETENTION_DAYS.
 */
export function createHousekeeping(
  database: Database,
  settings: { auditRetentionDays: number; insightsRetentionDays: number },
): Housekeeping {
  const sessions = createSessionStore(database);
  const throttles = createThrottleStore(database);
  const audit = createAuditLog(database);
  const insights = createInsightsStore(database);
  return {
    async purge(now) {
      const auditCutoff = new Date(now.getTime() - settings.auditRetentionDays * DAY_MS);
      // One after another: never urgent, it takes one connection from the pool, not one per table.
      await sessions.purgeExpired(now);
      await throttles.purgeStale(now);
      await audit.purgeOlderThan(auditCutoff);
      // Salts and first views outlive their day only if no instance counted since midnight; counts their retention.
      const today = dubaiDay(now);
      await insights.forgetBefore(today);
      await insights.purgeCountsBefore(addDays(today, -settings.insightsRetentionDays + 1));
      const jobCutoff = new Date(now.getTime() - MAIL_JOB_RETENTION_DAYS * DAY_MS).toISOString();
      await inTransaction(database, async (trx) => {
        await trx
          .deleteFrom("notification_outbox")
          .where("submission_id", "is", null)
          .where("state", "!=", "pending")
          .where("updated_at", "<", jobCutoff)
          .execute();
        await trx.deleteFrom("digest_runs").where("at", "<", jobCutoff).execute();
      });
    },
  };
}
