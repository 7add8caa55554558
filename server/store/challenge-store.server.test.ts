import { expect, it } from "vitest";
import { sha256Hex } from "../auth/tokens.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { CHALLENGE_VALID_MS, createChallengeStore } from "./challenge-store.ts";
import { createUserStore } from "./user-store.ts";

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);

describeEachBackend("challenge store", (backend) => {
  const databases = useTestDatabases(backend);
  const setUp = async () => {
    const database = await databases.fresh();
    const { user } = await createUserStore(database).add("layla@dunecrest.example", "owner", T);
    return { database, challenges: createChallengeStore(database), user };
  };

  it("gives a challenge back once, to the token it was saved under, keeping only the token's hash", async () => {
    const { database, challenges, user } = await setUp();
    const token = await challenges.save("c-register", "register", user.id, T);
    expect(await database.db.selectFrom("auth_challenges").select("id").execute()).toEqual([
      { id: sha256Hex(token) },
    ]);
    expect(await challenges.take(token, "register", at(1000))).toEqual({
      challenge: "c-register",
      userId: user.id,
    });
    expect(await challenges.take(token, "register", at(1000))).toBeNull();
  });

  it("keeps a sign-in's challenge without a user", async () => {
    const { challenges } = await setUp();
    const token = await challenges.save("c-sign-in", "authenticate", null, T);
    expect(await challenges.take(token, "authenticate", T)).toEqual({ challenge: "c-sign-in", userId: null });
  });

  it("answers null for an unknown token, and for another purpose's challenge, which is spent all the same", async () => {
    const { challenges } = await setUp();
    expect(await challenges.take("no-such-token", "authenticate", T)).toBeNull();
    const token = await challenges.save("c", "register", null, T);
    expect(await challenges.take(token, "authenticate", T)).toBeNull();
    expect(await challenges.take(token, "register", T)).toBeNull();
  });

  it("answers null once five minutes have passed, and sweeps expired rows at the next save", async () => {
    const { database, challenges } = await setUp();
    const fresh = await challenges.save("fresh", "authenticate", null, T);
    expect(await challenges.take(fresh, "authenticate", at(CHALLENGE_VALID_MS - 1))).toEqual({
      challenge: "fresh",
      userId: null,
    });
    const stale = await challenges.save("stale", "authenticate", null, T);
    expect(await challenges.take(stale, "authenticate", at(CHALLENGE_VALID_MS))).toBeNull();
    await challenges.save("old", "authenticate", null, T);
    const next = await challenges.save("next", "authenticate", null, at(CHALLENGE_VALID_MS));
    expect(await database.db.selectFrom("auth_challenges").select("id").execute()).toEqual([
      { id: sha256Hex(next) },
    ]);
  });

  it("keeps at most its ceiling of waiting ceremonies, dropping the oldest for the newest", async () => {
    const { database } = await setUp();
    const challenges = createChallengeStore(database, 5);
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++)
      tokens.push(await challenges.save(`c${i}`, "authenticate", null, at(i * 1000)));
    const rows = await database.db
      .selectFrom("auth_challenges")
      .select("challenge")
      .orderBy("challenge")
      .execute();
    expect(rows.map((row) => row.challenge)).toEqual(["c10", "c11", "c7", "c8", "c9"]);
    expect(await challenges.take(tokens[11] ?? "", "authenticate", at(12_000))).toEqual({
      challenge: "c11",
      userId: null,
    });
    expect(await challenges.take(tokens[0] ?? "", "authenticate", at(12_000))).toBeNull();
  });
});
