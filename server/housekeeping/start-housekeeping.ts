import type { Holidays } from "../../app/lib/business-days.ts";
import type { ServerConfig } from "../config.ts";
import { startDigestScheduler, type DigestScheduler } from "../digest/digest-scheduler.ts";
import type { DigestStore } from "../store/digest-store.ts";
import { createHousekeeping } from "../store/housekeeping.ts";
import type { Database } from "../store/open-database.ts";

/** How often ended sessions, stale throttle counters and audit rows past their retention are deleted. */
const HOUSEKEEPING_MS = 60 * 60 * 1000;
const FIRST_HOUSEKEEPING_MS = 60 * 1000;

export interface HousekeepingOptions {
  config: Pick<ServerConfig, "auditRetentionDays" | "insightsRetentionDays" | "digestTime">;
  database: Database;
  /** The morning digest's store; null without mail (no one to send a digest to: nothing is queued). */
  digests: DigestStore | null;
  holidays: Holidays;
  /** Wakes the outbox worker once digests are queued. */
  onDigestsQueued(): void;
  log(entry: Record<string, unknown>): void;
}

/** Housekeeping's clock, which a test sets (server/start-server.ts's options). */
export interface HousekeepingTimes {
  /** How long after start the first housekeeping purge runs (then hourly). */
  firstHousekeepingMs?: number;
  /** How often the morning digest's scheduler looks at the clock. */
  digestCheckMs?: number;
  /** The digest scheduler's clock: a test sets a working morning. */
  digestNow?: () => Date;
}

export interface RunningHousekeeping {
  /** No purge or digest starts after this; it waits for a digest being queued. */
  stop(): Promise<void>;
  /** The latest purge, which the server lets finish before it closes the database. */
  lastPurge(): Promise<void>;
}

/** What the server does on a clock: the purge of what is kept no longer than needed, and the digest. */
export function startHousekeeping(
  options: HousekeepingOptions,
  times: HousekeepingTimes = {},
): RunningHousekeeping {
  const { config, log } = options;
  const housekeeping = createHousekeeping(options.database, {
    auditRetentionDays: config.auditRetentionDays,
    insightsRetentionDays: config.insightsRetentionDays,
  });
  let purging: Promise<void> = Promise.resolve();
  const purge = () => {
    purging = housekeeping
      .purge(new Date())
      .catch((error: unknown) =>
        log({ event: "housekeeping-error", error: error instanceof Error ? error.message : String(error) }),
      );
  };
  // A minute after start, then hourly: a server restarted more often than hourly still purges, and
  // the purge's writes do not meet the start's own (a CLI run by a deploy script, the first posts).
  let timer = setTimeout(() => {
    purge();
    timer = setInterval(purge, HOUSEKEEPING_MS);
    timer.unref();
  }, times.firstHousekeepingMs ?? FIRST_HOUSEKEEPING_MS);
  timer.unref();
  const digestScheduler: DigestScheduler | null =
    options.digests === null
      ? null
      : startDigestScheduler({
          digests: options.digests,
          time: config.digestTime,
          holidays: options.holidays,
          checkMs: times.digestCheckMs ?? 60_000,
          now: times.digestNow ?? (() => new Date()),
          onQueued: options.onDigestsQueued,
          log,
        });
  return {
    async stop() {
      clearTimeout(timer);
      await digestScheduler?.stop();
    },
    lastPurge: () => purging,
  };
}
