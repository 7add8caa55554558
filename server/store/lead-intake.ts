import { createCommitQueue } from "./commit-queue.ts";
import type { Database } from "./open-database.ts";
import type { Selectable } from "kysely";
import {
  DOUBLE_POST_WINDOW_MS,
  isSamePost,
  spamReasons as knownReasons,
  type EarlierPost,
  type NewLead,
  type NotificationState,
  type SpamReason,
  type Lead,
  type LeadState,
} from "../../app/lib/lead.ts";
import type { LeadSource } from "../../app/lib/insights.ts";
import { queueNotifications } from "./notification-jobs.ts";
import type { CompanyChannel, SubmissionsTable } from "./schema.ts";
import { toCount, toIso } from "./driver-values.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

/** What add() did: stored it, or found the same post already stored (the id is then the earlier one's). */
export interface AddResult {
  id: number;
  duplicate: boolean;
}

interface LeadStats {
  total: number;
  last24Hours: number;
  last7Days: number;
  last30Days: number;
  oldest: string | null;
  newest: string | null;
  notifications: Record<NotificationState, number>;
}

export interface LeadIntake {
  /**
   * Stores a lead once committed: spam under "spam" with its reasons and
   * no notification, anything else with a notification job per channel. The
   * same post (name, email, phone, message) stored within DOUBLE_POST_WINDOW_MS
   * is not stored again: checked in the transaction of the insert, so two
   * posts of a double click cannot both pass.
   */
  add(submission: NewLead): Promise<AddResult>;
  /** Leads from an address (any case) created at or after `since`. */
  recentFrom(email: string, since: Date): Promise<EarlierPost[]>;
  /** Oldest first; from `since`, and of `states` only when given. */
  list(options?: { since?: Date; states?: readonly LeadState[] }): Promise<Lead[]>;
  get(ids: readonly number[]): Promise<Lead[]>;
  /** Deletes leads (and their notifications) created before the cutoff; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  /** Deletes spam created before the cutoff; returns how many. */
  purgeSpamOlderThan(cutoff: Date): Promise<number>;
  stats(now: Date): Promise<LeadStats>;
  /**
   * Throws unless a lead could be stored now: the table answers, a
   * write commits (one probe row; a full or read-only disk fails it) and,
   * with SQLite, the files are still the database's.
   */
  ping(): Promise<void>;
  /** Waits for leads already handed to add() to be committed. */
  flush(): Promise<void>;
}

/** Where a lead came from (issue 16), as stored with it. */
export const leadSourceColumns = [
  "source_form_page",
  "source_landing_page",
  "source_referrer_host",
  "source_utm_source",
  "source_utm_medium",
  "source_utm_campaign",
] as const;

type LeadSourceRow = Pick<Selectable<SubmissionsTable>, (typeof leadSourceColumns)[number]>;

export function toLeadSource(row: LeadSourceRow): LeadSource {
  return {
    formPage: row.source_form_page,
    landingPage: row.source_landing_page,
    referrerHost: row.source_referrer_host,
    utmSource: row.source_utm_source,
    utmMedium: row.source_utm_medium,
    utmCampaign: row.source_utm_campaign,
  };
}

/** The columns a Lead is read from (the inbox reads these and more). */
export const storedLeadColumns = [
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
  "spam_reasons",
  ...leadSourceColumns,
] as const;

const columns = storedLeadColumns;

export type StoredLeadRow = Pick<Selectable<SubmissionsTable>, (typeof storedLeadColumns)[number]>;

/** How long a post waits for its commit (a busy or locked database) before its visitor gets the 503 page. */
const COMMIT_WAIT_MS = 4_000;

/** How long a health check waits for a busy SQLite database: health checkers time out after a few seconds. */
const HEALTH_WAIT_MS = 2_000;

/** The stored JSON array, keeping only reasons this release knows. */
function parseSpamReasons(stored: string | null): SpamReason[] {
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? knownReasons.filter((reason) => parsed.includes(reason)) : [];
}

/** Reads through the server's connection or inside a transaction alike; `until` bounds it for the double-post window. */
async function recentFrom(db: Transaction, email: string, since: Date, until?: Date): Promise<EarlierPost[]> {
  let query = db
    .selectFrom("submissions")
    .select(["id", "full_name", "email", "phone", "message"])
    // Folded by the database on both sides, so the index on lower(email) serves it.
    .where((eb) => eb(eb.fn("lower", [eb.ref("email")]), "=", eb.fn("lower", [eb.val(email)])))
    .where("created_at", ">=", since.toISOString())
    .orderBy("id");
  if (until !== undefined) query = query.where("created_at", "<=", until.toISOString());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
  }));
}

export function toLead(row: StoredLeadRow): Lead {
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
    spamReasons: parseSpamReasons(row.spam_reasons),
    source: toLeadSource(row),
  };
}

export interface LeadIntakeOptions {
  /** Queue a receipt for the visitor with each new lead, at most one per address in RECEIPT_INTERVAL_MS. */
  receipts?: boolean;
}

/** At most one receipt per address a day, so the form cannot flood someone's mailbox. */
export const RECEIPT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** True unless the address already had a receipt queued in the interval before `item` (its case ignored). */
async function receiptDue(trx: Transaction, item: NewLead): Promise<boolean> {
  const since = new Date(item.createdAt.getTime() - RECEIPT_INTERVAL_MS).toISOString();
  const earlier = await trx
    .selectFrom("notification_outbox")
    .innerJoin("submissions", "submissions.id", "notification_outbox.submission_id")
    .select("notification_outbox.id")
    .where("notification_outbox.channel", "=", "receipt")
    .where("submissions.created_at", ">=", since)
    .where((eb) =>
      eb(eb.fn("lower", [eb.ref("submissions.email")]), "=", eb.fn("lower", [eb.val(item.email)])),
    )
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

/** channels: where each new lead must be announced (an outbox row per channel). */
export function createLeadIntake(
  database: Database,
  channels: readonly CompanyChannel[],
  options: LeadIntakeOptions = {},
): LeadIntake {
  const { db } = database;
  /** Each lead not already stored, with a notification job per channel unless it is spam; in order. */
  const insertAll = async (trx: Transaction, items: readonly NewLead[]) => {
    const results: AddResult[] = [];
    for (const item of items) {
      // Either side of its time: of two posts sent together, the later one may reach the queue first.
      const at = item.createdAt.getTime();
      const window = await recentFrom(
        trx,
        item.email,
        new Date(at - DOUBLE_POST_WINDOW_MS),
        new Date(at + DOUBLE_POST_WINDOW_MS),
      );
      const twin = window.find((earlier) => isSamePost(item, earlier));
      if (twin !== undefined) {
        results.push({ id: twin.id, duplicate: true });
        continue;
      }
      const spam = item.spamReasons.length > 0;
      const notified = spam ? [] : channels;
      const { id } = await trx
        .insertInto("submissions")
        .values({
          created_at: item.createdAt.toISOString(),
          full_name: item.fullName,
          email: item.email,
          phone: item.phone,
          message: item.message,
          user_agent: item.userAgent,
          notification_state: notified.length > 0 ? "pending" : "none",
          locale: item.locale,
          state: spam ? "spam" : "new",
          spam_reasons: spam ? JSON.stringify(item.spamReasons) : null,
          source_form_page: item.source?.formPage ?? null,
          source_landing_page: item.source?.landingPage ?? null,
          source_referrer_host: item.source?.referrerHost ?? null,
          source_utm_source: item.source?.utmSource ?? null,
          source_utm_medium: item.source?.utmMedium ?? null,
          source_utm_campaign: item.source?.utmCampaign ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueNotifications(trx, Number(id), notified, item.createdAt);
      // Same transaction as the insert: two posts committed together see each other's receipt. Spam gets none.
      if (!spam && options.receipts === true && (await receiptDue(trx, item))) {
        await queueNotifications(trx, Number(id), ["receipt"], item.createdAt);
      }
      results.push({ id: Number(id), duplicate: false });
    }
    return results;
  };
  const commit = async (items: readonly NewLead[], deadline: number) => {
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

    recentFrom: (email, since) => recentFrom(db, email, since),

    async list({ since, states } = {}) {
      if (states?.length === 0) return [];
      let query = db.selectFrom("submissions").select(columns).orderBy("created_at").orderBy("id");
      if (since !== undefined) query = query.where("created_at", ">=", since.toISOString());
      if (states !== undefined) query = query.where("state", "in", [...states]);
      return (await query.execute()).map(toLead);
    },

    async get(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom("submissions")
        .select(columns)
        .where("id", "in", [...ids])
        .execute();
      return rows.map(toLead);
    },

    async purgeOlderThan(cutoff) {
      const result = await db
        .deleteFrom("submissions")
        .where("created_at", "<", cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async purgeSpamOlderThan(cutoff) {
      const result = await db
        .deleteFrom("submissions")
        .where("state", "=", "spam")
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
