import type { Channel } from "../store/schema.ts";
import type { OutboxJob } from "../store/outbox.ts";
import type { Lead } from "../../app/lib/lead.ts";
import type { LeadIntake } from "../store/lead-intake.ts";

/**
 * Delivers one channel's outbox jobs: a lead's notification (the company's
 * mail, the webhook, the visitor's receipt) or a job of its own (a reply, an
 * assignment mail, a digest, a sign-in alert). It reads what the job names
 * when it sends, so the worker knows jobs and channels, nothing of leads.
 */
export interface Sender {
  /**
   * Resolves once delivered, or when what the job was about is gone (nothing is sent then);
   * throws to have the attempt retried later. Stops its work when `signal` aborts.
   */
  send(job: OutboxJob, signal: AbortSignal): Promise<void>;
}

export type Senders = Partial<Record<Channel, Sender>>;

/** What a sender reads for a job before it composes: null when that is gone. */
export type JobReader<Read> = (job: OutboxJob) => Promise<Read | null>;

/** A lead's notification reads the lead it is about; a lead deleted or erased since is nothing to send. */
export function leadOfJob(leads: Pick<LeadIntake, "get">): JobReader<Lead> {
  return async (job) =>
    job.submissionId === null ? null : ((await leads.get([job.submissionId]))[0] ?? null);
}

/** A job of its own reads what its JSON payload names. */
export function payloadOfJob<Payload, Read>(
  read: (payload: Payload) => Promise<Read | null>,
): JobReader<Read> {
  return (job) => (job.payload === null ? Promise.resolve(null) : read(JSON.parse(job.payload) as Payload));
}
