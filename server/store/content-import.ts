import { sha256Hex } from "../auth/tokens.ts";
import { recordAudit } from "./audit-log.ts";
import { mergeContent } from "./content-merge.ts";
import {
  contentTransaction,
  insertRevision,
  publishedIn,
  putDraft,
  readDrafts,
  readLatest,
  readRevision,
  shown,
  storeConflicts,
} from "./content-store.ts";
import { jsonEqual, type SiteContent } from "./content-tree.ts";
import type { Database } from "./open-database.ts";
import { markForReview } from "./review-marks.ts";

/**
 * What became of a deployment's content files: the first revision of an
 * empty database; nothing (they hold nothing the server lacks, or were
 * merged before); or merged, with the kinds whose draft took changes and the
 * number of fields left for an editor to choose.
 */
export type ImportOutcome =
  | { result: "seeded"; revision: number }
  | { result: "unchanged" | "merged before" }
  | { result: "merged"; drafts: string[]; conflicts: number };

/**
 * Brings the repository's content files into the database at server start.
 * An empty database takes them as revision 1 (seed). Otherwise they are
 * merged against the revision they were exported from (`baseRevision`;
 * null: never exported, so revision 1, which they seeded): ours is what the
 * editor shows (the latest revision with its drafts), theirs the files.
 * Changes only the files made become drafts for an editor to publish (an
 * English change marks its Arabic for review); fields both changed are
 * stored as conflicts, the server's value standing. The same files are
 * merged once, however often the server restarts. One transaction.
 */
export function importContentFiles(
  database: Database,
  files: SiteContent,
  baseRevision: number | null,
  now: Date,
): Promise<ImportOutcome> {
  const digest = sha256Hex(JSON.stringify([baseRevision, files]));
  return contentTransaction(database, async (trx): Promise<ImportOutcome> => {
    const seen = await trx
      .selectFrom("content_imports")
      .select("digest")
      .where("digest", "=", digest)
      .executeTakeFirst();
    if (seen !== undefined) return { result: "merged before" };
    await trx
      .insertInto("content_imports")
      .values({ digest, base_revision: baseRevision, imported_at: now.toISOString() })
      .execute();

    const latest = await readLatest(trx);
    if (latest === undefined) {
      const seed = await insertRevision(trx, {
        content: files,
        needsReview: {},
        source: "seed",
        by: null,
        now,
      });
      return { result: "seeded", revision: seed.number };
    }
    const base = publishedIn(await readRevision(trx, baseRevision ?? 1))?.content;
    const published = publishedIn(latest);
    const drafts = await readDrafts(trx);
    const changed: string[] = [];
    let conflicts = 0;
    for (const [kind, theirs] of Object.entries(files)) {
      const ours = shown(kind, drafts.get(kind), published);
      const merge = mergeContent(base?.[kind], ours?.data, theirs);
      await storeConflicts(trx, kind, merge.conflicts, baseRevision, now);
      conflicts += merge.conflicts.length;
      if (merge.merged === undefined || jsonEqual(merge.merged, ours?.data)) continue;
      const needsReview = markForReview(ours?.data, merge.merged, ours?.needsReview ?? []);
      await putDraft(
        trx,
        kind,
        { data: merge.merged, needsReview },
        (drafts.get(kind)?.version ?? 0) + 1,
        null,
        now,
      );
      changed.push(kind);
    }
    if (changed.length === 0 && conflicts === 0) return { result: "unchanged" };
    await recordAudit(
      trx,
      {
        actor: null,
        action: "content-imported",
        subject: `content files from revision ${baseRevision ?? 1}: ${changed.length} kinds changed, ${conflicts} conflicts`,
      },
      now,
    );
    return { result: "merged", drafts: changed, conflicts };
  });
}
