import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createThrottleStore } from "./throttle-store.ts";

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const WINDOW = 15 * 60_000;
const DAY = 24 * 60 * 60_000;

describeEachBackend("throttle store", (backend) => {
  const databases = useTestDatabases(backend);

  it("counts failures in a window that starts at the first, and starts again after it", async () => {
    const throttles = createThrottleStore(await databases.fresh());
    expect(await throttles.failuresIn("k", T, WINDOW)).toEqual({ count: 0, endsAt: T });
    expect(await throttles.recordFailure("k", T, WINDOW)).toEqual({ count: 1, endsAt: at(WINDOW) });
    expect(await throttles.recordFailure("k", at(60_000), WINDOW)).toEqual({ count: 2, endsAt: at(WINDOW) });
    expect(await throttles.recordFailure("k", at(WINDOW - 1), WINDOW)).toEqual({
      count: 3,
      endsAt: at(WINDOW),
    });
    expect(await throttles.failuresIn("k", at(WINDOW - 1), WINDOW)).toEqual({ count: 3, endsAt: at(WINDOW) });
    expect(await throttles.failuresIn("other", at(1), WINDOW)).toEqual({ count: 0, endsAt: at(1) });

    expect(await throttles.failuresIn("k", at(WINDOW), WINDOW)).toEqual({ count: 0, endsAt: at(WINDOW) });
    expect(await throttles.recordFailure("k", at(WINDOW), WINDOW)).toEqual({
      count: 1,
      endsAt: at(2 * WINDOW),
    });
  });

  it("clears a key alone", async () => {
    const throttles = createThrottleStore(await databases.fresh());
    await throttles.recordFailure("a", T, WINDOW);
    await throttles.recordFailure("b", T, WINDOW);
    await throttles.clear("a");
    expect((await throttles.failuresIn("a", T, WINDOW)).count).toBe(0);
    expect((await throttles.failuresIn("b", T, WINDOW)).count).toBe(1);
  });

  it("counts every failure recorded at once by two instances", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [
      createThrottleStore(await databases.open(config)),
      createThrottleStore(await databases.open(config)),
    ];
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? one : two).recordFailure("k", T, WINDOW)),
    );
    expect(await one.failuresIn("k", T, WINDOW)).toEqual({ count: 20, endsAt: at(WINDOW) });
  });

  it("gives a bucket's tokens at once, then one per share of the minute; a refused take costs nothing", async () => {
    const throttles = createThrottleStore(await databases.fresh());
    const take = (key: string, ms: number) => throttles.take(key, 5, 5, at(ms));
    for (let i = 0; i < 5; i++) expect(await take("a", 0)).toEqual({ allowed: true });
    expect(await take("a", 0)).toEqual({ allowed: false, retryAfterSeconds: 12 });
    expect(await take("a", 0)).toEqual({ allowed: false, retryAfterSeconds: 12 });
    expect(await take("b", 0)).toEqual({ allowed: true });
    expect(await take("a", 11_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await take("a", 12_000)).toEqual({ allowed: true });
    expect((await take("a", 12_000)).allowed).toBe(false);
    expect(await take("a", 23_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await take("a", 24_000)).toEqual({ allowed: true });
  });

  it("refills a bucket up to its capacity, no further", async () => {
    const throttles = createThrottleStore(await databases.fresh());
    expect(await throttles.take("a", 3, 60, T)).toEqual({ allowed: true });
    const later = at(60 * 60_000);
    for (let i = 0; i < 3; i++) expect(await throttles.take("a", 3, 60, later)).toEqual({ allowed: true });
    expect(await throttles.take("a", 3, 60, later)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("does not drain a bucket when an instance's clock is behind", async () => {
    const throttles = createThrottleStore(await databases.fresh());
    for (let i = 0; i < 5; i++) await throttles.take("a", 5, 5, T);
    expect(await throttles.take("a", 5, 5, at(-30_000))).toEqual({ allowed: false, retryAfterSeconds: 12 });
    expect(await throttles.take("a", 5, 5, at(12_000))).toEqual({ allowed: true });
  });

  it("shares one bucket between two instances, even when they take at once", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [
      createThrottleStore(await databases.open(config)),
      createThrottleStore(await databases.open(config)),
    ];
    expect(await one.take("a", 4, 4, T)).toEqual({ allowed: true });
    expect(await two.take("a", 4, 4, T)).toEqual({ allowed: true });
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? one : two).take("a", 4, 4, T)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(2);
    expect(await two.take("a", 4, 4, at(15_000))).toEqual({ allowed: true });
    expect(await one.take("a", 4, 4, at(15_000))).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it("purges counters untouched for a day", async () => {
    const database = await databases.fresh();
    const throttles = createThrottleStore(database);
    await throttles.recordFailure("old-window", T, WINDOW);
    await throttles.take("old-bucket", 5, 5, T);
    await throttles.take("new-bucket", 5, 5, at(1));
    expect(await throttles.purgeStale(at(DAY))).toBe(0);
    expect(await throttles.purgeStale(at(DAY + 1))).toBe(2);
    expect(await database.db.selectFrom("throttles").select("key").execute()).toEqual([
      { key: "new-bucket" },
    ]);
  });
});
