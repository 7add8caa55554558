import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { dubaiDay } from "../../app/lib/dubai-time.ts";
import type { DatabaseConfig } from "../config.ts";
import { createInsightsStore } from "../store/insights-store.ts";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase } from "../store/open-database.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { makeTempDir } from "../../tests/server-support/temp-dir.ts";
import { startCountingThread, type CountingThreadOptions } from "./counting-thread.ts";
import type { SeenRequest } from "./page-view.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const view = (pathname: string, extra: Partial<SeenRequest> = {}): SeenRequest => ({
  method: "GET",
  pathname,
  search: "",
  status: 200,
  userAgent: BROWSER,
  referer: undefined,
  host: "dunecrest.example",
  secPurpose: undefined,
  purpose: undefined,
  cookie: undefined,
  socketAddress: "198.51.100.4",
  forwardedFor: undefined,
  ...extra,
});

const visitor = {
  socketAddress: "198.51.100.4",
  forwardedFor: undefined,
  userAgent: BROWSER,
  host: "dunecrest.example",
};

function options(database: DatabaseConfig, logs: Record<string, unknown>[]): CountingThreadOptions {
  return {
    database,
    trustProxyHops: 0,
    visitorKey: Buffer.alloc(32, "visitor key").toString("base64url"),
    uncounted: [],
    // Longer than any test: only stop() writes.
    flushMs: 60 * 60 * 1000,
    mayBeSignedIn: () => false,
    isSignedIn: async () => false,
    log: (entry) => logs.push(entry),
  };
}

describeEachBackend("the counting thread", (backend) => {
  it("finds a view handed over just before a post's look-up, and writes the views seen just before stop()", async () => {
    const database = await backend.freshDatabase();
    const migrating = openDatabase(database, { role: "tool" });
    await migrateToLatest(migrating);
    await migrating.close();
    const logs: Record<string, unknown>[] = [];
    const counter = startCountingThread(options(database, logs));

    counter.seen(view("/services", { search: "?utm_source=newsletter", referer: "https://mail.example/" }));
    expect(await counter.firstViewOf(visitor)).toMatchObject({
      path: "/services",
      referrerHost: "mail.example",
      utmSource: "newsletter",
    });
    counter.seen(view("/about"));
    counter.seen(view("/contact"));
    await counter.stop();

    const reading = openDatabase(database, { role: "tool" });
    try {
      const day = dubaiDay(new Date());
      expect(await createInsightsStore(reading).daily(day, day)).toEqual([{ day, views: 3, visitors: 1 }]);
    } finally {
      await reading.close();
    }
    expect(logs.filter((entry) => entry.event === "insights-error")).toEqual([]);
  });
});

it("when the thread fails, it says so once, counts nothing and answers every look-up with unknown at once", async () => {
  // A database under a regular file cannot be opened: the thread fails as it starts.
  const file = join(makeTempDir("counting-thread"), "not-a-folder");
  writeFileSync(file, "");
  const logs: Record<string, unknown>[] = [];
  const counter = startCountingThread(
    options({ kind: "sqlite", file: join(file, "submissions.sqlite") }, logs),
  );
  counter.seen(view("/"));
  expect(await counter.firstViewOf(visitor)).toBeNull();
  counter.seen(view("/services"));
  await counter.flush();
  await counter.stop();
  expect(logs.filter((entry) => entry.event === "insights-error")).toHaveLength(1);
});
