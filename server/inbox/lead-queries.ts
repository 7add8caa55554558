import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from "kysely";
import type { Database } from "../store/open-database.ts";
import type { StateFilter, Lead, LeadState } from "../../app/lib/lead.ts";
import type { OutboxState, SubmissionsTable, Tables } from "../store/schema.ts";
import { storedLeadColumns, toLead, type StoredLeadRow } from "../store/lead-intake.ts";
import { toCount, toIso } from "../store/driver-values.ts";
import { nameOf } from "../store/user-store.ts";
import { DAY_MS, dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import { clockOf, type AnsweredLead, type Holidays } from "../../app/lib/business-days.ts";
import { fromAddress } from "../store/lead-store.ts";
import type { LeadChannel } from "../store/schema.ts";

export interface InboxFilter {
  /** Found in the name, email or message, case-insensitively. */
  q?: string;
  state: StateFilter;
  /** Calendar days in Dubai (YYYY-MM-DD, checked by inbox-query.ts); `to` is included. */
  from?: string;
  to?: string;
  /** Only the leads assigned to the viewer. */
  mine?: boolean;
  /** Only the leads past their one-business-day promise, unanswered and not handled or spam. */
  overdue?: boolean;
}

/** Whose list it is, and when: what "Mine" and "Overdue" are measured against. */
interface ListScope {
  viewerId: number;
  now: Date;
}

/** Where an unanswered lead stands against the promise. */
interface LeadClock {
  overdue: boolean;
  /** Whole hours until due, or since. */
  hours: number;
  dueAt: string;
}

interface LeadListItem {
  id: number;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string | null;
  /** The message's start on one line. */
  excerpt: string;
  state: LeadState;
  locale: string;
  notificationState: Lead["notificationState"];
  assigneeName: string | null;
  firstAnsweredAt: string | null;
  /** Null once answered, handled or spam: the clock has stopped. */
  clock: LeadClock | null;
}

interface LeadListPage {
  items: LeadListItem[];
  total: number;
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: number;
  /** At least 1, so an empty inbox is one empty page. */
  pageCount: number;
  pageSize: number;
}

/** Every field of a lead. */
export interface LeadRecord extends Lead {
  stateChangedAt: string | null;
  assigneeId: number | null;
  firstAnsweredAt: string | null;
}

interface NotificationHistory {
  channel: LeadChannel;
  state: OutboxState;
  attempts: number;
  /** Kept after a later success: read it with `state`. */
  lastError: string | null;
  updatedAt: string;
  nextAttemptAt: string;
}

export interface LeadDetail extends LeadRecord {
  notifications: NotificationHistory[];
  clock: LeadClock | null;
}

interface DailyCount {
  date: string;
  count: number;
}

export interface LeadQueries {
  list(filter: InboxFilter, page: number, scope?: ListScope): Promise<LeadListPage>;
  get(id: number, now?: Date): Promise<LeadDetail | null>;
  /** Every matching lead, newest first. */
  exportRows(filter: InboxFilter, scope?: ListScope): Promise<LeadRecord[]>;
  /** Every lead from an address (a person's data, for access requests), newest first. */
  byEmail(email: string): Promise<LeadRecord[]>;
  /** Leads per Dubai calendar day, oldest first, ending today, zero-filled. */
  dailyCounts(now: Date, days?: number): Promise<DailyCount[]>;
  /** Every lead that is not spam, arrived at or after `since`: when it arrived and was first answered. */
  answerTimes(since: Date): Promise<AnsweredLead[]>;
  /** Leads per state, and in all, for the tabs; within Mine and Overdue when the filter has them. */
  counts(
    filter?: Pick<InboxFilter, "mine" | "overdue">,
    scope?: ListScope,
  ): Promise<Record<StateFilter, number>>;
}

const PAGE_SIZE = 25;
const EXCERPT_LENGTH = 160;
/** The LIKE escape; escaped itself in a search. */
const LIKE_ESCAPE = "\\";

const columns = [...storedLeadColumns, "state_changed_at", "assignee_id", "first_answered_at"] as const;

type Row = StoredLeadRow &
  Pick<Selectable<SubmissionsTable>, "state_changed_at" | "assignee_id" | "first_answered_at">;

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

function fromRow(row: Row): LeadRecord {
  return {
    ...toLead(row),
    stateChangedAt: isoOrNull(row.state_changed_at),
    assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
    firstAnsweredAt: isoOrNull(row.first_answered_at),
  };
}

/** The clock runs while a lead is new and unanswered: a reply, Mark replied, Handled or Spam stops it. */
function clockFor(
  row: { state: LeadState; first_answered_at: Date | string | null; created_at: Date | string },
  now: Date,
  holidays: Holidays,
): LeadClock | null {
  if (row.state !== "new" || row.first_answered_at !== null) return null;
  const clock = clockOf(new Date(toIso(row.created_at)), now, holidays);
  return { overdue: clock.overdue, hours: clock.hours, dueAt: clock.dueAt.toISOString() };
}

function excerpt(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  // By code points, so no surrogate pair is cut in half.
  const points = Array.from(line);
  return points.length <= EXCERPT_LENGTH
    ? line
    : `${points
        .slice(0, EXCERPT_LENGTH - 1)
        .join("")
        .trimEnd()}…`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}

type SubmissionsWhere = (eb: ExpressionBuilder<Tables, "submissions">) => Expression<SqlBool>;

export function createLeadQueries(database: Database, holidays: Holidays = new Set()): LeadQueries {
  const { db } = database;
  // PostgreSQL's ILIKE folds case as far as the database's locale knows letters;
  // SQLite's LIKE folds ASCII letters only (its lower() knows no more).
  const like = sql.raw(database.dialect === "postgres" ? "ilike" : "like");

  /** The leads past their promise at `now`: the clock needs the calendar, so it is read here, not in SQL. */
  const overdueIds = async (now: Date): Promise<number[]> => {
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "created_at", "state", "first_answered_at"])
      .where("state", "=", "new")
      .where("first_answered_at", "is", null)
      .execute();
    return rows.filter((row) => clockFor(row, now, holidays)?.overdue === true).map((row) => Number(row.id));
  };

  /** Mine and Overdue as conditions; `overdue` is the list overdueIds found. */
  const scoped = (
    eb: ExpressionBuilder<Tables, "submissions">,
    filter: Pick<InboxFilter, "mine" | "overdue">,
    scope: ListScope | undefined,
    overdue: readonly number[],
  ) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.mine === true) conditions.push(eb("assignee_id", "=", scope?.viewerId ?? -1));
    if (filter.overdue === true)
      conditions.push(overdue.length === 0 ? sql<SqlBool>`1 = 0` : eb("id", "in", [...overdue]));
    return conditions;
  };

  const matching =
    (filter: InboxFilter, scope?: ListScope, overdue: readonly number[] = []): SubmissionsWhere =>
    (eb) => {
      const conditions: Expression<SqlBool>[] = scoped(eb, filter, scope, overdue);
      const q = filter.q?.trim() ?? "";
      if (q !== "") {
        const pattern = likePattern(q);
        const found = (column: string) =>
          sql<SqlBool>`${sql.ref(column)} ${like} ${pattern} escape ${LIKE_ESCAPE}`;
        conditions.push(
          eb.or([
            ...(["full_name", "email", "message"] as const).map((column) => found(`submissions.${column}`)),
            // A colleague's note finds its lead too.
            eb.exists(
              eb
                .selectFrom("lead_notes")
                .select("lead_notes.id")
                .whereRef("lead_notes.submission_id", "=", "submissions.id")
                .where(() => found("lead_notes.body")),
            ),
          ]),
        );
      }
      if (filter.state !== "all") conditions.push(eb("state", "=", filter.state));
      if (filter.from !== undefined)
        conditions.push(eb("created_at", ">=", dubaiDayStart(filter.from).toISOString()));
      if (filter.to !== undefined) {
        const end = new Date(dubaiDayStart(filter.to).getTime() + DAY_MS);
        conditions.push(eb("created_at", "<", end.toISOString()));
      }
      return eb.and(conditions);
    };

  const countWhere = async (where: SubmissionsWhere) =>
    toCount(
      (
        await db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll<string | number>().as("count"))
          .where(where)
          .executeTakeFirst()
      )?.count,
    );

  const newestFirst = (where: SubmissionsWhere) =>
    db
      .selectFrom("submissions")
      .select(columns)
      .where(where)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc");

  return {
    async list(filter, page, scope) {
      const now = scope?.now ?? new Date();
      const where = matching(filter, scope, filter.overdue === true ? await overdueIds(now) : []);
      const total = await countWhere(where);
      const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const shown = Number.isInteger(page) && page > 1 ? Math.min(page, pageCount) : 1;
      const rows = await newestFirst(where)
        .limit(PAGE_SIZE)
        .offset((shown - 1) * PAGE_SIZE)
        .execute();
      const assigneeIds = [
        ...new Set(rows.flatMap((row) => (row.assignee_id === null ? [] : [Number(row.assignee_id)]))),
      ];
      const assignees =
        assigneeIds.length === 0
          ? []
          : await db
              .selectFrom("users")
              .select(["id", "email", "display_name"])
              .where("id", "in", assigneeIds)
              .execute();
      const names = new Map(assignees.map((user) => [Number(user.id), nameOf(user)]));
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
        assigneeName: row.assignee_id === null ? null : (names.get(Number(row.assignee_id)) ?? null),
        firstAnsweredAt: isoOrNull(row.first_answered_at),
        clock: clockFor(row, now, holidays),
      }));
      return { items, total, page: shown, pageCount, pageSize: PAGE_SIZE };
    },

    async get(id, now = new Date()) {
      const row = await db.selectFrom("submissions").select(columns).where("id", "=", id).executeTakeFirst();
      if (row === undefined) return null;
      const jobs = await db
        .selectFrom("notification_outbox")
        .select(["channel", "state", "attempts", "last_error", "updated_at", "next_attempt_at"])
        .where("submission_id", "=", id)
        .where("channel", "in", ["email", "webhook", "receipt"])
        .orderBy("id")
        .execute();
      return {
        ...fromRow(row),
        clock: clockFor(row, now, holidays),
        notifications: jobs.map((job) => ({
          channel: job.channel as LeadChannel,
          state: job.state,
          attempts: Number(job.attempts),
          lastError: job.last_error,
          updatedAt: toIso(job.updated_at),
          nextAttemptAt: toIso(job.next_attempt_at),
        })),
      };
    },

    async exportRows(filter, scope) {
      const overdue = filter.overdue === true ? await overdueIds(scope?.now ?? new Date()) : [];
      return (await newestFirst(matching(filter, scope, overdue)).execute()).map(fromRow);
    },

    async byEmail(email) {
      return (await newestFirst(fromAddress(email)).execute()).map(fromRow);
    },

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

    async answerTimes(since) {
      const rows = await db
        .selectFrom("submissions")
        .select(["created_at", "first_answered_at"])
        .where("state", "!=", "spam")
        .where("created_at", ">=", since.toISOString())
        .execute();
      return rows.map((row) => ({
        arrivedAt: new Date(toIso(row.created_at)),
        firstAnsweredAt: row.first_answered_at === null ? null : new Date(toIso(row.first_answered_at)),
      }));
    },

    async counts(filter = {}, scope) {
      const overdue = filter.overdue === true ? await overdueIds(scope?.now ?? new Date()) : [];
      const rows = await db
        .selectFrom("submissions")
        .select((eb) => ["state", eb.fn.countAll<string | number>().as("count")])
        .where((eb) => eb.and(scoped(eb, filter, scope, overdue)))
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
