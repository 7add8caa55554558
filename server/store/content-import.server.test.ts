import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { makeTempDir } from "../../tests/server-support/temp-dir.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createAuditLog } from "./audit-log.ts";
import { readContentFiles, writeContentFiles } from "./content-files.ts";
import { importContentFiles } from "./content-import.ts";
import { createContentStore, type ContentActor, type ContentStore } from "./content-store.ts";
import { withValueAt, type JsonValue, type SiteContent } from "./content-tree.ts";
import type { Database } from "./open-database.ts";
import { createUserStore } from "./user-store.ts";

const T = new Date("2026-11-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

const team = {
  en: { heading: "Our team", intro: "We build.", members: [{ name: "Layla", position: "Director" }] },
  ar: { heading: "فريقنا", intro: "نحن نبني.", members: [{ name: "ليلى", position: "مديرة" }] },
};
const faq = { en: { items: ["Who are you?"] }, ar: { items: ["من أنتم؟"] } };
const seedFiles: SiteContent = { team, faq };

/** `document` with the fields at these paths set. */
const edited = (document: JsonValue, fields: Record<string, JsonValue>) =>
  Object.entries(fields).reduce<JsonValue>(
    (result, [path, value]) => withValueAt(result, path, value),
    document,
  );

/** Staff publish a change to the team: revision 2. */
async function staffPublish(store: ContentStore, by: ContentActor, fields: Record<string, JsonValue>) {
  const { content, needsReview, base } = await store.working();
  const revision = { ...content, team: edited(team, fields) };
  const published = await store.createRevision({
    content: revision,
    needsReview,
    source: "publish",
    by,
    now: at(1),
    expectedLatest: base,
  });
  if (!published.ok) throw new Error("publish refused");
}

async function setUp(database: Database) {
  expect(await importContentFiles(database, seedFiles, null, T)).toEqual({ result: "seeded", revision: 1 });
  const { user } = await createUserStore(database).add("layla@dunecrest.example", "owner", T, "Layla");
  return { store: createContentStore(database), layla: { id: user.id, email: user.email, name: "Layla" } };
}

describeEachBackend("content files and the server", (backend) => {
  const databases = useTestDatabases(backend);

  it("seeds an empty database from the files as revision 1, once", async () => {
    const database = await databases.fresh();
    const { store } = await setUp(database);
    expect(await store.latestRevision()).toMatchObject({
      number: 1,
      source: "seed",
      by: null,
      content: seedFiles,
    });
    expect((await createAuditLog(database).recent(1))[0]).toMatchObject({
      action: "content-imported",
      subject: "revision 1",
      actor: null,
    });
    // The next start brings the same files: nothing happens.
    expect(await importContentFiles(database, seedFiles, null, at(1))).toEqual({ result: "merged before" });
    expect(await store.revisions({ limit: 5 })).toHaveLength(1);
  });

  it("exports a revision as files that import back to no change", async () => {
    const database = await databases.fresh();
    const { store, layla } = await setUp(database);
    await staffPublish(store, layla, { "en.heading": "The team" });
    const latest = await store.latestRevision();
    if (latest === null) throw new Error("no revision");

    const dir = join(makeTempDir("content"), "content");
    await writeContentFiles(dir, latest);
    expect(await readFile(join(dir, "revision.json"), "utf8")).toBe('{\n  "revision": 2\n}\n');
    expect(await readFile(join(dir, "faq.json"), "utf8")).toBe(`${JSON.stringify(faq, null, 2)}\n`);

    const { files, baseRevision } = await readContentFiles(dir);
    expect({ files, baseRevision }).toEqual({ files: latest.content, baseRevision: 2 });
    expect(await importContentFiles(database, files, baseRevision, at(2))).toEqual({ result: "unchanged" });
    expect(await store.drafts()).toEqual([]);
    expect(await store.conflicts()).toEqual([]);
    expect((await store.latestRevision())?.number).toBe(2);
  });

  it("merges a deployment's change to a field staff did not touch into a draft, marking its Arabic", async () => {
    const database = await databases.fresh();
    const { store, layla } = await setUp(database);
    await staffPublish(store, layla, { "en.heading": "The team" });

    // A developer changed the English intro in the files, which were never exported: they started as revision 1.
    const files = { ...seedFiles, team: edited(team, { "en.intro": "We build software." }) };
    expect(await importContentFiles(database, files, null, at(2))).toEqual({
      result: "merged",
      drafts: ["team"],
      conflicts: 0,
    });
    expect(await store.draft("team")).toMatchObject({
      data: edited(team, { "en.heading": "The team", "en.intro": "We build software." }),
      needsReview: ["ar.intro"],
      saved: { by: null },
    });
    expect(await store.draft("faq")).toMatchObject({ saved: null });
    expect((await store.latestRevision())?.number).toBe(2);
    expect((await createAuditLog(database).recent(1))[0]).toMatchObject({
      action: "content-imported",
      subject: "content files from revision 1: 1 kinds changed, 0 conflicts",
    });
  });

  it("keeps both values of a field both changed as a conflict, the server's standing until someone chooses", async () => {
    const database = await databases.fresh();
    const { store, layla } = await setUp(database);
    await staffPublish(store, layla, { "en.heading": "The team" });
    const files = {
      ...seedFiles,
      team: edited(team, { "en.heading": "Our people", "ar.intro": "نبني البرمجيات." }),
    };

    expect(await importContentFiles(database, files, 1, at(2))).toEqual({
      result: "merged",
      drafts: ["team"],
      conflicts: 1,
    });
    expect(await store.conflicts()).toEqual([
      {
        kind: "team",
        path: "en.heading",
        base: "Our team",
        ours: "The team",
        theirs: "Our people",
        baseRevision: 1,
        foundAt: at(2).toISOString(),
      },
    ]);
    const draft = await store.draft("team");
    expect(draft?.data).toEqual(edited(team, { "en.heading": "The team", "ar.intro": "نبني البرمجيات." }));

    expect(
      await store.resolveConflict({
        kind: "team",
        path: "en.heading",
        choice: "theirs",
        by: layla,
        now: at(3),
      }),
    ).toBe(true);
    expect(await store.draft("team")).toMatchObject({
      data: edited(team, { "en.heading": "Our people", "ar.intro": "نبني البرمجيات." }),
      needsReview: ["ar.heading"],
      version: (draft?.version ?? 0) + 1,
      saved: { by: "Layla" },
    });
    expect(await store.conflicts()).toEqual([]);
    expect(
      await store.resolveConflict({
        kind: "team",
        path: "en.heading",
        choice: "ours",
        by: layla,
        now: at(4),
      }),
    ).toBe(false);
    expect((await createAuditLog(database).recent(1))[0]).toMatchObject({
      action: "content-conflict-resolved",
      subject: "content team en.heading: theirs",
      actor: { email: "layla@dunecrest.example" },
    });
  });

  it("keeps staff's unpublished draft when a deployment changes the same kind", async () => {
    const database = await databases.fresh();
    const { store, layla } = await setUp(database);
    const draft = edited(team, { "ar.heading": "الفريق" });
    await store.saveDraft({
      kind: "team",
      data: draft,
      needsReview: [],
      expectedVersion: 0,
      by: layla,
      now: at(1),
    });
    const files = { ...seedFiles, team: edited(team, { "en.members.0.position": "Managing director" }) };

    expect(await importContentFiles(database, files, null, at(2))).toMatchObject({
      result: "merged",
      conflicts: 0,
    });
    expect(await store.draft("team")).toMatchObject({
      data: edited(draft, { "en.members.0.position": "Managing director" }),
      needsReview: ["ar.members.0.position"],
      version: 2,
    });
  });

  it("makes every difference a conflict when the files name a revision this server never had", async () => {
    const database = await databases.fresh();
    const { store, layla } = await setUp(database);
    const files = { ...seedFiles, faq: edited(faq, { "en.items.0": "Who we are" }) };
    expect(await importContentFiles(database, files, 7, at(1))).toEqual({
      result: "merged",
      drafts: [],
      conflicts: 1,
    });
    expect(await store.conflicts()).toMatchObject([
      { kind: "faq", path: "en.items.0", base: undefined, ours: "Who are you?", theirs: "Who we are" },
    ]);
    expect(await store.drafts()).toEqual([]);

    // Keeping the server's value ends the conflict and changes nothing else.
    expect(
      await store.resolveConflict({ kind: "faq", path: "en.items.0", choice: "ours", by: layla, now: at(2) }),
    ).toBe(true);
    expect(await store.conflicts()).toEqual([]);
    expect(await store.draft("faq")).toEqual({
      kind: "faq",
      data: faq,
      needsReview: [],
      version: 0,
      saved: null,
    });
  });
});
