import { sql, type RawBuilder } from "kysely";
import type { Database, Dialect } from "./open-database.ts";
import { toIso } from "./driver-values.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Failures counted in a fixed window that starts at the first one. */
interface FailureWindow {
  count: number;
  /** When the count drops back to 0 (now, when it is 0). */
  endsAt: Date;
}

/** A failure count whose lockouts grow: `limit` failures in `windowMs`, then a lock of `firstLockMs`, twice as long at each further one, at most `maxLockMs`. */
export interface BackoffPolicy {
  limit: number;
  windowMs: number;
  firstLockMs: number;
  /** Less than a day, so a lock never outlives its row (purgeStale). */
  maxLockMs: number;
}

/**
 * Counters shared by every instance on one database. Each change is a single
 * upsert, or one transaction holding the row (countFailure), so two instances
 * counting at once never lose a count. Keys are
 * namespaced ("sign-in:account:…", "form:…") and carry hashes, never a raw
 * address or email. Windows, refills and locks must take less than a day (purgeStale).
 */
export interface ThrottleStore {
  /** Counts one failure and returns the window it fell in. */
  recordFailure(key: string, now: Date, windowMs: number): Promise<FailureWindow>;
  failuresIn(key: string, now: Date, windowMs: number): Promise<FailureWindow>;
  /**
   * Counts one failure unless the key is locked (then refused, counting
   * nothing). The failure past the limit is refused and locks the key; the
   * count then starts again, and the next lock is twice as long.
   */
  countFailure(key: string, now: Date, policy: BackoffPolicy): Promise<RateDecision>;
  /** Whether one more failure would still be let through, counting nothing: refused while locked, or with the window's count at the limit until the window ends. */
  checkFailures(key: string, now: Date, policy: BackoffPolicy): Promise<RateDecision>;
  clear(key: string): Promise<void>;
  /** Takes back one counted failure (an attempt counted before it was known to succeed). */
  forgive(key: string): Promise<void>;
  /** Takes a token from a bucket of `capacity`, refilled evenly at `refillPerMinute`; a refused take costs nothing. */
  take(key: string, capacity: number, refillPerMinute: number, now: Date): Promise<RateDecision>;
  /** Deletes counters untouched for a day (by then every window has ended and every bucket is full); returns how many. */
  purgeStale(now: Date): Promise<number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const refusedFor = (ms: number): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/**
 * How long a write waits for another process's SQLite lock: a counter is not
 * worth keeping a visitor waiting, and the post or sign-in behind it would
 * wait for the same lock again.
 */
const BUSY_WAIT_MS = 1_000;

/**
 * A bucket's value counts tokens in 60 000ths, so a millisecond's refill
 * (refillPerMinute of them) is a whole number and the sums stay exact.
 */
const UNIT = 60_000;

/** What differs between the dialects in the bucket's upsert: time arithmetic and two-argument min/max. */
interface BucketSql {
  /** Whole milliseconds from the stored time to `now`; never negative, should another instance's clock run ahead. */
  elapsedMs(nowIso: string): RawBuilder<number>;
  smaller(a: RawBuilder<number>, b: number): RawBuilder<number>;
  /** The later of the stored time and `now`, for the same reason. */
  later(nowIso: string): RawBuilder<string>;
}

const bucketSql: Record<Dialect, BucketSql> = {
  sqlite: {
    elapsedMs: (nowIso) =>
      sql<number>`max(0, round((julianday(${nowIso}) - julianday(throttles.updated_at)) * 86400000))`,
    smaller: (a, b) => sql<number>`min(${a}, ${b})`,
    later: (nowIso) => sql<string>`max(throttles.updated_at, ${nowIso})`,
  },
  postgres: {
    elapsedMs: (nowIso) =>
      sql<number>`greatest(0, round(extract(epoch from (cast(${nowIso} as timestamptz) - throttles.updated_at)) * 1000))::double precision`,
    smaller: (a, b) => sql<number>`least(${a}, cast(${b} as double precision))`,
    later: (nowIso) => sql<string>`greatest(throttles.updated_at, cast(${nowIso} as timestamptz))`,
  },
};

export function createThrottleStore(database: Database): ThrottleStore {
  const { db } = database;
  const write = <T>(work: (trx: Transaction) => Promise<T>) =>
    inTransaction(database, work, Date.now() + BUSY_WAIT_MS);
  const dialectSql = bucketSql[database.dialect];
  const windowOf = (count: number, startedAt: Date | string, now: Date, windowMs: number): FailureWindow => {
    const endsAt = Date.parse(toIso(startedAt)) + windowMs;
    return endsAt > now.getTime() ? { count, endsAt: new Date(endsAt) } : { count: 0, endsAt: now };
  };

  return {
    async recordFailure(key, now, windowMs) {
      const nowIso = now.toISOString();
      const windowStart = new Date(now.getTime() - windowMs).toISOString();
      const row = await write((trx) =>
        trx
          .insertInto("throttles")
          .values({ key, value: 1, updated_at: nowIso })
          .onConflict((conflict) =>
            conflict.column("key").doUpdateSet((eb) => {
              // A window that has ended starts again with this failure.
              const ended = eb("throttles.updated_at", "<=", windowStart);
              return {
                value: eb
                  .case()
                  .when(ended)
                  .then(1)
                  .else(eb("throttles.value", "+", 1))
                  .end(),
                updated_at: eb.case().when(ended).then(nowIso).else(eb.ref("throttles.updated_at")).end(),
              };
            }),
          )
          .returning(["value", "updated_at"])
          .executeTakeFirstOrThrow(),
      );
      return windowOf(Number(row.value), row.updated_at, now, windowMs);
    },

    async failuresIn(key, now, windowMs) {
      const row = await db
        .selectFrom("throttles")
        .select(["value", "updated_at"])
        .where("key", "=", key)
        .executeTakeFirst();
      return row === undefined
        ? { count: 0, endsAt: now }
        : windowOf(Number(row.value), row.updated_at, now, windowMs);
    },

    async countFailure(key, now, policy) {
      const nowIso = now.toISOString();
      return write(async (trx) => {
        await trx
          .insertInto("throttles")
          .values({ key, value: 0, updated_at: nowIso })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .execute();
        // Locked for the rest of the transaction (SQLite's BEGIN IMMEDIATE holds the whole database already), so attempts at once are counted one after another.
        let select = trx
          .selectFrom("throttles")
          .select(["value", "updated_at", "strikes", "locked_until"])
          .where("key", "=", key);
        if (database.dialect === "postgres") select = select.forUpdate();
        const row = await select.executeTakeFirstOrThrow();
        const lockedUntil = row.locked_until === null ? 0 : Date.parse(toIso(row.locked_until));
        if (lockedUntil > now.getTime()) return refusedFor(lockedUntil - now.getTime());
        const windowEnded = Date.parse(toIso(row.updated_at)) + policy.windowMs <= now.getTime();
        const count = (windowEnded ? 0 : Number(row.value)) + 1;
        const startedAt = windowEnded ? nowIso : toIso(row.updated_at);
        if (count <= policy.limit) {
          await trx
            .updateTable("throttles")
            .set({ value: count, updated_at: startedAt })
            .where("key", "=", key)
            .execute();
          return { allowed: true } as const;
        }
        const strikes = Number(row.strikes) + 1;
        const lockMs = Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** (strikes - 1));
        await trx
          .updateTable("throttles")
          .set({
            value: 0,
            updated_at: nowIso,
            strikes,
            locked_until: new Date(now.getTime() + lockMs).toISOString(),
          })
          .where("key", "=", key)
          .execute();
        return refusedFor(lockMs);
      });
    },

    async checkFailures(key, now, policy) {
      const row = await db
        .selectFrom("throttles")
        .select(["value", "updated_at", "strikes", "locked_until"])
        .where("key", "=", key)
        .executeTakeFirst();
      if (row === undefined) return { allowed: true };
      const lockedUntil = row.locked_until === null ? 0 : Date.parse(toIso(row.locked_until));
      if (lockedUntil > now.getTime()) return refusedFor(lockedUntil - now.getTime());
      const windowEndsAt = Date.parse(toIso(row.updated_at)) + policy.windowMs;
      if (windowEndsAt <= now.getTime() || Number(row.value) < policy.limit) return { allowed: true };
      return refusedFor(windowEndsAt - now.getTime());
    },

    async clear(key) {
      await write((trx) => trx.deleteFrom("throttles").where("key", "=", key).execute());
    },

    async forgive(key) {
      await write((trx) =>
        trx
          .updateTable("throttles")
          .set((eb) => ({ value: eb("value", "-", 1) }))
          .where("key", "=", key)
          .where("value", ">", 0)
          .execute(),
      );
    },

    async take(key, capacity, refillPerMinute, now) {
      const nowIso = now.toISOString();
      const full = capacity * UNIT;
      // After each take the row holds the refilled bucket less one token. Not
      // negative: the take succeeded and that token is spent. Negative: the take
      // was refused and spent nothing, so the next take first adds the token back.
      const row = await write((trx) =>
        trx
          .insertInto("throttles")
          .values({ key, value: full - UNIT, updated_at: nowIso })
          .onConflict((conflict) =>
            conflict.column("key").doUpdateSet({
              value: sql<number>`${dialectSql.smaller(
                sql<number>`case when throttles.value < 0 then throttles.value + ${UNIT} else throttles.value end + ${refillPerMinute} * ${dialectSql.elapsedMs(nowIso)}`,
                full,
              )} - ${UNIT}`,
              updated_at: dialectSql.later(nowIso),
            }),
          )
          .returning("value")
          .executeTakeFirstOrThrow(),
      );
      const value = Number(row.value);
      if (value >= 0) return { allowed: true };
      const waitMs = Math.ceil(-value / refillPerMinute);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    async purgeStale(now) {
      const result = await write((trx) =>
        trx
          .deleteFrom("throttles")
          .where("updated_at", "<", new Date(now.getTime() - DAY_MS).toISOString())
          .executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },
  };
}
