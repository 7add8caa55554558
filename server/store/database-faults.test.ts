import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { describeEachBackend } from "../test-support/backends.ts";
import { createFixtureSite } from "../test-support/fixture-site.ts";
import { postForm, request, validFields, type RawResponse } from "../test-support/http.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";
import { holdWriteLock, type WriteLock } from "../test-support/write-lock.ts";

/** "Within a few seconds": generous, so a busy machine does not fail the test, yet far from "never". */
const FEW_SECONDS_MS = 8_000;

/** The answer and how long it took, or null when none came within `limitMs`. */
async function timed(answer: Promise<RawResponse>, limitMs = FEW_SECONDS_MS): Promise<{ response: RawResponse; ms: number } | null> {
  const started = performance.now();
  return Promise.race([
    answer.then((response) => ({ response, ms: performance.now() - started })),
    sleep(limitMs).then(() => null),
  ]);
}

describeEachBackend("a busy or locked database", (backend) => {
  let staticDir: string;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (database: DatabaseConfig): Promise<TestServer> => {
    const server = await startTestServer({ staticDir, database });
    cleanups.push(() => server.stop());
    return server;
  };
  const lock = async (database: DatabaseConfig): Promise<WriteLock> => {
    const held = await holdWriteLock(database);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await held.release();
    };
    cleanups.push(release);
    return { release };
  };

  it("keeps pages answering at once and answers each post within a few seconds, losing nothing it acknowledged", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    const confirmed: string[] = [];
    const post = async (message: string) => {
      const answer = await timed(postForm(server.url, { ...validFields, message }));
      expect(answer, `an answer to "${message}"`).not.toBeNull();
      if (answer?.response.status === 303) confirmed.push(message);
      return answer;
    };
    await post("before the lock");

    const held = await lock(database);
    const during = post("while another process holds the lock");
    // While that post waits for the database, nothing else may wait behind it.
    for (let i = 0; i < 5; i++) {
      const page = await timed(request(server.url, "/"), 1_000);
      expect(page?.response.status, "GET / while the database is locked").toBe(200);
      await sleep(200);
    }
    const health = await timed(request(server.url, "/healthz"));
    expect(health, "an answer from /healthz").not.toBeNull();
    const answer = await during;
    expect([303, 503]).toContain(answer?.response.status);
    if (answer?.response.status === 503) {
      expect(answer.response.text).toContain("We could not save your message");
      expect(answer.response.text).toContain("while another process holds the lock</textarea>");
    }

    await held.release();
    await post("after the lock");
    expect(confirmed).toContain("after the lock");
    const stored = new Set((await server.store.list()).map((row) => row.message));
    expect(confirmed.filter((message) => !stored.has(message))).toEqual([]);
  });

  it("stops within its grace period while the database stays locked", async () => {
    const database = await backend.freshDatabase();
    const server = await startTestServer({ staticDir, database });
    await lock(database);
    const inFlight = timed(postForm(server.url, { ...validFields, message: "sent as the server stops" }), 10_000);
    await sleep(200);
    const stopped = await Promise.race([server.stop().then(() => true), sleep(10_000).then(() => false)]);
    expect(stopped, "stop() finished within 10 s").toBe(true);
    expect([303, 503]).toContain((await inFlight)?.response.status);
  });
});
