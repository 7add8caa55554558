import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createSignInThrottle, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_CLIENT, SIGN_IN_WINDOW_MS } from "./sign-in-throttle.ts";

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const CLIENT = "203.0.113.7";

describeEachBackend("sign-in throttle", (backend) => {
  const databases = useTestDatabases(backend);

  it(`refuses the attempt after ${MAX_FAILURES_PER_ACCOUNT} failures for one email in 15 minutes, from any client, in any case`, async () => {
    const throttle = createSignInThrottle(await databases.fresh());
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const email = i % 2 === 0 ? "layla@dunecrest.example" : " Layla@DuneCrest.example";
      expect(await throttle.attempt(email, `198.51.100.${i}`, at(i * 1000))).toEqual({ allowed: true });
    }
    expect(await throttle.attempt("LAYLA@dunecrest.example", CLIENT, at(60_000))).toEqual({
      allowed: false,
      retryAfterSeconds: (SIGN_IN_WINDOW_MS - 60_000) / 1000,
    });
    expect(await throttle.attempt("omar@dunecrest.example", CLIENT, at(60_000))).toEqual({ allowed: true });
    expect(await throttle.attempt("layla@dunecrest.example", CLIENT, at(SIGN_IN_WINDOW_MS))).toEqual({ allowed: true });
  });

  it("lets no more than the limit through when the attempts arrive at the same moment", async () => {
    const throttle = createSignInThrottle(await databases.fresh());
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => throttle.attempt("layla@dunecrest.example", `198.51.100.${i}`, T)));
    expect(burst.filter((decision) => decision.allowed)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
  });

  it(`refuses a client after ${MAX_FAILURES_PER_CLIENT} failures over any emails`, async () => {
    const throttle = createSignInThrottle(await databases.fresh());
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) await throttle.attempt(`guess${i}@dunecrest.example`, CLIENT, T);
    expect(await throttle.attempt("new-guess@dunecrest.example", CLIENT, T)).toEqual({ allowed: false, retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 });
    expect(await throttle.attempt("new-guess@dunecrest.example", "198.51.100.1", T)).toEqual({ allowed: true });
  });

  it("shares the client's count between passwords and passkeys", async () => {
    const throttle = createSignInThrottle(await databases.fresh());
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT - 1; i++) await throttle.attempt(`guess${i}@dunecrest.example`, CLIENT, T);
    expect(await throttle.checkClient(CLIENT, T)).toEqual({ allowed: true });
    await throttle.clientFailed(CLIENT, T);
    expect(await throttle.checkClient(CLIENT, T)).toEqual({ allowed: false, retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 });
    expect((await throttle.attempt("new-guess@dunecrest.example", CLIENT, T)).allowed).toBe(false);
    expect(await throttle.checkClient("198.51.100.1", T)).toEqual({ allowed: true });
  });

  it("on success clears the account's count and takes back that one attempt from the client's", async () => {
    const throttle = createSignInThrottle(await databases.fresh());
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await throttle.attempt("layla@dunecrest.example", CLIENT, T);
    for (let i = MAX_FAILURES_PER_ACCOUNT - 1; i < MAX_FAILURES_PER_CLIENT - 1; i++) await throttle.attempt(`guess${i}@dunecrest.example`, CLIENT, T);
    // The 20th attempt from the client, then the password turns out right.
    expect((await throttle.attempt("layla@dunecrest.example", CLIENT, T)).allowed).toBe(true);
    await throttle.succeeded("Layla@dunecrest.example", CLIENT);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) expect((await throttle.attempt("layla@dunecrest.example", "198.51.100.1", T)).allowed).toBe(true);
    // The client's earlier 19 failures stay: one more is its last.
    expect((await throttle.attempt("other@dunecrest.example", CLIENT, T)).allowed).toBe(true);
    expect((await throttle.attempt("other@dunecrest.example", CLIENT, T)).allowed).toBe(false);
  });

  it("counts across instances and keeps neither email nor address in its keys", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [await databases.open(config), await databases.open(config)];
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await createSignInThrottle(i % 2 === 0 ? one : two).attempt("layla@dunecrest.example", CLIENT, T);
    expect((await createSignInThrottle(two).attempt("layla@dunecrest.example", "198.51.100.1", T)).allowed).toBe(false);
    const keys = (await one.db.selectFrom("throttles").select("key").execute()).map((row) => row.key).sort();
    expect(keys).toEqual([
      expect.stringMatching(/^sign-in:account:[0-9a-f]{64}$/),
      expect.stringMatching(/^sign-in:client:[0-9a-f]{64}$/),
      expect.stringMatching(/^sign-in:client:[0-9a-f]{64}$/),
    ]);
  });
});
