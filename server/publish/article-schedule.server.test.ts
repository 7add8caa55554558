import { expect, it, vi } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { importContentFiles } from "../store/content-import.ts";
import { createContentStore, type ContentStore } from "../store/content-store.ts";
import type { SiteContent } from "../store/content-tree.ts";
import type { Database } from "../store/open-database.ts";
import { latestPublication, startArticleSchedule } from "./article-schedule.ts";
import type { PublicationProgress, SitePublishing } from "./site-publishing.ts";

const SEEDED = new Date("2026-12-01T08:00:00.000Z");
const minutes = (count: number) => new Date(SEEDED.getTime() + count * 60_000);

const article = (published: string) => ({
  author: "layla",
  topics: ["payments"],
  services: [],
  published,
  figures: [],
  en: { title: "Rules", summary: "What changed.", updated: "2026-12-01", body: "Text." },
});

/** Revision 1 at SEEDED: one article out before it, one due ten minutes after, one next month. */
const content: SiteContent = {
  team: { en: { heading: "Team" }, ar: { heading: "الفريق" } },
  "article:out-already": article("2026-11-20T09:00:00+04:00"),
  "article:due-soon": article("2026-12-01T12:10:00+04:00"),
  "article:next-month": article("2027-01-05T09:00:00+04:00"),
};

/** The site's publishing as the schedule sees it: what it was asked to put live, and a publish still running when told. */
function recordingSite(running: ReadonlySet<number> = new Set()) {
  const started: number[] = [];
  const site: SitePublishing = {
    start: (revision) => void started.push(revision),
    progress: async (revision): Promise<PublicationProgress> => ({
      state: running.has(revision) ? "running" : "done",
      job: null,
      failure: null,
    }),
  };
  return { site, started };
}

/**
 * Runs the schedule at minute 15 with `live` the live revision until it has made two whole checks
 * (each starts by asking for the live revision), then stops it.
 */
async function checkTwice(content: ContentStore, site: SitePublishing, live: number): Promise<void> {
  let asked = 0;
  const schedule = startArticleSchedule({
    content,
    site,
    liveRevision: async () => {
      asked += 1;
      return live;
    },
    now: () => minutes(15),
    checkEveryMs: 10,
  });
  await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
  await schedule.stop();
}

describeEachBackend("scheduled articles", (backend) => {
  const databases = useTestDatabases(backend);

  async function seeded(): Promise<{
    database: Database;
    config: Awaited<ReturnType<typeof backend.freshDatabase>>;
  }> {
    const config = await backend.freshDatabase();
    const database = await databases.open(config);
    await importContentFiles(database, content, null, SEEDED);
    return { database, config };
  }

  it("puts the live content live again once an article's time comes, once", async () => {
    const { database } = await seeded();
    const store = createContentStore(database);
    const { site, started } = recordingSite();
    let clock = minutes(5);
    const schedule = startArticleSchedule({
      content: store,
      site,
      liveRevision: async () => null,
      now: () => clock,
      checkEveryMs: 10,
    });
    try {
      // Not yet due: nothing recorded.
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(started).toEqual([]);
      expect((await store.latestRevision())?.number).toBe(1);

      clock = minutes(11);
      await vi.waitFor(() => expect(started).toEqual([2]), { timeout: 5_000 });
      const revision = await store.revision(2);
      expect(revision).toMatchObject({ source: "schedule", by: null, changes: [] });
      expect(revision?.content).toEqual(content);

      // Looked at again and again, the same moment is not put live twice.
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(started).toEqual([2]);
    } finally {
      await schedule.stop();
    }
  });

  it("records nothing for articles that were out when the live revision was recorded, or are still to come", async () => {
    const { database } = await seeded();
    const store = createContentStore(database);
    const { site, started } = recordingSite();
    const schedule = startArticleSchedule({
      content: store,
      site,
      liveRevision: async () => 1,
      now: () => minutes(9),
      checkEveryMs: 10,
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await schedule.stop();
    expect(started).toEqual([]);
    expect((await store.latestRevision())?.number).toBe(1);
  });

  it("records nothing when the article coming due was taken off the site", async () => {
    const { database } = await seeded();
    const store = createContentStore(database);
    await store.createRevision({
      content: {
        ...content,
        "article:due-soon": { ...article("2026-12-01T12:10:00+04:00"), withdrawn: true },
      },
      needsReview: {},
      source: "publish",
      by: null,
      now: minutes(1),
      expectedLatest: 1,
    });
    const { site, started } = recordingSite();
    await checkTwice(store, site, 2);
    expect(started).toEqual([]);
    expect((await store.latestRevision())?.number).toBe(2);
  });

  it("leaves the articles another instance recorded, before that instance shows it being published", async () => {
    const { database } = await seeded();
    const store = createContentStore(database);
    // Another instance has just recorded the due articles, and not yet started publishing them.
    await store.createRevision({
      content,
      needsReview: {},
      source: "schedule",
      by: null,
      now: minutes(15),
      expectedLatest: 1,
    });
    const { site, started } = recordingSite();
    await checkTwice(store, site, 1);
    expect(started).toEqual([]);
    expect((await store.latestRevision())?.number).toBe(2);
  });

  it("on two instances, one of them records the revision and both leave it at that", async () => {
    const { database, config } = await seeded();
    const other = await databases.open(config);
    const first = recordingSite();
    const second = recordingSite();
    const options = { liveRevision: async () => 1, now: () => minutes(15), checkEveryMs: 10 };
    const schedules = [
      startArticleSchedule({ ...options, content: createContentStore(database), site: first.site }),
      startArticleSchedule({ ...options, content: createContentStore(other), site: second.site }),
    ];
    try {
      await vi.waitFor(() => expect([...first.started, ...second.started]).toEqual([2]), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect([...first.started, ...second.started]).toEqual([2]);
      expect((await createContentStore(database).latestRevision())?.number).toBe(2);
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
    }
  });

  it("waits while a later revision is being published", async () => {
    const { database } = await seeded();
    const store = createContentStore(database);
    await store.createRevision({
      content,
      needsReview: {},
      source: "publish",
      by: null,
      now: minutes(1),
      expectedLatest: 1,
    });
    const running = new Set([2]);
    const { site, started } = recordingSite(running);
    const schedule = startArticleSchedule({
      content: store,
      site,
      liveRevision: async () => 1,
      now: () => minutes(15),
      checkEveryMs: 10,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(started).toEqual([]);
      running.clear();
      await vi.waitFor(() => expect(started).toEqual([3]), { timeout: 5_000 });
      // The live content again, not the revision that was being published.
      expect((await store.revision(3))?.source).toBe("schedule");
    } finally {
      await schedule.stop();
    }
  });
});

it("builds a preview as of the last scheduled article still to come, not one taken off the site", () => {
  expect(latestPublication(content, minutes(0))).toEqual(new Date("2027-01-05T05:00:00.000Z"));
  expect(latestPublication(content, new Date("2027-02-01T00:00:00.000Z"))).toBeNull();
  const withdrawn = {
    ...content,
    "article:next-month": { ...article("2027-01-05T09:00:00+04:00"), withdrawn: true },
  };
  expect(latestPublication(withdrawn, minutes(0))).toEqual(new Date("2026-12-01T08:10:00.000Z"));
});
