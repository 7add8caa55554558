import type { Channel } from "./schema.ts";
import type { Transaction } from "./transaction.ts";

/** Queues a submission's notification, one outbox job per channel, due at `at`. */
export async function queueNotifications(trx: Transaction, submissionId: number, channels: readonly Channel[], at: Date): Promise<void> {
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
      })),
    )
    .execute();
}
