import { randomBytes } from "node:crypto";
import {
  FIRST_VIEWS_PER_DAY_CAP,
  OTHER_VALUE,
  VALUES_PER_DAY_CAP,
  campaignLabel,
  type FirstView,
  type InsightsDimension,
  type LeadSource,
} from "../../app/lib/insights.ts";
import {
  CompiledQuery,
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from "kysely";
import { daysBetween, daysFrom } from "../../app/lib/dubai-time.ts";
import { toCount } from "./driver-values.ts";
import { leadSourceColumns, toLeadSource } from "./lead-intake.ts";
import type { Database, Dialect } from "./open-database.ts";
import type { Tables } from "./schema.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

/** Views counted in memory for one day, dimension, value and detail. */
export interface ViewCount {
  day: string;
  dimension: InsightsDimension;
  value: string;
  /** A not-found path's referring host; "" elsewhere. */
  detail: string;
  views: number;
}

/** A visitor's first view of a day, as the counter saw it. */
export interface VisitorFirstView {
  day: string;
  hash: string;
  first: FirstView;
  /** Past its client's cap (FIRST_VIEWS_PER_CLIENT_CAP): counted as a visitor under OTHER_VALUE, its first view not kept. */
  capped?: boolean;
}

interface InsightsBatch {
  views: readonly ViewCount[];
  visitors: readonly VisitorFirstView[];
}

/** One row of a report: a value's views and visitors over the range. */
interface CountRow {
  value: string;
  detail: string;
  views: number;
  visitors: number;
}

/** A value's row with its rank among the range's values by views (then visitors, then value) and by visitors (then value); 1 is first, null when not among the first asked for. */
export interface RankedRow extends CountRow {
  byViews: number | null;
  byVisitors: number | null;
}

export interface DayRow {
  day: string;
  views: number;
  visitors: number;
}

export interface InsightsStore {
  /** The day's salt, made by the first instance to ask; the same for every instance on the database. */
  saltFor(day: string, now: Date): Promise<Buffer>;
  /** The day's salt if one was made, without making one. */
  existingSalt(day: string): Promise<Buffer | null>;
  /**
   * Adds a batch in one transaction: each visitor's first view is kept once
   * (another instance may have kept it first), the visitors counted under
   * their first view's values, and every count added to its day's row.
   * At most FIRST_VIEWS_PER_DAY_CAP first views are kept a day: past it, a
   * visitor is counted as one past its client's cap. Returns how many first
   * views were kept.
   */
  add(batch: InsightsBatch): Promise<number>;
  /** The first view of the day kept for a visitor's hash, or null. */
  firstView(day: string, hash: string): Promise<FirstView | null>;
  /** Deletes the salts and first views of days before `today`: their hashes can never be made again. */
  forgetBefore(today: string): Promise<void>;
  /** Deletes counts of days before `day` (the retention). */
  purgeCountsBefore(day: string): Promise<number>;
  /** Visitors and views per day, from `from` to `to` (Dubai days, inclusive). */
  daily(from: string, to: string): Promise<DayRow[]>;
  /** Pages whose path starts with one of `prefixes`, each summed over the range: every one, in path order. */
  pagesUnder(prefixes: readonly string[], from: string, to: string): Promise<CountRow[]>;
  /** A dimension's values over the range, most viewed first; the first `limit`, or all with null. */
  top(dimension: InsightsDimension, from: string, to: string, limit: number | null): Promise<CountRow[]>;
  /**
   * A dimension's values over the range, each with its ranks: the first
   * `limit` by views, the first `limit` by visitors (of those with any) and the
   * `named` values; with null, every value, ranked by visitors. One grouping
   * serves a traffic table and its conversion table.
   */
  ranked(
    dimension: InsightsDimension,
    from: string,
    to: string,
    limit: number | null,
    named: readonly string[],
  ): Promise<RankedRow[]>;
  /** The sources of the leads that arrived in [since, until): not spam (a double post is never stored twice). */
  leadSources(since: Date, until: Date): Promise<LeadWithSource[]>;
}

export interface LeadWithSource extends LeadSource {
  /** The language of the page the form was on. */
  locale: string;
}

/** A flush waits this long for another process's SQLite lock; a failed flush keeps its counts for the next. */
const BUSY_WAIT_MS = 2_000;

/** Rows per statement: SQLite's inserts with RETURNING cost more per row in longer statements (measured: 200 rows a statement took half as long again as 50). */
const CHUNK = 50;

const keyOf = (count: Pick<ViewCount, "day" | "dimension" | "value" | "detail">) =>
  `${count.day}\u0000${count.dimension}\u0000${count.value}\u0000${count.detail}`;

interface Increment extends ViewCount {
  visitors: number;
}

/** The values a visitor is counted under: those of their first view of the day. */
function visitorValues(first: FirstView): [InsightsDimension, string][] {
  const values: [InsightsDimension, string][] = [
    ["total", ""],
    ["page", first.path],
    ["language", first.locale],
    ["device", first.device],
  ];
  values.push(["referrer", first.referrerHost ?? ""]);
  const campaign = campaignLabel(first.utmSource, first.utmMedium, first.utmCampaign);
  if (campaign !== null) values.push(["campaign", campaign]);
  return values;
}

/**
 * The values a visitor past a cap is counted under: the day's total, its
 * language and device, and OTHER_VALUE for what the visitor chose (page,
 * referrer, campaign), as the values past VALUES_PER_DAY_CAP are.
 */
function cappedVisitorValues(first: FirstView): [InsightsDimension, string][] {
  const values: [InsightsDimension, string][] = [
    ["total", ""],
    ["page", OTHER_VALUE],
    ["referrer", OTHER_VALUE],
    ["language", first.locale],
    ["device", first.device],
  ];
  if (campaignLabel(first.utmSource, first.utmMedium, first.utmCampaign) !== null)
    values.push(["campaign", OTHER_VALUE]);
  return values;
}

/** Positions up to this ride in a sort key's low bits; the hash's first four characters (7 bits each) fill the rest of a double's 53. */
const POSITIONS = 2 ** 25;

/**
 * Visitors in their key's order: random hashes inserted in order land beside
 * each other in the table's B-tree instead of all over it (measured on SQLite:
 * a third of the time per row). Each day's visitors are sorted as numbers made
 * of their hash's first four characters and their position, in one native
 * sort: a comparator's sort of 25,000 visitors cost more than SQLite's insert
 * of them (measured: 39 ms against 4). The rare tie in the first four
 * characters only leaves two neighbours unordered.
 */
function inKeyOrder(visitors: readonly VisitorFirstView[]): VisitorFirstView[] {
  const days = new Map<string, VisitorFirstView[]>();
  for (const visitor of visitors) {
    const ofDay = days.get(visitor.day);
    if (ofDay === undefined) days.set(visitor.day, [visitor]);
    else ofDay.push(visitor);
  }
  // A character past the end counts as 0, one beyond ASCII as 127: the order is only a hint, the key always a safe integer.
  const code = (hash: string, at: number) => Math.min(hash.charCodeAt(at) || 0, 127);
  return [...days.keys()].sort().flatMap((day) => {
    const ofDay = days.get(day) ?? [];
    if (ofDay.length >= POSITIONS)
      return [...ofDay].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
    const keys = new Float64Array(ofDay.length);
    ofDay.forEach(({ hash }, position) => {
      const prefix = ((code(hash, 0) * 128 + code(hash, 1)) * 128 + code(hash, 2)) * 128 + code(hash, 3);
      keys[position] = prefix * POSITIONS + position;
    });
    keys.sort();
    return Array.from(keys, (key) => {
      const visitor = ofDay[key % POSITIONS];
      if (visitor === undefined) throw new Error("A visitor's sort key lost its position.");
      return visitor;
    });
  });
}

const VISITOR_COLUMNS = [
  "day",
  "hash",
  "path",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "locale",
  "device",
];
const insertVisitorsSqls = new Map<string, string>();

/**
 * The insert of `rows` new visitors' first views, written once per dialect and
 * length rather than built by Kysely for each chunk: building it cost twice
 * what SQLite took to insert the rows (measured, 40,000 new visitors a flush).
 */
function insertVisitorsSql(dialect: Dialect, rows: number): string {
  const key = `${dialect} ${rows}`;
  let text = insertVisitorsSqls.get(key);
  if (text === undefined) {
    let parameter = 0;
    const placeholder = () => (dialect === "sqlite" ? "?" : `$${++parameter}`);
    const tuples = Array.from({ length: rows }, () => `(${VISITOR_COLUMNS.map(placeholder).join(", ")})`);
    text = `insert into insights_visitors (${VISITOR_COLUMNS.join(", ")}) values ${tuples.join(", ")} on conflict (day, hash) do nothing returning day, hash`;
    insertVisitorsSqls.set(key, text);
  }
  return text;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Values past the day's cap go to the "other" bucket: the values a visitor
 * chooses (paths, hosts, campaigns) cannot grow a day's rows without bound.
 */
async function capped(trx: Transaction, increments: Map<string, Increment>): Promise<Map<string, Increment>> {
  const groups = new Map<string, Increment[]>();
  for (const increment of increments.values()) {
    if (increment.dimension === "total") continue;
    const group = `${increment.day}\u0000${increment.dimension}`;
    groups.set(group, [...(groups.get(group) ?? []), increment]);
  }
  const result = new Map(increments);
  for (const members of groups.values()) {
    const first = members[0];
    if (first === undefined) continue;
    const existingRows = await trx
      .selectFrom("insights_counts")
      .select(["value", "detail"])
      .where("day", "=", first.day)
      .where("dimension", "=", first.dimension)
      .execute();
    const existing = new Set(
      existingRows.map((row) => keyOf({ ...first, value: row.value, detail: row.detail })),
    );
    let size = existing.size;
    for (const increment of members) {
      const key = keyOf(increment);
      if (existing.has(key)) continue;
      if (size < VALUES_PER_DAY_CAP) {
        existing.add(key);
        size += 1;
        continue;
      }
      result.delete(key);
      const other = { ...increment, value: OTHER_VALUE, detail: "" };
      const otherKey = keyOf(other);
      const before = result.get(otherKey);
      result.set(
        otherKey,
        before === undefined
          ? other
          : { ...before, views: before.views + other.views, visitors: before.visitors + other.visitors },
      );
    }
  }
  return result;
}

/** Ranges up to this many days are read day by day; longer ones (no report asks for one) by comparing days as text. */
const DAYS_LISTED = 1_000;

/**
 * A range of days as the counts' key can find it. The key starts with the
 * day, then the dimension: a range on the day would read every dimension's
 * rows of every day (a year of capped rows is 1.2 million), while the list of
 * the range's days lets SQLite and PostgreSQL seek each day's rows of one
 * dimension. No index to add, so the flush writes no more than before.
 */
function inRange(
  eb: ExpressionBuilder<Tables, "insights_counts">,
  from: string,
  to: string,
): Expression<SqlBool> {
  const days = daysBetween(from, to) + 1;
  if (days <= 0) return sql<SqlBool>`1 = 0`;
  if (days > DAYS_LISTED) return eb.and([eb("day", ">=", from), eb("day", "<=", to)]);
  return eb("day", "in", daysFrom(from, to));
}

export function createInsightsStore(database: Database): InsightsStore {
  const { db } = database;
  const write = <T>(work: (trx: Transaction) => Promise<T>) =>
    inTransaction(database, work, Date.now() + BUSY_WAIT_MS);
  const readSalt = async (trx: Transaction, day: string) => {
    const row = await trx
      .selectFrom("insights_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirst();
    return row === undefined ? null : Buffer.from(row.salt, "base64url");
  };
  /** Views and visitors summed per value over the days from `from` to `to`: what the top lists and the articles read. */
  const summedCounts = (from: string, to: string) =>
    db
      .selectFrom("insights_counts")
      .select((eb) => [
        "value",
        "detail",
        eb.fn.sum<number>("views").as("views"),
        eb.fn.sum<number>("visitors").as("visitors"),
      ])
      .where((eb) => inRange(eb, from, to))
      .groupBy(["value", "detail"]);
  const countedRow = (row: {
    value: string;
    detail: string;
    views: number | string | bigint | null;
    visitors: number | string | bigint | null;
  }) => ({
    value: row.value,
    detail: row.detail,
    views: toCount(row.views),
    visitors: toCount(row.visitors),
  });

  return {
    async saltFor(day, now) {
      return write(async (trx) => {
        await trx
          .insertInto("insights_salts")
          .values({ day, salt: randomBytes(32).toString("base64url"), created_at: now.toISOString() })
          .onConflict((conflict) => conflict.column("day").doNothing())
          .execute();
        const salt = await readSalt(trx, day);
        if (salt === null) throw new Error("The day's salt was not kept.");
        return salt;
      });
    },

    existingSalt: (day) => readSalt(db, day),

    async add(batch) {
      if (batch.views.length === 0 && batch.visitors.length === 0) return 0;
      return write(async (trx) => {
        const increments = new Map<string, Increment>();
        const addTo = (count: ViewCount, visitors: number) => {
          const key = keyOf(count);
          const before = increments.get(key);
          increments.set(
            key,
            before === undefined
              ? { ...count, visitors }
              : { ...before, views: before.views + count.views, visitors: before.visitors + visitors },
          );
        };
        for (const view of batch.views) addTo(view, 0);

        let added = 0;
        // Past the day's cap (all instances' rows together), a visitor is counted as one past its client's cap.
        const kept: VisitorFirstView[] = [];
        const pastCap: VisitorFirstView[] = [];
        const room = new Map<string, number>();
        for (const visitor of batch.visitors) {
          if (visitor.capped === true) {
            pastCap.push(visitor);
            continue;
          }
          let left = room.get(visitor.day);
          if (left === undefined) {
            const row = await trx
              .selectFrom("insights_visitors")
              .select((eb) => eb.fn.countAll<number | string | bigint>().as("rows"))
              .where("day", "=", visitor.day)
              .executeTakeFirstOrThrow();
            left = Math.max(0, FIRST_VIEWS_PER_DAY_CAP - Number(row.rows));
          }
          if (left > 0) kept.push(visitor);
          else pastCap.push(visitor);
          room.set(visitor.day, Math.max(0, left - 1));
        }
        for (const { day, first } of pastCap) {
          for (const [dimension, value] of cappedVisitorValues(first))
            addTo({ day, dimension, value, detail: "", views: 0 }, 1);
        }
        const firstViews = new Map<string, { day: string; first: FirstView; visitors: number }>();
        for (const chunk of chunks(inKeyOrder(kept))) {
          const parameters: (string | null)[] = [];
          for (const { day, hash, first } of chunk) {
            parameters.push(
              day,
              hash,
              first.path,
              first.referrerHost,
              first.utmSource,
              first.utmMedium,
              first.utmCampaign,
              first.locale,
              first.device,
            );
          }
          const { rows: inserted } = await trx.executeQuery<{ day: string; hash: string }>(
            CompiledQuery.raw(insertVisitorsSql(database.dialect, chunk.length), parameters),
          );
          // Nearly always every row is new: only a chunk with a visitor already kept (by another instance) is checked row by row.
          const fresh =
            inserted.length === chunk.length
              ? null
              : new Set(inserted.map((row) => `${row.day}\u0000${row.hash}`));
          for (const visitor of chunk) {
            if (fresh !== null && !fresh.has(`${visitor.day}\u0000${visitor.hash}`)) continue;
            added += 1;
            // Most new visitors share a first view with others: each distinct one is counted out once.
            const { first } = visitor;
            const key = [
              visitor.day,
              first.path,
              first.referrerHost,
              first.utmSource,
              first.utmMedium,
              first.utmCampaign,
              first.locale,
              first.device,
            ].join("\u0000");
            const same = firstViews.get(key);
            if (same === undefined) firstViews.set(key, { day: visitor.day, first, visitors: 1 });
            else same.visitors += 1;
          }
        }
        for (const { day, first, visitors } of firstViews.values()) {
          for (const [dimension, value] of visitorValues(first))
            addTo({ day, dimension, value, detail: "", views: 0 }, visitors);
        }

        const rows = [...(await capped(trx, increments)).values()];
        for (const chunk of chunks(rows)) {
          await trx
            .insertInto("insights_counts")
            .values(
              chunk.map(({ day, dimension, value, detail, views, visitors }) => ({
                day,
                dimension,
                value,
                detail,
                views,
                visitors,
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(["day", "dimension", "value", "detail"]).doUpdateSet((eb) => ({
                views: eb("insights_counts.views", "+", eb.ref("excluded.views")),
                visitors: eb("insights_counts.visitors", "+", eb.ref("excluded.visitors")),
              })),
            )
            .execute();
        }
        return added;
      });
    },

    async firstView(day, hash) {
      const row = await db
        .selectFrom("insights_visitors")
        .selectAll()
        .where("day", "=", day)
        .where("hash", "=", hash)
        .executeTakeFirst();
      if (row === undefined) return null;
      return {
        path: row.path,
        referrerHost: row.referrer_host,
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
        locale: row.locale,
        device: row.device === "phone" || row.device === "tablet" ? row.device : "desktop",
      };
    },

    async forgetBefore(today) {
      await write(async (trx) => {
        await trx.deleteFrom("insights_salts").where("day", "<", today).execute();
        await trx.deleteFrom("insights_visitors").where("day", "<", today).execute();
      });
    },

    async purgeCountsBefore(day) {
      const result = await write((trx) =>
        trx.deleteFrom("insights_counts").where("day", "<", day).executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },

    async daily(from, to) {
      const rows = await db
        .selectFrom("insights_counts")
        .select(["day", "views", "visitors"])
        .where((eb) => inRange(eb, from, to))
        .where("dimension", "=", "total")
        .orderBy("day")
        .execute();
      return rows.map((row) => ({
        day: row.day,
        views: toCount(row.views),
        visitors: toCount(row.visitors),
      }));
    },

    async top(dimension, from, to, limit) {
      const rows = await summedCounts(from, to)
        .where("dimension", "=", dimension)
        .orderBy("views", "desc")
        .orderBy("visitors", "desc")
        .orderBy("value")
        .$if(limit !== null, (query) => query.limit(limit ?? 0))
        .execute();
      return rows.map(countedRow);
    },

    async pagesUnder(prefixes, from, to) {
      if (prefixes.length === 0) return [];
      // substr, not LIKE: a prefix is compared as it is, case and all, on both databases.
      const startsWith = (prefix: string) =>
        sql<SqlBool>`substr(value, 1, ${sql.lit(Array.from(prefix).length)}) = ${prefix}`;
      const rows = await summedCounts(from, to)
        .where("dimension", "=", "page")
        .where((eb) => eb.or(prefixes.map(startsWith)))
        .orderBy("value")
        .execute();
      return rows.map(countedRow);
    },

    async ranked(dimension, from, to, limit, named) {
      // Grouped once into a materialized table, which each ranking then reads: grouping is the cost (a year of capped rows).
      const range = inRange(expressionBuilder<Tables, "insights_counts">(), from, to);
      const totals = sql`select value, detail, sum(views) as views, sum(visitors) as visitors from insights_counts where ${range} and dimension = ${dimension} group by value, detail`;
      const rank = sql.raw("cast(null as bigint)");
      const byViews = sql`select value, detail, views, visitors, row_number() over (order by views desc, visitors desc, value) as by_views, ${rank} as by_visitors`;
      const byVisitors = sql`select value, detail, views, visitors, ${rank} as by_views, row_number() over (order by visitors desc, value) as by_visitors`;
      const arms =
        limit === null
          ? [sql`${byVisitors} from totals`]
          : [
              sql`${byViews} from (select * from totals order by views desc, visitors desc, value limit ${limit}) as first_by_views`,
              sql`${byVisitors} from (select * from totals where visitors > 0 order by visitors desc, value limit ${limit}) as first_by_visitors`,
              ...(named.length === 0
                ? []
                : [
                    sql`select value, detail, views, visitors, ${rank} as by_views, ${rank} as by_visitors from totals where value in (${sql.join([...named])})`,
                  ]),
            ];
      const { rows } = await sql<{
        value: string;
        detail: string;
        views: number | string;
        visitors: number | string;
        by_views: number | string | null;
        by_visitors: number | string | null;
      }>`with totals as materialized (${totals}) ${sql.join(arms, sql` union all `)}`.execute(db);
      // A value named and ranked comes once per arm: one row each, with both ranks.
      const merged = new Map<string, RankedRow>();
      for (const row of rows) {
        const key = `${row.value}\u0000${row.detail}`;
        const before = merged.get(key);
        merged.set(key, {
          value: row.value,
          detail: row.detail,
          views: toCount(row.views),
          visitors: toCount(row.visitors),
          byViews: row.by_views === null ? (before?.byViews ?? null) : toCount(row.by_views),
          byVisitors: row.by_visitors === null ? (before?.byVisitors ?? null) : toCount(row.by_visitors),
        });
      }
      return [...merged.values()];
    },

    async leadSources(since, until) {
      const rows = await db
        .selectFrom("submissions")
        .select(["locale", ...leadSourceColumns])
        .where("state", "!=", "spam")
        .where("created_at", ">=", since.toISOString())
        .where("created_at", "<", until.toISOString())
        .execute();
      return rows.map((row) => ({ locale: row.locale, ...toLeadSource(row) }));
    },
  };
}
