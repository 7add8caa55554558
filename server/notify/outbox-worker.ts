import type { Outbox, OutboxJob } from "../store/outbox.ts";
import type { StoredSubmission, SubmissionStore } from "../store/submission-store.ts";
import { channelsOf, type Senders } from "./sender.ts";

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the job is marked failed (the submission stays stored). */
  maxAttempts: number;
}

export interface OutboxWorkerOptions {
  outbox: Outbox;
  store: SubmissionStore;
  senders: Senders;
  retry: RetryPolicy;
  /** How often to look for due jobs when nothing pokes the worker. */
  pollMs: number;
  /** How long a claimed job is held before another attempt may take it. */
  leaseMs: number;
  log(entry: Record<string, unknown>): void;
}

export interface OutboxWorker {
  /** A new submission is waiting: look now rather than at the next poll. */
  poke(): void;
  /** Finishes the current round and stops. */
  stop(): Promise<void>;
}

/** Defaults: 30 s, 1, 2, 4 ... minutes, capped at an hour, for about a day. */
export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 30 };

export function retryDelay(policy: RetryPolicy, attempts: number): number {
  const delay = Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  // Jitter spreads retries of many jobs after an outage.
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

const BATCH = 10;

/** Delivers notifications from the database outbox, apart from any visitor's request. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const channels = channelsOf(options.senders);
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(job: OutboxJob, submissionsById: ReadonlyMap<number, StoredSubmission>) {
    const sender = options.senders[job.channel];
    const submission = submissionsById.get(job.submissionId);
    if (sender === undefined || submission === undefined) return;
    const now = () => new Date();
    try {
      await sender.send(submission);
      await options.outbox.markSent(job, now());
      options.log({ event: "notification-sent", channel: job.channel, submission: job.submissionId, attempt: job.attempts });
    } catch (error) {
      const giveUp = job.attempts >= options.retry.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelay(options.retry, job.attempts));
      await options.outbox.markFailed(job, describe(error), retryAt, now());
      options.log({
        event: giveUp ? "notification-failed" : "notification-retry",
        channel: job.channel,
        submission: job.submissionId,
        attempt: job.attempts,
        error: describe(error),
        ...(retryAt === null ? {} : { retryAt: retryAt.toISOString() }),
      });
    }
  }

  async function runRound(): Promise<void> {
    do {
      again = false;
      const now = new Date();
      const jobs = await options.outbox.claim(channels, now, new Date(now.getTime() + options.leaseMs), BATCH);
      if (jobs.length === 0) break;
      const submissions = await options.store.get([...new Set(jobs.map((job) => job.submissionId))]);
      const byId = new Map(submissions.map((submission) => [submission.id, submission]));
      await Promise.all(jobs.map((job) => deliver(job, byId)));
      // A full batch suggests more are due.
      if (jobs.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (round !== null) {
      again = true;
      return;
    }
    round = runRound()
      .catch((error: unknown) => options.log({ event: "outbox-error", error: describe(error) }))
      .finally(() => {
        round = null;
        if (again) schedule(0);
        else schedule(options.pollMs);
      });
  }

  if (channels.length > 0) schedule(0);

  return {
    poke() {
      if (channels.length > 0) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await round;
      for (const sender of Object.values(options.senders)) sender.close();
    },
  };
}
