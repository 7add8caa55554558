import type { Outbox, OutboxJob } from "../store/outbox.ts";
import type { Channel } from "../store/schema.ts";
import type { Sender, Senders } from "./sender.ts";

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the job is marked failed (the submission stays stored). */
  maxAttempts: number;
}

export interface OutboxWorkerOptions {
  outbox: Outbox;
  /** Each configured channel's sender: a channel without one is not looked at. */
  senders: Senders;
  retry: RetryPolicy;
  /** How often to look for due jobs when nothing pokes the worker. */
  pollMs: number;
  /** How long a claimed job is held before another attempt may take it. */
  leaseMs: number;
  /** How long one send may take before it is given up and retried; shorter than the lease. */
  sendTimeoutMs: number;
  /** How long stop() lets sends in flight finish before abandoning them. */
  stopGraceMs: number;
  log(entry: Record<string, unknown>): void;
}

export interface OutboxWorker {
  /** A job was committed: look now rather than at the next poll. */
  poke(): void;
  /**
   * Stops looking for jobs and lets sends in flight finish for stopGraceMs;
   * then abandons them: their jobs stay leased and are tried again after the lease.
   */
  stop(): Promise<void>;
}

/** Defaults: 30 s, 1, 2, 4 ... minutes, capped at an hour, for about a day. */
export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 30,
};

function retryDelay(policy: RetryPolicy, attempts: number): number {
  const delay = Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  // Jitter spreads retries of many jobs after an outage.
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Rejects once `signal` aborts, so no sender can hold its caller past it. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

const BATCH = 10;

interface ChannelLoop {
  poke(): void;
  stop(): Promise<void>;
}

/**
 * One channel's deliveries, on their own: a mail server that does not answer
 * holds up mail, never the webhook of the next submission.
 */
function startChannel(
  channel: Channel,
  sender: Sender,
  options: OutboxWorkerOptions,
  stopping: AbortSignal,
): ChannelLoop {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(job: OutboxJob) {
    const log = {
      channel,
      ...(job.submissionId === null ? { job: job.id } : { submission: job.submissionId }),
      attempt: job.attempts,
    };
    const deadline = AbortSignal.timeout(options.sendTimeoutMs);
    const signal = AbortSignal.any([deadline, stopping]);
    try {
      await Promise.race([sender.send(job, signal), whenAborted(signal)]);
    } catch (error) {
      if (stopping.aborted && !deadline.aborted) {
        // Left leased: tried again once the lease ends, here or on another instance.
        options.log({ event: "notification-abandoned", ...log });
        return;
      }
      const reason = deadline.aborted
        ? `no answer within ${options.sendTimeoutMs / 1000} s`
        : describe(error);
      const giveUp = job.attempts >= options.retry.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelay(options.retry, job.attempts));
      await options.outbox.markFailed(job, reason, retryAt, new Date());
      options.log({
        event: giveUp ? "notification-failed" : "notification-retry",
        ...log,
        error: reason,
        ...(retryAt === null ? {} : { retryAt: retryAt.toISOString() }),
      });
      return;
    }
    await options.outbox.markSent(job, new Date());
    options.log({ event: "notification-sent", ...log });
  }

  async function runRound(): Promise<void> {
    do {
      again = false;
      const now = new Date();
      const jobs = await options.outbox.claim(
        [channel],
        now,
        new Date(now.getTime() + options.leaseMs),
        BATCH,
      );
      if (jobs.length === 0) break;
      await Promise.all(
        jobs.map((job) =>
          // A job whose outcome cannot be recorded stays leased and comes back after the lease.
          deliver(job).catch((error: unknown) =>
            options.log({
              event: "outbox-error",
              channel,
              submission: job.submissionId,
              error: describe(error),
            }),
          ),
        ),
      );
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
      .catch((error: unknown) => options.log({ event: "outbox-error", channel, error: describe(error) }))
      .finally(() => {
        round = null;
        schedule(again ? 0 : options.pollMs);
      });
  }

  schedule(0);
  return {
    poke: () => schedule(0),
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await round;
    },
  };
}

/** Delivers notifications from the database outbox, apart from any visitor's request. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  if (options.sendTimeoutMs >= options.leaseMs) {
    throw new Error(
      "A notification's send must end before its lease does, or another instance may send it again.",
    );
  }
  const stopping = new AbortController();
  const loops = Object.entries(options.senders).flatMap(([channel, sender]) =>
    sender === undefined ? [] : [startChannel(channel as Channel, sender, options, stopping.signal)],
  );

  return {
    poke() {
      for (const loop of loops) loop.poke();
    },
    async stop() {
      const grace = setTimeout(
        () => stopping.abort(new Error("the server is stopping")),
        options.stopGraceMs,
      );
      await Promise.all(loops.map((loop) => loop.stop()));
      clearTimeout(grace);
    },
  };
}
