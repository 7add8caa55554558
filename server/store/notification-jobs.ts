import type { Channel } from "./schema.ts";
import { newMessageId } from "./message-ids.ts";
import type { Transaction } from "./transaction.ts";

/** Queues a submission's notification, one outbox job per channel, due at `at`; the receipt gets its Message-ID now. */
export async function queueNotifications(
  trx: Transaction,
  submissionId: number,
  channels: readonly Channel[],
  at: Date,
): Promise<void> {
  if (channels.length === 0) return;
  const iso = at.toISOString();
  await trx
    .insertInto("notification_outbox")
    .values(
      channels.map((channel) => ({
        submission_id: submissionId,
        channel,
        state: "pending" as const,
        attempts: 0,
        next_attempt_at: iso,
        updated_at: iso,
        message_id: channel === "receipt" ? newMessageId() : null,
      })),
    )
    .execute();
}

/**
 * Queues a job of its own: a reply (tied to its lead), an assignment mail or
 * a digest (tied to none). A `key` already queued queues nothing: null then.
 */
export async function queueJob(
  trx: Transaction,
  job: { channel: Channel; submissionId: number | null; payload: unknown; key?: string; messageId?: string },
  at: Date,
): Promise<number | null> {
  const iso = at.toISOString();
  const row = await trx
    .insertInto("notification_outbox")
    .values({
      submission_id: job.submissionId,
      channel: job.channel,
      state: "pending",
      attempts: 0,
      next_attempt_at: iso,
      updated_at: iso,
      job_key: job.key ?? null,
      payload: JSON.stringify(job.payload),
      message_id: job.messageId ?? null,
    })
    .onConflict((conflict) => conflict.column("job_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row === undefined ? null : Number(row.id);
}
