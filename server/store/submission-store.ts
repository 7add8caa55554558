import type { ContactSubmission } from "../../app/lib/contact-rules.ts";
import { createCommitQueue } from "./commit-queue.ts";
import type { Database } from "./open-database.ts";
import type { Selectable } from "kysely";
import type { Locale } from "../../app/config/locales.ts";
import type { CompanyChannel, NotificationState, SubmissionState, SubmissionsTable } from "./schema.ts";
import { toCount, toIso } from "./time.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

export interface NewSubmission extends ContactSubmission {
  userAgent: string | null;
  createdAt: Date;
  /** The language of the page the form was on. */
  locale: Locale;
}

export interface StoredSubmission {
  id: number;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string | null;
  message: string;
  userAgent: string | null;
  notificationState: NotificationState;
  state: SubmissionState;
  locale: string;
}

export interface SubmissionStats {
  total: number;
  last24Hours: number;
  last7Days: number;
  last30Days: number;
  oldest: string | null;
  newest: string | null;
  notifications: Record<NotificationState, number>;
}

export interface SubmissionStore {
  /** Stores a submission and queues its notifications; resolves with its id once committed. */
  add(submission: NewSubmission): Promise<number>;
  list(options?: { since?: Date }): Promise<StoredSubmission[]>;
  get(ids: readonly number[]): Promise<StoredSubmission[]>;
  /** Deletes submissions (and their notifications) created before the cutoff; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  stats(now: Date): Promise<SubmissionStats>;
  /**
   * Throws unless a submission could be stored now: the table answers, a
   * write commits (one probe row; a full or read-only disk fails it) and,
   * with SQLite, the files are still the database's.
   */
  ping(): Promise<void>;
  /** Waits for submissions already handed to add() to be committed. */
  flush(): Promise<void>;
}

const columns = [
  "id",
  "created_at",
  "full_name",
  "email",
  "phone",
  "message",
  "user_agent",
  "notification_state",
  "state",
  "locale",
] as const;

type Row = Pick<Selectable<SubmissionsTable>, (typeof columns)[number]>;

/** How long a post waits for its commit (a busy or locked database) before its visitor gets the 503 page. */
const COMMIT_WAIT_MS = 4_000;

/** How long a health check waits for a busy SQLite database: health checkers time out after a few seconds. */
const HEALTH_WAIT_MS = 2_000;

function fromRow(row: Row): StoredSubmission {
  return {
    id: Number(row.id),
    createdAt: toIso(row.created_at),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    userAgent: row.user_agent,
    notificationState: row.notification_state,
    state: row.state,
    locale: row.locale,
  };
}

export interface SubmissionStoreOptions {
  /** Queue a receipt for the visitor with each new submission, at most one per address in RECEIPT_INTERVAL_MS. */
  receipts?: boolean;
}

/** At most one receipt per address a day, so the form cannot flood someone's mailbox. */
export const RECEIPT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** True unless the address already had a receipt queued in the interval before `item` (its case ignored). */
async function receiptDue(trx: Transaction, item: NewSubmission): Promise<boolean> {
  const since = new Date(item.createdAt.getTime() - RECEIPT_INTERVAL_MS).toISOString();
  const earlier = await trx
    .selectFrom("notification_outbox")
    .innerJoin("submissions", "submissions.id", "notification_outbox.submission_id")
    .select("notification_outbox.id")
    .where("notification_outbox.channel", "=", "receipt")
    .where("submissions.created_at", ">=", since)
    .where((eb) => eb(eb.fn("lower", [eb.ref("submissions.email")]), "=", eb.fn("lower", [eb.val(item.email)])))
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

/** channels: where each new submission must be announced (an outbox row per channel). */
export function createSubmissionStore(
  database: Database,
  channels: readonly CompanyChannel[],
  options: SubmissionStoreOptions = {},
): SubmissionStore {
  const { db } = database;
  /** Each submission with a notification job per channel; returns their ids in order. */
  const insertAll = async (trx: Transaction, items: readonly NewSubmission[]) => {
    const ids: number[] = [];
    for (const item of items) {
      const createdAt = item.createdAt.toISOString();
      const { id } = await trx
        .insertInto("submissions")
        .values({
          created_at: createdAt,
          full_name: item.fullName,
          email: item.email,
          phone: item.phone,
          message: item.message,
          user_agent: item.userAgent,
          notification_state: channels.length > 0 ? "pending" : "none",
          locale: item.locale,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (channels.length > 0) {
        await trx
          .insertInto("notification_outbox")
          .values(
            channels.map((channel) => ({
              submission_id: id,
              channel,
              state: "pending" as const,
              attempts: 0,
              next_attempt_at: createdAt,
              updated_at: createdAt,
            })),
          )
          .execute();
      }
      // Same transaction as the insert: two posts committed together see each other's receipt.
      if (options.receipts === true && (await receiptDue(trx, item))) {
        await trx
          .insertInto("notification_outbox")
          .values({ submission_id: id, channel: "receipt", state: "pending", attempts: 0, next_attempt_at: createdAt, updated_at: createdAt })
          .execute();
      }
      ids.push(Number(id));
    }
    return ids;
  };
  const commit = async (items: readonly NewSubmission[], deadline: number) => {
    database.checkFiles();
    const ids = await inTransaction(database, (trx) => insertAll(trx, items), deadline);
    // Committed into deleted files is lost at the next start: not acknowledged.
    database.checkFiles();
    return ids;
  };
  const queue = createCommitQueue(commit, { waitMs: COMMIT_WAIT_MS });

  const countSince = async (since: Date | null): Promise<number> => {
    let query = db.selectFrom("submissions").select((eb) => eb.fn.countAll<string | number>().as("count"));
    if (since !== null) query = query.where("created_at", ">=", since.toISOString());
    return toCount((await query.executeTakeFirst())?.count);
  };

  return {
    add: (submission) => queue.add(submission),

    async list({ since } = {}) {
      let query = db.selectFrom("submissions").select(columns).orderBy("created_at").orderBy("id");
      if (since !== undefined) query = query.where("created_at", ">=", since.toISOString());
      return (await query.execute()).map(fromRow);
    },

    async get(ids) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom("submissions").select(columns).where("id", "in", [...ids]).execute();
      return rows.map(fromRow);
    },

    async purgeOlderThan(cutoff) {
      const result = await db
        .deleteFrom("submissions")
        .where("created_at", "<", cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async stats(now) {
      const day = 24 * 60 * 60 * 1000;
      const ago = (days: number) => new Date(now.getTime() - days * day);
      const [total, last24Hours, last7Days, last30Days] = await Promise.all([
        countSince(null),
        countSince(ago(1)),
        countSince(ago(7)),
        countSince(ago(30)),
      ]);
      const range = await db
        .selectFrom("submissions")
        .select((eb) => [eb.fn.min("created_at").as("oldest"), eb.fn.max("created_at").as("newest")])
        .executeTakeFirst();
      const states = await db
        .selectFrom("submissions")
        .select((eb) => ["notification_state", eb.fn.countAll<string | number>().as("count")])
        .groupBy("notification_state")
        .execute();
      const notifications: Record<NotificationState, number> = { none: 0, pending: 0, sent: 0, failed: 0 };
      for (const { notification_state, count } of states) notifications[notification_state] = toCount(count);
      return {
        total,
        last24Hours,
        last7Days,
        last30Days,
        oldest: range?.oldest == null ? null : toIso(range.oldest),
        newest: range?.newest == null ? null : toIso(range.newest),
        notifications,
      };
    },

    async ping() {
      database.checkFiles();
      const checkedAt = new Date().toISOString();
      await inTransaction(
        database,
        async (trx) => {
          await trx.selectFrom("submissions").select("id").limit(1).execute();
          await trx
            .insertInto("health_probe")
            .values({ id: 1, checked_at: checkedAt })
            .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: checkedAt }))
            .execute();
        },
        Date.now() + HEALTH_WAIT_MS,
      );
      database.checkFiles();
    },

    flush: () => queue.drain(),
  };
}
