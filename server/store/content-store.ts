import { sql, type Selectable } from "kysely";
import { recordAudit, type AuditAction } from "./audit-log.ts";
import { diffContent, type FieldChange } from "./content-diff.ts";
import type { MergeConflict } from "./content-merge.ts";
import {
  jsonEqual,
  withValueAt,
  type JsonValue,
  type ReviewMarks,
  type SiteContent,
} from "./content-tree.ts";
import { toIso } from "./driver-values.ts";
import type { Database } from "./open-database.ts";
import { markForReview } from "./review-marks.ts";
import type { Tables } from "./schema.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

/** The signed-in account that changes content: its id and email for the audit log, its name for the history. */
export interface ContentActor {
  id: number;
  email: string;
  name: string;
}

/**
 * How a revision came about: the content files of a new install, a publish,
 * a rollback, a deployment's files, or the live content again once a
 * scheduled article's time came (it is built only when due).
 */
export type RevisionSource = "seed" | "publish" | "rollback" | "deploy" | "schedule";

/** A field that changed between two revisions, with the kind it belongs to. */
interface ContentChange extends FieldChange {
  kind: string;
}

/** What the editor shows for a kind: its draft, or its latest revision when it has none. */
export interface ContentDraft {
  kind: string;
  data: JsonValue;
  /** Field paths whose Arabic needs review. */
  needsReview: string[];
  /** Given back with a save, which is refused when another has been made since. */
  version: number;
  /** Who saved the unpublished changes and when (by null: a deployment's files); null when there are none. */
  saved: { by: string | null; at: string } | null;
}

/**
 * A save: done, with the kind's new version; or refused, someone having
 * saved since, with what they saved and the kind's version now (which
 * `current` lacks where nothing is shown: a new article's draft thrown away).
 */
type SaveResult =
  { ok: true; version: number } | { ok: false; current: ContentDraft | null; version: number };

export interface RevisionSummary {
  number: number;
  source: RevisionSource;
  /** For a rollback, the revision whose content it brought back. */
  rollbackOf: number | null;
  /** Who made it, named as then; null for the server (seed, deployment). */
  by: string | null;
  at: string;
  /** Per field, both languages, from the revision before; none for the first. */
  changes: ContentChange[];
}

interface Revision extends RevisionSummary {
  content: SiteContent;
  needsReview: ReviewMarks;
}

/** What a publish builds: the latest revision with every draft over it. */
interface WorkingContent {
  /** The latest revision's number; null before the first. */
  base: number | null;
  content: SiteContent;
  needsReview: ReviewMarks;
  /** The version of each draft in it: the drafts a revision made from it clears (publishedDrafts). */
  drafts: Record<string, number>;
}

/** A field a deployment's files and the server both changed; the server's value stands until someone chooses. */
interface StoredConflict extends MergeConflict {
  kind: string;
  /** The revision the files started from. */
  baseRevision: number | null;
  foundAt: string;
}

interface NewRevision {
  content: SiteContent;
  needsReview: ReviewMarks;
  source: RevisionSource;
  /** Null for the server itself (seed, deployment). */
  by: ContentActor | null;
  now: Date;
  /** The latest revision this one was made from: refused when another has been made since. */
  expectedLatest: number | null;
  /** Drafts it publishes, kind to version: each is cleared unless saved again since. */
  publishedDrafts?: Record<string, number>;
}

export interface ContentStore {
  /** What the editor shows for a kind; null when it has neither a draft nor a revision. */
  draft(kind: string): Promise<ContentDraft | null>;
  /** The kinds with unpublished changes. */
  drafts(): Promise<ContentDraft[]>;
  /** Saves a kind's draft, unless the kind's version is no longer `expectedVersion`. */
  saveDraft(save: {
    kind: string;
    data: JsonValue;
    needsReview: readonly string[];
    expectedVersion: number;
    by: ContentActor;
    now: Date;
  }): Promise<SaveResult>;
  /** Throws a kind's draft away (it shows its latest revision again), unless saved since `expectedVersion`. */
  discardDraft(discard: {
    kind: string;
    expectedVersion: number;
    by: ContentActor;
    now: Date;
  }): Promise<SaveResult>;
  working(): Promise<WorkingContent>;
  /** Records a revision: done, or refused because the latest is no longer `expectedLatest`. */
  createRevision(
    revision: NewRevision,
  ): Promise<{ ok: true; revision: RevisionSummary } | { ok: false; latest: number | null }>;
  /** A new revision with revision `to`'s content and marks; null when there is no such revision. */
  rollback(rollback: { to: number; by: ContentActor; now: Date }): Promise<RevisionSummary | null>;
  latestRevision(): Promise<Revision | null>;
  revision(number: number): Promise<Revision | null>;
  /** Newest first, `limit` of them, numbered below `before` when given: the history's pages. */
  revisions(page: { limit: number; before?: number }): Promise<RevisionSummary[]>;
  conflicts(): Promise<StoredConflict[]>;
  /**
   * Ends a conflict: "ours" keeps the server's value, "theirs" puts the
   * files' value in the kind's draft. False when there is no such conflict.
   */
  resolveConflict(resolve: {
    kind: string;
    path: string;
    choice: "ours" | "theirs";
    by: ContentActor;
    now: Date;
  }): Promise<boolean>;
}

type DraftRow = Selectable<Tables["content_drafts"]>;
type RevisionRow = Selectable<Tables["content_revisions"]>;

const parse = <T = JsonValue>(text: string) => JSON.parse(text) as T;
const parseAbsent = (text: string | null) => (text === null ? undefined : parse(text));
const stringifyAbsent = (value: JsonValue | undefined) =>
  value === undefined ? null : JSON.stringify(value);

/**
 * Every write to content in one transaction, one at a time: SQLite's
 * BEGIN IMMEDIATE serialises them; on PostgreSQL a transaction-scoped
 * advisory lock does, so a save's check of the version it started from and
 * a revision's number hold until it commits.
 */
export function contentTransaction<T>(
  database: Database,
  work: (trx: Transaction) => Promise<T>,
): Promise<T> {
  return inTransaction(database, async (trx) => {
    if (database.dialect === "postgres")
      await sql`select pg_advisory_xact_lock(hashtext('content-store'))`.execute(trx);
    return work(trx);
  });
}

/** The kinds' editing state, by kind. */
export async function readDrafts(trx: Transaction): Promise<Map<string, DraftRow>> {
  const rows = await trx.selectFrom("content_drafts").selectAll().execute();
  return new Map(rows.map((row) => [row.kind, row]));
}

export async function readLatest(trx: Transaction): Promise<RevisionRow | undefined> {
  return trx
    .selectFrom("content_revisions")
    .selectAll()
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function readRevision(trx: Transaction, number: number): Promise<RevisionRow | undefined> {
  return trx.selectFrom("content_revisions").selectAll().where("number", "=", number).executeTakeFirst();
}

/** A revision's content and marks, parsed. */
interface Published {
  content: SiteContent;
  needsReview: ReviewMarks;
}

export function publishedIn(
  row: Pick<RevisionRow, "content" | "needs_review"> | undefined,
): Published | undefined {
  return row === undefined
    ? undefined
    : { content: parse<SiteContent>(row.content), needsReview: parse<ReviewMarks>(row.needs_review) };
}

/** What the editor shows for a kind, from its row and the latest revision. */
export function shown(
  kind: string,
  row: DraftRow | undefined,
  latest: Published | undefined,
): ContentDraft | null {
  if (row !== undefined && row.data !== null)
    return {
      kind,
      data: parse(row.data),
      needsReview: row.needs_review === null ? [] : parse<string[]>(row.needs_review),
      version: row.version,
      saved: { by: row.saved_by_name, at: row.saved_at === null ? "" : toIso(row.saved_at) },
    };
  const data = latest?.content[kind];
  if (data === undefined || latest === undefined) return null;
  return {
    kind,
    data,
    needsReview: latest.needsReview[kind] ?? [],
    version: row?.version ?? 0,
    saved: null,
  };
}

/** Writes a kind's row: its draft (null: none) and new version. */
export async function putDraft(
  trx: Transaction,
  kind: string,
  draft: { data: JsonValue; needsReview: readonly string[] } | null,
  version: number,
  by: ContentActor | null,
  now: Date,
): Promise<void> {
  const values = {
    data: draft === null ? null : JSON.stringify(draft.data),
    needs_review: draft === null ? null : JSON.stringify(draft.needsReview),
    version,
    saved_by_id: draft === null ? null : (by?.id ?? null),
    saved_by_name: draft === null ? null : (by?.name ?? null),
    saved_at: draft === null ? null : now.toISOString(),
  };
  await trx
    .insertInto("content_drafts")
    .values({ kind, ...values })
    .onConflict((conflict) => conflict.column("kind").doUpdateSet(values))
    .execute();
}

const auditActionOf: Record<RevisionSource, AuditAction> = {
  seed: "content-imported",
  deploy: "content-imported",
  publish: "content-published",
  rollback: "content-rolled-back",
  schedule: "content-published",
};

const actorOf = (by: ContentActor | null) => (by === null ? null : { id: by.id, email: by.email });

/** The per-field changes between two revisions' content, kind by kind. */
function changesBetween(before: SiteContent, after: SiteContent): ContentChange[] {
  const kinds = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return kinds.flatMap((kind) =>
    diffContent(before[kind], after[kind]).map((change) => ({ kind, ...change })),
  );
}

function summaryOf(row: Omit<RevisionRow, "content" | "needs_review">): RevisionSummary {
  return {
    number: row.number,
    source: row.source as RevisionSource,
    rollbackOf: row.rollback_of,
    by: row.by_name,
    at: toIso(row.created_at),
    changes: parse<ContentChange[]>(row.changes),
  };
}

function revisionOf(row: RevisionRow): Revision {
  return {
    ...summaryOf(row),
    content: parse<SiteContent>(row.content),
    needsReview: parse<ReviewMarks>(row.needs_review),
  };
}

/**
 * Records a revision in the caller's transaction: the next number, the
 * changes from the latest, its audit row. Drafts it published are cleared;
 * a kind whose shown content it changed gets a new version, so a form
 * opened before it cannot be saved over it unseen.
 */
export async function insertRevision(
  trx: Transaction,
  revision: Omit<NewRevision, "expectedLatest"> & { rollbackOf?: number },
): Promise<RevisionSummary> {
  const { content, needsReview, source, by, now, publishedDrafts = {} } = revision;
  const latestRow = await readLatest(trx);
  const latest = publishedIn(latestRow);
  const drafts = await readDrafts(trx);
  const row = {
    number: (latestRow?.number ?? 0) + 1,
    content: JSON.stringify(content),
    needs_review: JSON.stringify(needsReview),
    changes: JSON.stringify(latest === undefined ? [] : changesBetween(latest.content, content)),
    source,
    rollback_of: revision.rollbackOf ?? null,
    by_id: by?.id ?? null,
    by_name: by?.name ?? null,
    created_at: now.toISOString(),
  };
  await trx.insertInto("content_revisions").values(row).execute();

  const kinds = new Set([...drafts.keys(), ...Object.keys(content), ...Object.keys(latest?.content ?? {})]);
  for (const kind of kinds) {
    const draft = drafts.get(kind);
    const hasDraft = draft !== undefined && draft.data !== null;
    const cleared = hasDraft && publishedDrafts[kind] === draft.version;
    if (hasDraft && !cleared) continue;
    const before = shown(kind, draft, latest);
    const after = shown(kind, undefined, { content, needsReview });
    // A kind shown for the first time (a seed, a new kind) has no form open on it to refuse.
    const changed =
      before !== null &&
      !jsonEqual(
        { data: before.data, marks: before.needsReview },
        after === null ? null : { data: after.data, marks: after.needsReview },
      );
    if (changed || cleared)
      await putDraft(trx, kind, null, (draft?.version ?? 0) + (changed ? 1 : 0), null, now);
  }

  await recordAudit(
    trx,
    { actor: actorOf(by), action: auditActionOf[source], subject: `revision ${row.number}` },
    now,
  );
  return summaryOf(row);
}

export function createContentStore(database: Database): ContentStore {
  const { db } = database;

  async function working(trx: Transaction): Promise<WorkingContent> {
    const latest = await readLatest(trx);
    const { content, needsReview } = publishedIn(latest) ?? { content: {}, needsReview: {} };
    const result: WorkingContent = { base: latest?.number ?? null, content, needsReview, drafts: {} };
    for (const [kind, row] of await readDrafts(trx)) {
      const draft = shown(kind, row, undefined);
      if (draft === null) continue;
      result.content[kind] = draft.data;
      result.needsReview[kind] = draft.needsReview;
      result.drafts[kind] = draft.version;
    }
    return result;
  }

  /** Replaces a kind's draft if its version is still `expectedVersion`, with its audit row. */
  function writeIfUnchanged(
    kind: string,
    expectedVersion: number,
    next: (current: ContentDraft | null) => { data: JsonValue; needsReview: readonly string[] } | null,
    audit: { action: AuditAction; by: ContentActor; now: Date },
  ): Promise<SaveResult> {
    return contentTransaction(database, async (trx) => {
      const row = await trx
        .selectFrom("content_drafts")
        .selectAll()
        .where("kind", "=", kind)
        .executeTakeFirst();
      const current = shown(kind, row, publishedIn(await readLatest(trx)));
      const version = row?.version ?? 0;
      if (version !== expectedVersion) return { ok: false, current, version };
      await putDraft(trx, kind, next(current), version + 1, audit.by, audit.now);
      await recordAudit(
        trx,
        { actor: actorOf(audit.by), action: audit.action, subject: `content ${kind}` },
        audit.now,
      );
      return { ok: true, version: version + 1 };
    });
  }

  return {
    async draft(kind) {
      const row = await db
        .selectFrom("content_drafts")
        .selectAll()
        .where("kind", "=", kind)
        .executeTakeFirst();
      return shown(kind, row, publishedIn(await readLatest(db)));
    },

    async drafts() {
      const rows = await db
        .selectFrom("content_drafts")
        .selectAll()
        .where("data", "is not", null)
        .orderBy("kind")
        .execute();
      return rows.flatMap((row) => shown(row.kind, row, undefined) ?? []);
    },

    saveDraft({ kind, data, needsReview, expectedVersion, by, now }) {
      return writeIfUnchanged(kind, expectedVersion, () => ({ data, needsReview }), {
        action: "content-saved",
        by,
        now,
      });
    },

    discardDraft({ kind, expectedVersion, by, now }) {
      return writeIfUnchanged(kind, expectedVersion, () => null, { action: "content-discarded", by, now });
    },

    working: () => working(db),

    createRevision({ expectedLatest, ...revision }) {
      return contentTransaction(database, async (trx) => {
        const latest = (await readLatest(trx))?.number ?? null;
        if (latest !== expectedLatest) return { ok: false, latest };
        return { ok: true, revision: await insertRevision(trx, revision) };
      });
    },

    rollback({ to, by, now }) {
      return contentTransaction(database, async (trx) => {
        const target = await readRevision(trx, to);
        if (target === undefined) return null;
        const { content, needsReview } = revisionOf(target);
        return insertRevision(trx, { content, needsReview, source: "rollback", rollbackOf: to, by, now });
      });
    },

    async latestRevision() {
      const row = await readLatest(db);
      return row === undefined ? null : revisionOf(row);
    },

    async revision(number) {
      const row = await readRevision(db, number);
      return row === undefined ? null : revisionOf(row);
    },

    async revisions({ limit, before }) {
      const rows = await db
        .selectFrom("content_revisions")
        .select(["number", "changes", "source", "rollback_of", "by_id", "by_name", "created_at"])
        .$if(before !== undefined, (query) => query.where("number", "<", before ?? 0))
        .orderBy("number", "desc")
        .limit(limit)
        .execute();
      return rows.map(summaryOf);
    },

    async conflicts() {
      const rows = await db
        .selectFrom("content_conflicts")
        .selectAll()
        .orderBy("kind")
        .orderBy("path")
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        path: row.path,
        base: parseAbsent(row.base),
        ours: parseAbsent(row.ours),
        theirs: parseAbsent(row.theirs),
        baseRevision: row.base_revision,
        foundAt: toIso(row.found_at),
      }));
    },

    resolveConflict({ kind, path, choice, by, now }) {
      return contentTransaction(database, async (trx) => {
        const conflict = await trx
          .deleteFrom("content_conflicts")
          .where("kind", "=", kind)
          .where("path", "=", path)
          .returning(["theirs"])
          .executeTakeFirst();
        if (conflict === undefined) return false;
        const row = await trx
          .selectFrom("content_drafts")
          .selectAll()
          .where("kind", "=", kind)
          .executeTakeFirst();
        const current = shown(kind, row, publishedIn(await readLatest(trx)));
        if (choice === "theirs" && current !== null) {
          const data = withValueAt(current.data, path, parseAbsent(conflict.theirs)) ?? current.data;
          const needsReview = markForReview(current.data, data, current.needsReview);
          await putDraft(trx, kind, { data, needsReview }, current.version + 1, by, now);
        }
        await recordAudit(
          trx,
          {
            actor: actorOf(by),
            action: "content-conflict-resolved",
            subject: `content ${kind} ${path}: ${choice}`,
          },
          now,
        );
        return true;
      });
    },
  };
}

/** Stores the fields a merge could not decide, replacing any found before at the same place. */
export async function storeConflicts(
  trx: Transaction,
  kind: string,
  conflicts: readonly MergeConflict[],
  baseRevision: number | null,
  now: Date,
): Promise<void> {
  for (const { path, base, ours, theirs } of conflicts) {
    const values = {
      base: stringifyAbsent(base),
      ours: stringifyAbsent(ours),
      theirs: stringifyAbsent(theirs),
      base_revision: baseRevision,
      found_at: now.toISOString(),
    };
    await trx
      .insertInto("content_conflicts")
      .values({ kind, path, ...values })
      .onConflict((conflict) => conflict.columns(["kind", "path"]).doUpdateSet(values))
      .execute();
  }
}
