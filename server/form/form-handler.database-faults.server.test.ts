import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { answerPagesCopy } from "../../app/content/answer-pages.ts";
import type { DatabaseConfig } from "../config.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { postForm, request, validFields, type RawResponse } from "../../tests/server-support/http.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { makeDatabaseUnwritable } from "../../tests/server-support/unwritable-database.ts";
import { holdWriteLock, type WriteLock } from "../../tests/server-support/write-lock.ts";

/** "Within a few seconds": generous, so a busy machine does not fail the test, yet far from "never". */
const FEW_SECONDS_MS = 8_000;

/** The answer and how long it took, or null when none came within `limitMs`. */
async function timed(
  answer: Promise<RawResponse>,
  limitMs = FEW_SECONDS_MS,
): Promise<{ response: RawResponse; ms: number } | null> {
  const started = performance.now();
  return Promise.race([
    answer.then((response) => ({ response, ms: performance.now() - started })),
    sleep(limitMs).then(() => null),
  ]);
}

describeEachBackend("database faults", (backend) => {
  const suite = useServerTestContext();
  const start = async (database: DatabaseConfig): Promise<TestServer> => {
    const server = await startTestServer({ staticDir: suite.staticDir, database });
    suite.cleanup(() => server.stop());
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
    suite.cleanup(release);
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
    expect(health?.response.status, "/healthz while no write can be made").toBe(503);
    const answer = await during;
    // The lock outlasts the post's wait, so only a 503 is right: a 303 would mean it was not locked out.
    expect(answer?.response.status).toBe(503);
    expect(answer?.response.text).toContain(answerPagesCopy.en.notStored.heading);
    expect(answer?.response.text).toContain("while another process holds the lock</textarea>");

    await held.release();
    await post("after the lock");
    expect(confirmed).toContain("after the lock");
    const stored = new Set((await server.store.list()).map((row) => row.message));
    expect(confirmed.filter((message) => !stored.has(message))).toEqual([]);
  });

  it(
    backend.name === "sqlite"
      ? "refuses posts with 503, the text kept, and fails /healthz once the database files are deleted"
      : "refuses posts with 503, the text kept, and fails /healthz once the database takes reads but no writes",
    async () => {
      const database = await backend.freshDatabase();
      const server = await start(database);
      expect((await postForm(server.url, validFields)).status).toBe(303);
      expect((await request(server.url, "/healthz")).status).toBe(200);

      await makeDatabaseUnwritable(database);
      const post = await postForm(server.url, { ...validFields, message: "written after the fault" });
      expect(post.status).toBe(503);
      expect(post.text).toContain("written after the fault</textarea>");
      expect((await request(server.url, "/healthz")).status).toBe(503);
      // Reads still work: only a write shows the fault.
      await expect(server.store.list()).resolves.toBeDefined();
      const cause = backend.name === "sqlite" ? /deleted or replaced/ : /read-only transaction/;
      expect(server.logs.find((entry) => entry.event === "store-error")?.["error"]).toMatch(cause);
    },
  );

  it("stops within its grace period while the database stays locked", async () => {
    const database = await backend.freshDatabase();
    const server = await startTestServer({ staticDir: suite.staticDir, database });
    await lock(database);
    const inFlight = timed(
      postForm(server.url, { ...validFields, message: "sent as the server stops" }),
      10_000,
    );
    await sleep(200);
    const stopped = await Promise.race([server.stop().then(() => true), sleep(10_000).then(() => false)]);
    expect(stopped, "stop() finished within 10 s").toBe(true);
    // The lock is never released, so the post in flight is refused, not acknowledged.
    expect((await inFlight)?.response.status).toBe(503);
  });
});
