import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createAuditLog } from "./audit-log.ts";
import { importContentFiles } from "./content-import.ts";
import { createContentStore, type ContentActor } from "./content-store.ts";
import { withValueAt, type JsonValue } from "./content-tree.ts";
import type { Database } from "./open-database.ts";
import { createUserStore } from "./user-store.ts";

const T = new Date("2026-11-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

const team = {
  en: { heading: "Our team", members: [{ name: "Layla", position: "Director" }] },
  ar: { heading: "فريقنا", members: [{ name: "ليلى", position: "مديرة" }] },
};
const faq = { en: { items: ["Who are you?"] }, ar: { items: ["من أنتم؟"] } };

/** `document` with the fields at these paths set. */
const edited = (document: JsonValue, fields: Record<string, JsonValue>) =>
  Object.entries(fields).reduce<JsonValue>(
    (result, [path, value]) => withValueAt(result, path, value),
    document,
  );

async function person(database: Database, email: string, name: string): Promise<ContentActor> {
  const { user } = await createUserStore(database).add(email, "owner", T, name);
  return { id: user.id, email: user.email, name };
}

/** A database whose content is revision 1 (team and faq), with two editors. */
async function seeded(database: Database) {
  await importContentFiles(database, { team, faq }, null, T);
  return {
    store: createContentStore(database),
    layla: await person(database, "layla@dunecrest.example", "Layla"),
    omar: await person(database, "omar@dunecrest.example", "Omar"),
  };
}

async function auditActions(database: Database) {
  const rows = await createAuditLog(database).recent(50);
  return rows.reverse().map(({ action, subject, actor }) => ({ action, subject, by: actor?.email ?? null }));
}

describeEachBackend("content store", (backend) => {
  const databases = useTestDatabases(backend);

  it("shows a kind's latest revision at version 0, then its draft once saved", async () => {
    const database = await databases.fresh();
    const { store, layla } = await seeded(database);
    expect(await store.draft("team")).toEqual({
      kind: "team",
      data: team,
      needsReview: [],
      version: 0,
      saved: null,
    });
    expect(await store.draft("partners")).toBeNull();

    const data = edited(team, { "en.heading": "The team" });
    expect(
      await store.saveDraft({
        kind: "team",
        data,
        needsReview: ["ar.heading"],
        expectedVersion: 0,
        by: layla,
        now: at(1),
      }),
    ).toEqual({ ok: true, version: 1 });
    expect(await store.draft("team")).toEqual({
      kind: "team",
      data,
      needsReview: ["ar.heading"],
      version: 1,
      saved: { by: "Layla", at: at(1).toISOString() },
    });
    expect((await store.drafts()).map(({ kind }) => kind)).toEqual(["team"]);
    expect((await auditActions(database)).at(-1)).toEqual({
      action: "content-saved",
      subject: "content team",
      by: "layla@dunecrest.example",
    });
  });

  it("refuses a save made from an older version, giving back what was saved since", async () => {
    const database = await databases.fresh();
    const { store, layla, omar } = await seeded(database);
    const laylas = edited(team, { "en.heading": "The team" });
    await store.saveDraft({
      kind: "team",
      data: laylas,
      needsReview: [],
      expectedVersion: 0,
      by: layla,
      now: at(1),
    });

    const omars = edited(team, { "en.heading": "Our people" });
    const refused = await store.saveDraft({
      kind: "team",
      data: omars,
      needsReview: [],
      expectedVersion: 0,
      by: omar,
      now: at(2),
    });
    expect(refused).toMatchObject({
      ok: false,
      current: { data: laylas, version: 1, saved: { by: "Layla" } },
    });
    expect((await store.draft("team"))?.data).toEqual(laylas);
    expect((await auditActions(database)).filter(({ action }) => action === "content-saved")).toHaveLength(1);
  });

  it("lets exactly one of two saves from the same version through, from two connections at once", async () => {
    const config = await backend.freshDatabase();
    const first = await databases.open(config);
    const second = await databases.open(config);
    const { layla, omar } = await seeded(first);
    const saves = await Promise.all(
      [
        { database: first, by: layla, heading: "The team" },
        { database: second, by: omar, heading: "Our people" },
      ].map(({ database, by, heading }) =>
        createContentStore(database).saveDraft({
          kind: "team",
          data: edited(team, { "en.heading": heading }),
          needsReview: [],
          expectedVersion: 0,
          by,
          now: at(1),
        }),
      ),
    );
    expect(saves.filter(({ ok }) => ok)).toEqual([{ ok: true, version: 1 }]);
    const winner = saves[0]?.ok === true ? "The team" : "Our people";
    const draft = await createContentStore(first).draft("team");
    expect(draft).toMatchObject({ version: 1, data: { en: { heading: winner } } });
    const loser = saves.find(({ ok }) => !ok);
    expect(loser).toMatchObject({ ok: false, current: { version: 1, data: { en: { heading: winner } } } });
    expect((await auditActions(first)).filter(({ action }) => action === "content-saved")).toHaveLength(1);
  });

  it("publishes the drafts as a revision with its per-field changes, clearing the drafts it published", async () => {
    const database = await databases.fresh();
    const { store, layla, omar } = await seeded(database);
    const teamDraft = edited(team, { "en.members.0.position": "Managing director" });
    await store.saveDraft({
      kind: "team",
      data: teamDraft,
      needsReview: ["ar.members.0.position"],
      expectedVersion: 0,
      by: layla,
      now: at(1),
    });
    const faqDraft = edited(faq, { "ar.items.0": "من نحن؟" });
    await store.saveDraft({
      kind: "faq",
      data: faqDraft,
      needsReview: [],
      expectedVersion: 0,
      by: layla,
      now: at(1),
    });

    const working = await store.working();
    expect(working).toEqual({
      base: 1,
      content: { team: teamDraft, faq: faqDraft },
      needsReview: { team: ["ar.members.0.position"], faq: [] },
      drafts: { team: 1, faq: 1 },
    });
    // While the site builds, Omar saves the FAQ again: his save is newer than what is published.
    const omars = edited(faqDraft, { "en.items.0": "Who we are" });
    await store.saveDraft({
      kind: "faq",
      data: omars,
      needsReview: [],
      expectedVersion: 1,
      by: omar,
      now: at(2),
    });

    const { content, needsReview, base, drafts } = working;
    const published = await store.createRevision({
      content,
      needsReview,
      source: "publish",
      by: layla,
      now: at(3),
      expectedLatest: base,
      publishedDrafts: drafts,
    });
    expect(published).toEqual({
      ok: true,
      revision: {
        number: 2,
        source: "publish",
        rollbackOf: null,
        by: "Layla",
        at: at(3).toISOString(),
        changes: [
          { kind: "team", path: "en.members.0.position", before: "Director", after: "Managing director" },
          { kind: "faq", path: "ar.items.0", before: "من أنتم؟", after: "من نحن؟" },
        ],
      },
    });
    expect(await store.draft("team")).toEqual({
      kind: "team",
      data: teamDraft,
      needsReview: ["ar.members.0.position"],
      version: 1,
      saved: null,
    });
    expect(await store.draft("faq")).toMatchObject({ data: omars, version: 2, saved: { by: "Omar" } });
    expect(await store.latestRevision()).toMatchObject({
      number: 2,
      content: { team: teamDraft, faq: faqDraft },
      needsReview,
    });
    expect((await auditActions(database)).at(-1)).toEqual({
      action: "content-published",
      subject: "revision 2",
      by: "layla@dunecrest.example",
    });

    // A publish made from revision 1 is refused now that 2 exists.
    expect(
      await store.createRevision({
        content,
        needsReview,
        source: "publish",
        by: omar,
        now: at(4),
        expectedLatest: 1,
      }),
    ).toEqual({ ok: false, latest: 2 });
  });

  it("rolls back to a revision as a new revision, recorded, and refuses forms opened before it", async () => {
    const database = await databases.fresh();
    const { store, layla } = await seeded(database);
    const changed = edited(team, { "en.heading": "The team", "ar.heading": "الفريق" });
    await store.saveDraft({
      kind: "team",
      data: changed,
      needsReview: [],
      expectedVersion: 0,
      by: layla,
      now: at(1),
    });
    const { content, needsReview, drafts } = await store.working();
    await store.createRevision({
      content,
      needsReview,
      source: "publish",
      by: layla,
      now: at(2),
      expectedLatest: 1,
      publishedDrafts: drafts,
    });
    const opened = await store.draft("team");

    expect(await store.rollback({ to: 1, by: layla, now: at(3) })).toEqual({
      number: 3,
      source: "rollback",
      rollbackOf: 1,
      by: "Layla",
      at: at(3).toISOString(),
      changes: [
        { kind: "team", path: "en.heading", before: "The team", after: "Our team" },
        { kind: "team", path: "ar.heading", before: "الفريق", after: "فريقنا" },
      ],
    });
    expect((await store.latestRevision())?.content).toEqual({ team, faq });
    expect(await store.rollback({ to: 9, by: layla, now: at(4) })).toBeNull();
    expect((await auditActions(database)).at(-1)).toEqual({
      action: "content-rolled-back",
      subject: "revision 3",
      by: "layla@dunecrest.example",
    });

    const stale = await store.saveDraft({
      kind: "team",
      data: edited(changed, { "en.heading": "Team" }),
      needsReview: [],
      expectedVersion: opened?.version ?? -1,
      by: layla,
      now: at(5),
    });
    expect(stale).toMatchObject({ ok: false, current: { data: team, saved: null } });
    // The FAQ was not changed by any of it: a form on it still saves.
    expect(
      (
        await store.saveDraft({
          kind: "faq",
          data: faq,
          needsReview: [],
          expectedVersion: 0,
          by: layla,
          now: at(6),
        })
      ).ok,
    ).toBe(true);
  });

  it("discards a draft, unless someone saved since", async () => {
    const database = await databases.fresh();
    const { store, layla, omar } = await seeded(database);
    await store.saveDraft({
      kind: "team",
      data: edited(team, { "en.heading": "X" }),
      needsReview: [],
      expectedVersion: 0,
      by: layla,
      now: at(1),
    });
    await store.saveDraft({
      kind: "team",
      data: edited(team, { "en.heading": "Y" }),
      needsReview: [],
      expectedVersion: 1,
      by: omar,
      now: at(2),
    });
    expect(
      await store.discardDraft({ kind: "team", expectedVersion: 1, by: layla, now: at(3) }),
    ).toMatchObject({ ok: false });
    expect(await store.discardDraft({ kind: "team", expectedVersion: 2, by: layla, now: at(3) })).toEqual({
      ok: true,
      version: 3,
    });
    expect(await store.draft("team")).toEqual({
      kind: "team",
      data: team,
      needsReview: [],
      version: 3,
      saved: null,
    });
    expect(await store.drafts()).toEqual([]);
    expect((await auditActions(database)).at(-1)).toEqual({
      action: "content-discarded",
      subject: "content team",
      by: "layla@dunecrest.example",
    });
  });

  it("lists the history newest first, a page at a time", async () => {
    const database = await databases.fresh();
    const { store, layla } = await seeded(database);
    for (const [index, heading] of ["A", "B", "C"].entries()) {
      const content = { team: edited(team, { "en.heading": heading }), faq };
      await store.createRevision({
        content,
        needsReview: {},
        source: "publish",
        by: layla,
        now: at(index + 1),
        expectedLatest: index + 1,
      });
    }
    const numbers = async (page: { limit: number; before?: number }) =>
      (await store.revisions(page)).map(({ number }) => number);
    expect(await numbers({ limit: 2 })).toEqual([4, 3]);
    expect(await numbers({ limit: 2, before: 3 })).toEqual([2, 1]);
    expect((await store.revisions({ limit: 1 }))[0]).toMatchObject({
      by: "Layla",
      changes: [{ kind: "team", path: "en.heading", before: "B", after: "C" }],
    });
    expect(await store.revision(1)).toMatchObject({
      number: 1,
      source: "seed",
      by: null,
      changes: [],
      content: { team, faq },
    });
    expect(await store.revision(5)).toBeNull();
  });
});
