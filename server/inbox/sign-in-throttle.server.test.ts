import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import {
  ALERT_CEILING,
  ALERT_WINDOW_MS,
  createSignInThrottle,
  FIRST_LOCK_MS,
  MAX_CODE_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_DEVICE,
  MAX_LOCK_MS,
  PASSKEY_OPTIONS_PER_MINUTE,
  SIGN_IN_WINDOW_MS,
  type SignInAttempt,
} from "./sign-in-throttle.ts";

/** Any server key will do: what is tested is the budget, not the key. */
const ADDRESS_KEY = Buffer.alloc(32, "address key");

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const CLIENT = "203.0.113.7";
const OWNER = "layla@dunecrest.example";

/** A browser the account has never seen. */
const stranger = (email: string, client: string): SignInAttempt => ({
  email,
  hasAccount: true,
  client,
  device: null,
});
/** The owner's own browser: its device cookie is valid for the account. */
const ownDevice = (client: string, device = "laptop-nonce"): SignInAttempt => ({
  email: OWNER,
  hasAccount: true,
  client,
  device,
});

describeEachBackend("sign-in throttle", (backend) => {
  const databases = useTestDatabases(backend);

  it(`locks an email out of browsers it has never seen after ${MAX_FAILURES_PER_ACCOUNT} failures in 15 minutes, from any client, in any case`, async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const email = i % 2 === 0 ? OWNER : " Layla@DuneCrest.example";
      expect((await throttle.attempt(stranger(email, `198.51.100.${i}`), at(i * 1000))).decision).toEqual({
        allowed: true,
      });
    }
    expect(
      (await throttle.attempt(stranger("LAYLA@dunecrest.example", CLIENT), at(60_000))).decision,
    ).toEqual({
      allowed: false,
      retryAfterSeconds: FIRST_LOCK_MS / 1000,
    });
    expect((await throttle.attempt(stranger("omar@dunecrest.example", CLIENT), at(60_000))).decision).toEqual(
      { allowed: true },
    );
    expect(
      (await throttle.attempt(stranger(OWNER, CLIENT), at(60_000 + FIRST_LOCK_MS - 1000))).decision.allowed,
    ).toBe(false);
    expect((await throttle.attempt(stranger(OWNER, CLIENT), at(60_000 + FIRST_LOCK_MS))).decision).toEqual({
      allowed: true,
    });
  });

  it("locks for twice as long each time the limit is passed again, up to a ceiling", async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    let now = 0;
    const locks: number[] = [];
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
        expect((await throttle.attempt(stranger(OWNER, `198.51.100.${i}`), at(now))).decision.allowed).toBe(
          true,
        );
      const refused = (await throttle.attempt(stranger(OWNER, "198.51.100.99"), at(now))).decision;
      if (refused.allowed) throw new Error(`round ${round} was not refused`);
      locks.push(refused.retryAfterSeconds * 1000);
      now += refused.retryAfterSeconds * 1000;
    }
    expect(locks).toEqual(
      [1, 2, 4, 8, 16, 32, 32, 32].map((factor) => Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * factor)),
    );
  });

  it("lets no more than the limit through when the attempts arrive at the same moment", async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => throttle.attempt(stranger(OWNER, `198.51.100.${i}`), T)),
    );
    expect(burst.filter(({ decision }) => decision.allowed)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
  });

  it(`lets the account's own browser in while strangers are locked out, from any address, with ${MAX_FAILURES_PER_DEVICE} tries of its own`, async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < 50; i++) await throttle.attempt(stranger(OWNER, `198.51.100.${i}`), at(i));
    expect((await throttle.attempt(stranger(OWNER, "192.0.2.1"), at(100))).decision.allowed).toBe(false);

    // Even from the attacker's own address: the device is judged by its own budget.
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++)
      expect(
        (await throttle.attempt(ownDevice(i % 2 === 0 ? "192.0.2.1" : "198.51.100.3"), at(200))).decision,
      ).toEqual({ allowed: true });
    expect((await throttle.attempt(ownDevice("192.0.2.1"), at(200))).decision).toEqual({
      allowed: false,
      retryAfterSeconds: FIRST_LOCK_MS / 1000,
    });
    // Another known device of the account has its own budget.
    expect((await throttle.attempt(ownDevice("192.0.2.1", "phone-nonce"), at(200))).decision).toEqual({
      allowed: true,
    });
    await throttle.succeeded(ownDevice("192.0.2.1", "phone-nonce"));
    // Strangers are still held.
    expect((await throttle.attempt(stranger(OWNER, "192.0.2.9"), at(300))).decision.allowed).toBe(false);
  });

  it("keeps a budget of its own for one-time codes, which password guesses cannot use up", async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < 30; i++) await throttle.attempt(stranger(OWNER, `198.51.100.${i}`), T);
    expect((await throttle.attempt(stranger(OWNER, CLIENT), T)).decision.allowed).toBe(false);
    for (let i = 0; i < MAX_CODE_FAILURES_PER_ACCOUNT; i++)
      expect(await throttle.codeAttempt(OWNER, `192.0.2.${i}`, T)).toEqual({ allowed: true });
    expect(await throttle.codeAttempt(OWNER, CLIENT, T)).toEqual({
      allowed: false,
      retryAfterSeconds: FIRST_LOCK_MS / 1000,
    });
  });

  it(`refuses a client after ${MAX_FAILURES_PER_CLIENT} failures over any emails, counting an IPv6 client by its /64`, async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++)
      await throttle.attempt(stranger(`guess${i}@dunecrest.example`, CLIENT), T);
    expect((await throttle.attempt(stranger("new-guess@dunecrest.example", CLIENT), T)).decision).toEqual({
      allowed: false,
      retryAfterSeconds: FIRST_LOCK_MS / 1000,
    });
    expect(
      (await throttle.attempt(stranger("new-guess@dunecrest.example", "198.51.100.1"), T)).decision,
    ).toEqual({ allowed: true });

    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++)
      await throttle.attempt(
        stranger(`guess${i}@dunecrest.example`, `2001:db8:1:2::${(i + 1).toString(16)}`),
        T,
      );
    expect(
      (await throttle.attempt(stranger("new-guess@dunecrest.example", "2001:db8:1:2:ffff:ffff:ffff:ffff"), T))
        .decision.allowed,
    ).toBe(false);
    expect(
      (await throttle.attempt(stranger("new-guess@dunecrest.example", "2001:db8:1:3::1"), T)).decision
        .allowed,
    ).toBe(true);
  });

  it("writes no counter for the emails a refused client goes on trying", async () => {
    const database = await databases.fresh();
    const throttle = createSignInThrottle(database, ADDRESS_KEY);
    for (let i = 0; i < 500; i++)
      await throttle.attempt(
        { email: `guess${i}@dunecrest.example`, hasAccount: false, client: CLIENT, device: null },
        T,
      );
    const keys = (await database.db.selectFrom("throttles").select("key").execute()).map((row) => row.key);
    // The client's, the first 20 emails', and the one shared by every email without an account.
    expect(keys).toHaveLength(MAX_FAILURES_PER_CLIENT + 2);
    expect(keys).toContain("sign-in:alert:no-account");
  });

  it("shares the client's count between passwords and passkeys", async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT - 1; i++)
      await throttle.attempt(stranger(`guess${i}@dunecrest.example`, CLIENT), T);
    expect(await throttle.checkClient(CLIENT, T)).toEqual({ allowed: true });
    await throttle.clientFailed(CLIENT, T);
    expect(await throttle.checkClient(CLIENT, T)).toEqual({
      allowed: false,
      retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000,
    });
    expect(
      (await throttle.attempt(stranger("new-guess@dunecrest.example", CLIENT), T)).decision.allowed,
    ).toBe(false);
    expect(await throttle.checkClient("198.51.100.1", T)).toEqual({ allowed: true });
  });

  it("on success clears the account's count and takes back that one attempt from the client's", async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await throttle.attempt(stranger(OWNER, CLIENT), T);
    for (let i = MAX_FAILURES_PER_ACCOUNT - 1; i < MAX_FAILURES_PER_CLIENT - 1; i++)
      await throttle.attempt(stranger(`guess${i}@dunecrest.example`, CLIENT), T);
    // The 20th attempt from the client, then the password turns out right.
    expect((await throttle.attempt(stranger(OWNER, CLIENT), T)).decision.allowed).toBe(true);
    await throttle.succeeded(stranger("Layla@dunecrest.example", CLIENT));
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
      expect((await throttle.attempt(stranger(OWNER, "198.51.100.1"), T)).decision.allowed).toBe(true);
    // The client's earlier 19 failures stay: one more is its last.
    expect((await throttle.attempt(stranger("other@dunecrest.example", CLIENT), T)).decision.allowed).toBe(
      true,
    );
    expect((await throttle.attempt(stranger("other@dunecrest.example", CLIENT), T)).decision.allowed).toBe(
      false,
    );
  });

  it(`says an account is under attack once an hour, at its ${ALERT_CEILING}th failure from anywhere`, async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    const alerts: number[] = [];
    for (let i = 1; i <= ALERT_CEILING + 20; i++) {
      if (
        (await throttle.attempt(stranger(OWNER, `198.51.${Math.floor(i / 200)}.${i % 200}`), at(i)))
          .underAttack
      )
        alerts.push(i);
    }
    expect(alerts).toEqual([ALERT_CEILING]);
    for (let i = 1; i <= ALERT_CEILING; i++) {
      if (
        (
          await throttle.attempt(
            stranger(OWNER, `198.52.${Math.floor(i / 200)}.${i % 200}`),
            at(ALERT_WINDOW_MS + i),
          )
        ).underAttack
      )
        alerts.push(i);
    }
    expect(alerts).toEqual([ALERT_CEILING, ALERT_CEILING]);
    // An email with no account never raises one.
    for (let i = 1; i <= ALERT_CEILING; i++)
      expect(
        (
          await throttle.attempt(
            { email: "nobody@dunecrest.example", hasAccount: false, client: `192.0.2.${i}`, device: null },
            T,
          )
        ).underAttack,
      ).toBe(false);
  });

  it(`lets one client start ${PASSKEY_OPTIONS_PER_MINUTE} passkey ceremonies at once, then ${PASSKEY_OPTIONS_PER_MINUTE} a minute`, async () => {
    const throttle = createSignInThrottle(await databases.fresh(), ADDRESS_KEY);
    for (let i = 0; i < PASSKEY_OPTIONS_PER_MINUTE; i++)
      expect(await throttle.passkeyOptions(CLIENT, T)).toEqual({ allowed: true });
    expect(await throttle.passkeyOptions(CLIENT, T)).toEqual({
      allowed: false,
      retryAfterSeconds: 60 / PASSKEY_OPTIONS_PER_MINUTE,
    });
    expect(await throttle.passkeyOptions("198.51.100.1", T)).toEqual({ allowed: true });
    expect(await throttle.passkeyOptions(CLIENT, at(60_000 / PASSKEY_OPTIONS_PER_MINUTE))).toEqual({
      allowed: true,
    });
  });

  it("counts across instances and keeps neither email nor address in its keys", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [await databases.open(config), await databases.open(config)];
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await createSignInThrottle(i % 2 === 0 ? one : two, ADDRESS_KEY).attempt(stranger(OWNER, CLIENT), T);
    expect(
      (await createSignInThrottle(two, ADDRESS_KEY).attempt(stranger(OWNER, "198.51.100.1"), T)).decision
        .allowed,
    ).toBe(false);
    const keys = (await one.db.selectFrom("throttles").select("key").execute()).map((row) => row.key).sort();
    expect(keys).toEqual([
      expect.stringMatching(/^sign-in:account:[0-9a-f]{64}$/),
      expect.stringMatching(/^sign-in:alert:[0-9a-f]{64}$/),
      expect.stringMatching(/^sign-in:client:[0-9a-f]{64}$/),
      expect.stringMatching(/^sign-in:client:[0-9a-f]{64}$/),
    ]);
  });
});
