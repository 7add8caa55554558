import type { CompanyChannel, JobChannel, SubmissionChannel } from "../store/schema.ts";
import type { OutboxJob } from "../store/outbox.ts";
import type { Submission } from "../../app/lib/submission.ts";

/** One delivery about a submission: telling the company, or the visitor's receipt. */
export interface Sender {
  /**
   * Resolves once delivered; throws to have the attempt retried later. Stops its work when `signal` aborts.
   * `job` is the outbox row: a receipt's Message-ID was made when it was queued.
   */
  send(submission: Submission, signal: AbortSignal, job: OutboxJob): Promise<void>;
  close(): void;
}

/** A job of its own (a reply, an assignment mail, a digest): it reads what its payload names. */
export interface JobSender {
  /** Resolves once delivered, or when what it was about is gone; throws to have the attempt retried later. */
  send(job: OutboxJob, signal: AbortSignal): Promise<void>;
  close(): void;
}

export type Senders = Partial<Record<SubmissionChannel, Sender>>;

export type JobSenders = Partial<Record<JobChannel, JobSender>>;

const allChannels: readonly SubmissionChannel[] = ["email", "webhook", "receipt"];

/** The channels that have a sender configured. */
export function channelsOf(senders: Senders): SubmissionChannel[] {
  return allChannels.filter((channel) => senders[channel] !== undefined);
}

/** The configured channels that tell the company: every new submission gets a job for each (the receipt is queued apart). */
export function companyChannelsOf(senders: Senders): CompanyChannel[] {
  return channelsOf(senders).filter((channel): channel is CompanyChannel => channel !== "receipt");
}
