import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from "kysely";
import type { Database } from "../store/open-database.ts";
import type { StateFilter, Submission, SubmissionState } from "../../app/lib/submission.ts";
import type { Channel, OutboxState, SubmissionsTable, Tables } from "../store/schema.ts";
import { storedSubmissionColumns, toSubmission, type StoredSubmissionRow } from "../store/submission-store.ts";
import { toCount, toIso } from "../store/driver-values.ts";
import { queueNotifications } from "../store/notification-jobs.ts";
import { inTransaction } from "../store/transaction.ts";
import { DAY_MS, dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";

export interface InboxFilter {
  /** Found in the name, email or message, case-insensitively. */
  q?: string;
  state: StateFilter;
  /** Calendar days in Dubai (YYYY-MM-DD, checked by inbox-query.ts); `to` is included. */
  from?: string;
  to?: string;
}

export interface InboxListItem {
  id: number;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string | null;
  /** The message's start on one line. */
  excerpt: string;
  state: SubmissionState;
  locale: string;
  notificationState: Submission["notificationState"];
}

export interface InboxPage {
  items: InboxListItem[];
  total: number;
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: number;
  /** At least 1, so an empty inbox is one empty page. */
  pageCount: number;
  pageSize: number;
}

/** Every field of a submission. */
export interface InboxSubmission extends Submission {
  stateChangedAt: string | null;
}

export interface NotificationHistory {
  channel: Channel;
  state: OutboxState;
  attempts: number;
  /** Kept after a later success: read it with `state`. */
  lastError: string | null;
  updatedAt: string;
  nextAttemptAt: string;
}

export interface InboxDetail extends InboxSubmission {
  notifications: NotificationHistory[];
}

export interface DailyCount {
  date: string;
  count: number;
}

export interface InboxStore {
  list(filter: InboxFilter, page: number): Promise<InboxPage>;
  get(id: number): Promise<InboxDetail | null>;
  /** Returns how many of the submissions existed (and now have the state). */
  setState(ids: number | readonly number[], state: SubmissionState, now: Date): Promise<number>;
  /**
   * Moves a submission from spam to new and queues its notification on
   * `channels`, unless it already has one (marked spam after it was sent);
   * false when it is not spam (or does not exist).
   */
  releaseFromSpam(id: number, channels: readonly Channel[], now: Date): Promise<boolean>;
  /** Deletes a submission and its notifications; false when it did not exist. */
  remove(id: number): Promise<boolean>;
  /** Sends a channel's notification again soon; false when the submission has no job for that channel. */
  resend(id: number, channel: Channel, now: Date): Promise<boolean>;
  /** Every matching submission, newest first. */
  exportRows(filter: InboxFilter): Promise<InboxSubmission[]>;
  /** Every submission from an address (a person's data, for access requests), newest first. */
  byEmail(email: string): Promise<InboxSubmission[]>;
  /** Deletes every submission from an address, with their notifications, in one transaction. */
  eraseByEmail(email: string): Promise<{ count: number; ids: number[] }>;
  /** Submissions per Dubai calendar day, oldest first, ending today, zero-filled. */
  dailyCounts(now: Date, days?: number): Promise<DailyCount[]>;
  /** Submissions per state, and in all, for the tabs. */
  counts(): Promise<Record<StateFilter, number>>;
}

const PAGE_SIZE = 25;
const EXCERPT_LENGTH = 160;
/** The LIKE escape; escaped itself in a search. */
const LIKE_ESCAPE = "\\";

const columns = [...storedSubmissionColumns, "state_changed_at"] as const;

type Row = StoredSubmissionRow & Pick<Selectable<SubmissionsTable>, "state_changed_at">;

function fromRow(row: Row): InboxSubmission {
  return { ...toSubmission(row), stateChangedAt: row.state_changed_at === null ? null : toIso(row.state_changed_at) };
}

function excerpt(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  // By code points, so no surrogate pair is cut in half.
  const points = Array.from(line);
  return points.length <= EXCERPT_LENGTH ? line : `${points.slice(0, EXCERPT_LENGTH - 1).join("").trimEnd()}…`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}

type SubmissionsWhere = (eb: ExpressionBuilder<Tables, "submissions">) => Expression<SqlBool>;

export function createInboxStore(database: Database): InboxStore {
  const { db } = database;
  // PostgreSQL's ILIKE folds case as far as the database's locale knows letters;
  // SQLite's LIKE folds ASCII letters only (its lower() knows no more).
  const like = sql.raw(database.dialect === "postgres" ? "ilike" : "like");

  const matching =
    (filter: InboxFilter): SubmissionsWhere =>
    (eb) => {
      const conditions: Expression<SqlBool>[] = [];
      const q = filter.q?.trim() ?? "";
      if (q !== "") {
        const pattern = likePattern(q);
        conditions.push(
          eb.or(
            (["full_name", "email", "message"] as const).map(
              (column) => sql<SqlBool>`${eb.ref(column)} ${like} ${pattern} escape ${LIKE_ESCAPE}`,
            ),
          ),
        );
      }
      if (filter.state !== "all") conditions.push(eb("state", "=", filter.state));
      if (filter.from !== undefined) conditions.push(eb("created_at", ">=", dubaiDayStart(filter.from).toISOString()));
      if (filter.to !== undefined) {
        const end = new Date(dubaiDayStart(filter.to).getTime() + DAY_MS);
        conditions.push(eb("created_at", "<", end.toISOString()));
      }
      return eb.and(conditions);
    };

  /** Submissions from an address, whatever its case or surrounding spaces; folded alike on both sides. */
  const fromAddress =
    (email: string): SubmissionsWhere =>
    (eb) =>
      eb(eb.fn("lower", [eb.fn("trim", [eb.ref("email")])]), "=", eb.fn("lower", [eb.val(email.trim())]));

  const countWhere = async (where: SubmissionsWhere) =>
    toCount(
      (await db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where(where)
        .executeTakeFirst())?.count,
    );

  const newestFirst = (where: SubmissionsWhere) =>
    db.selectFrom("submissions").select(columns).where(where).orderBy("created_at", "desc").orderBy("id", "desc");

  return {
    async list(filter, page) {
      const where = matching(filter);
      const total = await countWhere(where);
      const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const shown = Number.isInteger(page) && page > 1 ? Math.min(page, pageCount) : 1;
      const rows = await newestFirst(where)
        .limit(PAGE_SIZE)
        .offset((shown - 1) * PAGE_SIZE)
        .execute();
      const items = rows.map((row) => ({
        id: Number(row.id),
        createdAt: toIso(row.created_at),
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        excerpt: excerpt(row.message),
        state: row.state,
        locale: row.locale,
        notificationState: row.notification_state,
      }));
      return { items, total, page: shown, pageCount, pageSize: PAGE_SIZE };
    },

    async get(id) {
      const row = await db.selectFrom("submissions").select(columns).where("id", "=", id).executeTakeFirst();
      if (row === undefined) return null;
      const jobs = await db
        .selectFrom("notification_outbox")
        .select(["channel", "state", "attempts", "last_error", "updated_at", "next_attempt_at"])
        .where("submission_id", "=", id)
        .orderBy("id")
        .execute();
      return {
        ...fromRow(row),
        notifications: jobs.map((job) => ({
          channel: job.channel,
          state: job.state,
          attempts: Number(job.attempts),
          lastError: job.last_error,
          updatedAt: toIso(job.updated_at),
          nextAttemptAt: toIso(job.next_attempt_at),
        })),
      };
    },

    async setState(ids, state, now) {
      const list = typeof ids === "number" ? [ids] : [...new Set(ids)];
      if (list.length === 0) return 0;
      // Through inTransaction like every server write: it waits out another process's SQLite lock on timers.
      const result = await inTransaction(database, (trx) =>
        trx.updateTable("submissions").set({ state, state_changed_at: now.toISOString() }).where("id", "in", list).executeTakeFirst(),
      );
      return Number(result.numUpdatedRows);
    },

    releaseFromSpam: (id, channels, now) =>
      inTransaction(database, async (trx) => {
        const result = await trx
          .updateTable("submissions")
          .set({ state: "new", state_changed_at: now.toISOString() })
          .where("id", "=", id)
          .where("state", "=", "spam")
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        const jobs = await trx.selectFrom("notification_outbox").select("id").where("submission_id", "=", id).limit(1).execute();
        if (jobs.length === 0 && channels.length > 0) {
          await queueNotifications(trx, id, channels, now);
          await trx.updateTable("submissions").set({ notification_state: "pending" }).where("id", "=", id).execute();
        }
        return true;
      }),

    async remove(id) {
      // The outbox rows go with it: ON DELETE CASCADE (SQLite connections turn foreign keys on).
      const result = await inTransaction(database, (trx) => trx.deleteFrom("submissions").where("id", "=", id).executeTakeFirst());
      return result.numDeletedRows > 0n;
    },

    resend: (id, channel, now) =>
      inTransaction(database, async (trx) => {
        const nowIso = now.toISOString();
        // last_error stays until the next attempt replaces it or the job is sent.
        const result = await trx
          .updateTable("notification_outbox")
          .set({ state: "pending", attempts: 0, next_attempt_at: nowIso, updated_at: nowIso })
          .where("submission_id", "=", id)
          .where("channel", "=", channel)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        // As the outbox does: a submission is pending while any of the company's jobs is (a receipt is not one).
        if (channel !== "receipt") await trx.updateTable("submissions").set({ notification_state: "pending" }).where("id", "=", id).execute();
        return true;
      }),

    async exportRows(filter) {
      return (await newestFirst(matching(filter)).execute()).map(fromRow);
    },

    async byEmail(email) {
      return (await newestFirst(fromAddress(email)).execute()).map(fromRow);
    },

    eraseByEmail: (email) =>
      inTransaction(database, async (trx) => {
        const rows = await trx.selectFrom("submissions").select("id").where(fromAddress(email)).orderBy("id").execute();
        const ids = rows.map((row) => Number(row.id));
        if (ids.length > 0) await trx.deleteFrom("submissions").where("id", "in", ids).execute();
        return { count: ids.length, ids };
      }),

    async dailyCounts(now, days = 30) {
      const todayStart = dubaiDayStart(dubaiDay(now)).getTime();
      const dates = Array.from({ length: Math.max(0, days) }, (_, index) =>
        dubaiDay(new Date(todayStart - (days - 1 - index) * DAY_MS)),
      );
      const first = dates[0];
      if (first === undefined) return [];
      const rows = await db
        .selectFrom("submissions")
        .select("created_at")
        .where("created_at", ">=", dubaiDayStart(first).toISOString())
        .where("created_at", "<", new Date(todayStart + DAY_MS).toISOString())
        .execute();
      const counts = new Map(dates.map((date) => [date, 0]));
      for (const { created_at } of rows) {
        const date = dubaiDay(new Date(toIso(created_at)));
        counts.set(date, (counts.get(date) ?? 0) + 1);
      }
      return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
    },

    async counts() {
      const rows = await db
        .selectFrom("submissions")
        .select((eb) => ["state", eb.fn.countAll<string | number>().as("count")])
        .groupBy("state")
        .execute();
      const counts: Record<StateFilter, number> = { new: 0, handled: 0, spam: 0, all: 0 };
      for (const { state, count } of rows) {
        counts[state] = toCount(count);
        counts.all += toCount(count);
      }
      return counts;
    },
  };
}
