import { clockOf, type Holidays } from "../../app/lib/business-days.ts";
import type { Database } from "./open-database.ts";
import { toCount, toIso } from "./driver-values.ts";
import { queueJob } from "./notification-jobs.ts";
import { inTransaction } from "./transaction.ts";
import { nameOf } from "./user-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one account's digest covers, fixed when it is queued. */
export interface DigestPayload {
  userId: number;
  /** The Dubai day it is for. */
  day: string;
  /** From the account's last digest (or a day before, for its first) to when this one was queued. */
  since: string;
  until: string;
  newIds: number[];
  overdueIds: number[];
  spam: number;
}

/** The digest as its mail shows it, read when it is sent. */
export interface DigestContent {
  recipient: { email: string; name: string };
  since: string;
  newLeads: { id: number; fullName: string; createdAt: string }[];
  overdue: { id: number; fullName: string; assigneeName: string | null; hours: number }[];
  spam: number;
}

export interface DigestStore {
  /**
   * Decides each account's digest for `day` once, whichever instance asks
   * first (a row per account and day, under a unique key): queues it when
   * there is something to say, records that there was nothing otherwise.
   * Accounts that turned it off are skipped. Returns how many were queued.
   */
  queueDigests(day: string, now: Date): Promise<number>;
  contentOf(payload: DigestPayload): Promise<DigestContent | null>;
}

export function createDigestStore(database: Database, holidays: Holidays): DigestStore {
  const { db } = database;
  return {
    async queueDigests(day, now) {
      const accounts = await db
        .selectFrom("users")
        .select("id")
        .where("digest_off", "=", 0)
        .orderBy("id")
        .execute();
      let queued = 0;
      for (const { id } of accounts) {
        const userId = Number(id);
        const done = await inTransaction(database, async (trx) => {
          // The unique (user, day) row: of two instances, the second waits for the first's commit and inserts nothing.
          const claimed = await trx
            .insertInto("digest_runs")
            .values({ user_id: userId, day, at: now.toISOString() })
            .onConflict((conflict) => conflict.columns(["user_id", "day"]).doNothing())
            .returning("user_id")
            .executeTakeFirst();
          if (claimed === undefined) return false;
          const previous = await trx
            .selectFrom("digest_runs")
            .select("at")
            .where("user_id", "=", userId)
            .where("day", "<", day)
            .orderBy("day", "desc")
            .limit(1)
            .executeTakeFirst();
          const since =
            previous === undefined ? new Date(now.getTime() - DAY_MS).toISOString() : toIso(previous.at);
          const until = now.toISOString();
          const fresh = await trx
            .selectFrom("submissions")
            .select("id")
            .where("state", "!=", "spam")
            .where("created_at", ">=", since)
            .where("created_at", "<", until)
            .orderBy("created_at")
            .execute();
          const waiting = await trx
            .selectFrom("submissions")
            .select(["id", "created_at"])
            .where("state", "=", "new")
            .where("first_answered_at", "is", null)
            .orderBy("created_at")
            .execute();
          const overdueIds = waiting
            .filter((row) => clockOf(new Date(toIso(row.created_at)), now, holidays).overdue)
            .map((row) => Number(row.id));
          const spamRow = await trx
            .selectFrom("submissions")
            .select((eb) => eb.fn.countAll<string | number>().as("count"))
            .where("state", "=", "spam")
            .where("created_at", ">=", since)
            .where("created_at", "<", until)
            .executeTakeFirst();
          const payload: DigestPayload = {
            userId,
            day,
            since,
            until,
            newIds: fresh.map((row) => Number(row.id)),
            overdueIds,
            spam: toCount(spamRow?.count),
          };
          // Nothing to say: no mail, but the day is decided and the next digest counts from now.
          if (payload.newIds.length === 0 && payload.overdueIds.length === 0 && payload.spam === 0)
            return false;
          return (
            (await queueJob(
              trx,
              { channel: "digest", submissionId: null, payload, key: `digest:${userId}:${day}` },
              now,
            )) !== null
          );
        });
        if (done) queued += 1;
      }
      return queued;
    },

    async contentOf(payload) {
      const user = await db
        .selectFrom("users")
        .select(["email", "display_name", "digest_off"])
        .where("id", "=", payload.userId)
        .executeTakeFirst();
      // The account was removed, or turned the digest off, since it was queued.
      if (user === undefined || Number(user.digest_off) === 1) return null;
      const ids = [...new Set([...payload.newIds, ...payload.overdueIds])];
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom("submissions")
              .leftJoin("users", "users.id", "submissions.assignee_id")
              .select([
                "submissions.id",
                "submissions.full_name",
                "submissions.created_at",
                "users.email",
                "users.display_name",
              ])
              .where("submissions.id", "in", ids)
              .execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const now = new Date(payload.until);
      return {
        recipient: { email: user.email, name: nameOf(user) },
        since: payload.since,
        // Erased or deleted since it was queued: left out.
        newLeads: payload.newIds.flatMap((id) => {
          const row = byId.get(id);
          return row === undefined ? [] : [{ id, fullName: row.full_name, createdAt: toIso(row.created_at) }];
        }),
        overdue: payload.overdueIds.flatMap((id) => {
          const row = byId.get(id);
          if (row === undefined) return [];
          const assigneeName =
            row.email === null ? null : nameOf({ email: row.email, display_name: row.display_name });
          return [
            {
              id,
              fullName: row.full_name,
              assigneeName,
              hours: clockOf(new Date(toIso(row.created_at)), now, holidays).hours,
            },
          ];
        }),
        spam: payload.spam,
      };
    },
  };
}
