import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createRateLimiter } from "./rate-limiter.ts";

/** Any server key will do: what is tested is the budget, not the key. */
const ADDRESS_KEY = Buffer.alloc(32, "address key");

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);

describeEachBackend("rate limiter", (backend) => {
  const databases = useTestDatabases(backend);

  it("allows the limit at once, then one more per share of the minute", async () => {
    const limiter = createRateLimiter(await databases.fresh(), 5, ADDRESS_KEY);
    for (let i = 0; i < 5; i++) expect(await limiter.take("a", T)).toEqual({ allowed: true });
    expect(await limiter.take("a", T)).toEqual({ allowed: false, retryAfterSeconds: 12 });
    expect(await limiter.take("b", T)).toEqual({ allowed: true });
    expect(await limiter.take("a", at(11_000))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.take("a", at(12_000))).toEqual({ allowed: true });
    expect((await limiter.take("a", at(12_000))).allowed).toBe(false);
  });

  it("shares one budget between two instances on the same database", async () => {
    const config = await backend.freshDatabase();
    const one = createRateLimiter(await databases.open(config), 3, ADDRESS_KEY);
    const two = createRateLimiter(await databases.open(config), 3, ADDRESS_KEY);
    expect(await one.take("203.0.113.7", T)).toEqual({ allowed: true });
    expect(await two.take("203.0.113.7", T)).toEqual({ allowed: true });
    expect(await one.take("203.0.113.7", T)).toEqual({ allowed: true });
    expect(await two.take("203.0.113.7", T)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(await one.take("203.0.113.7", at(19_000))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await two.take("203.0.113.7", at(20_000))).toEqual({ allowed: true });
    expect(await one.take("198.51.100.1", at(20_000))).toEqual({ allowed: true });
  });

  it("keys a bucket by the address's hash, never the address", async () => {
    const database = await databases.fresh();
    await createRateLimiter(database, 5, ADDRESS_KEY).take("203.0.113.7", T);
    expect(await database.db.selectFrom("throttles").select("key").execute()).toEqual([
      { key: expect.stringMatching(/^form:[0-9a-f]{64}$/) },
    ]);
  });
});
