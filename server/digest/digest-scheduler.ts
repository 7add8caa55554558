import { isWorkingDay, type Holidays } from "../../app/lib/business-days.ts";
import { dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import type { DigestStore } from "../store/digest-store.ts";

export interface DigestSchedulerOptions {
  digests: Pick<DigestStore, "queueDigests">;
  /** "HH:MM", Dubai. */
  time: string;
  holidays: Holidays;
  /** How often to look at the clock. */
  checkMs: number;
  now(): Date;
  /** Wakes the outbox worker once digests are queued. */
  onQueued(): void;
  log(entry: Record<string, unknown>): void;
}

export interface DigestScheduler {
  /** Looks now: queues the day's digests if it is a working day past the time and this instance has not yet. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/** Whole minutes into the Dubai day. */
function dubaiMinutes(at: Date): number {
  return Math.floor((at.getTime() - dubaiDayStart(dubaiDay(at)).getTime()) / 60_000);
}

/**
 * The morning digest's clock. Every instance runs one; the store decides each
 * account's digest once a day whichever instance gets there first, so N
 * instances send exactly one each. Weekends and holidays have none.
 */
export function startDigestScheduler(options: DigestSchedulerOptions): DigestScheduler {
  const [hours = 8, minutes = 30] = options.time.split(":").map(Number);
  const at = hours * 60 + minutes;
  let doneDay: string | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = async () => {
    const now = options.now();
    const day = dubaiDay(now);
    if (day === doneDay || !isWorkingDay(day, options.holidays) || dubaiMinutes(now) < at) return;
    const queued = await options.digests.queueDigests(day, now);
    doneDay = day;
    if (queued > 0) {
      options.log({ event: "digests-queued", day, count: queued });
      options.onQueued();
    }
  };

  /** One look at a time: a slow database never has two queueing runs of this instance overlap. */
  const tick = () => {
    if (stopped || running !== null) return;
    running = check()
      .catch((error: unknown) =>
        options.log({ event: "digest-error", error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.checkMs);
  timer.unref();

  return {
    async check() {
      tick();
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
