import type { Database } from "./open-database.ts";
import type { NotificationState } from "../../app/lib/lead.ts";
import { companyChannels, isCompanyChannel, type Channel } from "./schema.ts";
import { queueJob } from "./notification-jobs.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

export interface OutboxJob {
  id: number;
  /** The submission it is about; null for a job tied to none. */
  submissionId: number | null;
  channel: Channel;
  /** Attempts so far, this one included. */
  attempts: number;
  /** JSON: what a job of its own is about (a reply, an assignment, a digest); null for a submission's notification. */
  payload: string | null;
  messageId: string | null;
}

export interface Outbox {
  /**
   * Takes up to `limit` due jobs of the given channels and leases them until
   * `leaseUntil`: if this process dies mid-send, the job is due again then.
   */
  claim(channels: readonly Channel[], now: Date, leaseUntil: Date, limit: number): Promise<OutboxJob[]>;
  markSent(job: OutboxJob, now: Date): Promise<void>;
  /** Records a failed attempt: retried at `retryAt`, or given up for good when it is null. */
  markFailed(job: OutboxJob, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /** Queues a job tied to no submission and no other change (the sign-in alert), due at `at`. */
  queue(channel: Channel, payload: unknown, at: Date): Promise<void>;
}

export function createOutbox(database: Database): Outbox {
  /**
   * A submission's state follows the company's jobs: pending while any is,
   * failed if any gave up. The visitor's receipt is left out, so a receipt
   * that fails never reads as the company not being told.
   */
  const refreshState = async (trx: Transaction, submissionId: number) => {
    const jobs = await trx
      .selectFrom("notification_outbox")
      .select("state")
      .where("submission_id", "=", submissionId)
      .where("channel", "in", [...companyChannels])
      .execute();
    const states = new Set(jobs.map((job) => job.state));
    const state: NotificationState = states.has("pending")
      ? "pending"
      : states.has("failed")
        ? "failed"
        : "sent";
    await trx
      .updateTable("submissions")
      .set({ notification_state: state })
      .where("id", "=", submissionId)
      .execute();
  };

  const finish = (
    job: OutboxJob,
    changes: { state: "pending" | "sent" | "failed"; next?: string; error?: string },
    now: Date,
  ) =>
    inTransaction(database, async (trx) => {
      await trx
        .updateTable("notification_outbox")
        .set({
          state: changes.state,
          updated_at: now.toISOString(),
          ...(changes.next === undefined ? {} : { next_attempt_at: changes.next }),
          ...(changes.error === undefined ? {} : { last_error: changes.error }),
        })
        .where("id", "=", job.id)
        .execute();
      // Only the company's channels set a submission's state; rewriting it from another job's transaction
      // (a receipt, a reply) could also overwrite the state a concurrent email job had just committed.
      if (job.submissionId !== null && isCompanyChannel(job.channel))
        await refreshState(trx, job.submissionId);
    });

  return {
    async claim(channels, now, leaseUntil, limit) {
      if (channels.length === 0) return [];
      const nowIso = now.toISOString();
      // The outer conditions are checked again on the row itself, so two
      // instances sharing PostgreSQL never both take the same job.
      const rows = await inTransaction(database, (trx) => {
        const due = trx
          .selectFrom("notification_outbox")
          .select("id")
          .where("state", "=", "pending")
          .where("channel", "in", [...channels])
          .where("next_attempt_at", "<=", nowIso)
          .orderBy("next_attempt_at")
          .limit(limit);
        return trx
          .updateTable("notification_outbox")
          .set((eb) => ({
            attempts: eb("attempts", "+", 1),
            next_attempt_at: leaseUntil.toISOString(),
            updated_at: nowIso,
          }))
          .where("id", "in", due)
          .where("state", "=", "pending")
          .where("next_attempt_at", "<=", nowIso)
          .returning(["id", "submission_id", "channel", "attempts", "payload", "message_id"])
          .execute();
      });
      return rows.map((row) => ({
        id: Number(row.id),
        submissionId: row.submission_id === null ? null : Number(row.submission_id),
        channel: row.channel,
        attempts: Number(row.attempts),
        payload: row.payload,
        messageId: row.message_id,
      }));
    },

    markSent: (job, now) => finish(job, { state: "sent" }, now),

    markFailed: (job, error, retryAt, now) =>
      finish(
        job,
        retryAt === null
          ? { state: "failed", error }
          : { state: "pending", next: retryAt.toISOString(), error },
        now,
      ),

    async queue(channel, payload, at) {
      await inTransaction(database, (trx) => queueJob(trx, { channel, submissionId: null, payload }, at));
    },
  };
}
