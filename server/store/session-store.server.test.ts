import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { sha256Hex } from "../auth/tokens.ts";
import type { Database } from "./open-database.ts";
import { createSessionStore, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "./session-store.ts";
import { createUserStore } from "./user-store.ts";

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachBackend("session store", (backend) => {
  const databases = useTestDatabases(backend);
  const setUp = async () => {
    const database = await databases.fresh();
    const users = createUserStore(database);
    const { user } = await users.add("layla@dunecrest.example", "owner", T);
    const { user: other } = await users.add("omar@dunecrest.example", "member", T);
    return { database, sessions: createSessionStore(database), user, other };
  };
  const lastSeen = async (database: Database, token: string) => {
    const row = await database.db
      .selectFrom("sessions")
      .select("last_seen_at")
      .where("id", "=", sha256Hex(token))
      .executeTakeFirstOrThrow();
    return new Date(row.last_seen_at).toISOString();
  };

  it("signs a token in as its user, storing only the token's hash", async () => {
    const { database, sessions, user } = await setUp();
    const created = await sessions.create(user.id, T);
    expect(created.expiresAt).toEqual(at(SESSION_ABSOLUTE_TIMEOUT_MS));
    expect(created.csrfToken).not.toBe(created.token);
    expect(await sessions.authenticate(created.token, at(MINUTE))).toEqual({
      sessionId: sha256Hex(created.token),
      user: {
        id: user.id,
        email: "layla@dunecrest.example",
        role: "owner",
        name: "layla@dunecrest.example",
        canEdit: true,
      },
      csrfToken: created.csrfToken,
      signedInAt: T.toISOString(),
    });
    const rows = await database.db.selectFrom("sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });

  it("knows no token it did not make", async () => {
    const { sessions, user } = await setUp();
    const { token } = await sessions.create(user.id, T);
    expect(
      await sessions.authenticate(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, T),
    ).toBeNull();
    expect(await sessions.authenticate("", T)).toBeNull();
    expect(await sessions.authenticate("x".repeat(10_000), T)).toBeNull();
  });

  it("ends a session idle for 8 hours, and deletes it", async () => {
    const { database, sessions, user } = await setUp();
    const { token } = await sessions.create(user.id, T);
    expect(await sessions.authenticate(token, at(SESSION_IDLE_TIMEOUT_MS - 1))).not.toBeNull();
    const idle = await sessions.create(user.id, T);
    expect(await sessions.authenticate(idle.token, at(SESSION_IDLE_TIMEOUT_MS))).toBeNull();
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([
      { id: sha256Hex(token) },
    ]);
  });

  it("keeps a session in use going, but not past 30 days", async () => {
    const { sessions, user } = await setUp();
    const { token } = await sessions.create(user.id, T);
    for (let elapsed = 7 * HOUR; elapsed < SESSION_ABSOLUTE_TIMEOUT_MS; elapsed += 7 * HOUR) {
      expect(await sessions.authenticate(token, at(elapsed))).not.toBeNull();
    }
    expect(await sessions.authenticate(token, at(SESSION_ABSOLUTE_TIMEOUT_MS))).toBeNull();
    expect(await sessions.authenticate(token, at(SESSION_ABSOLUTE_TIMEOUT_MS - HOUR))).toBeNull();
  });

  it("records use at most once a minute", async () => {
    const { database, sessions, user } = await setUp();
    const { token } = await sessions.create(user.id, T);
    await sessions.authenticate(token, at(59_999));
    expect(await lastSeen(database, token)).toBe(T.toISOString());
    await sessions.authenticate(token, at(MINUTE));
    expect(await lastSeen(database, token)).toBe(at(MINUTE).toISOString());
    await sessions.authenticate(token, at(MINUTE + 30_000));
    expect(await lastSeen(database, token)).toBe(at(MINUTE).toISOString());
  });

  it("ends one session and leaves the others", async () => {
    const { sessions, user, other } = await setUp();
    const [first, second, third] = await Promise.all([
      sessions.create(user.id, T),
      sessions.create(user.id, T),
      sessions.create(user.id, T),
    ]);
    const others = await sessions.create(other.id, T);
    if (first === undefined || second === undefined || third === undefined)
      throw new Error("three sessions expected");
    await sessions.end(first.token);
    expect(await sessions.authenticate(first.token, T)).toBeNull();
    expect(await sessions.authenticate(second.token, T)).not.toBeNull();
    expect(await sessions.authenticate(third.token, T)).not.toBeNull();
    expect((await sessions.authenticate(others.token, T))?.user.email).toBe("omar@dunecrest.example");
  });

  it("purges sessions past their idle or absolute end", async () => {
    const { database, sessions, user } = await setUp();
    const now = at(40 * 24 * HOUR);
    await sessions.create(user.id, at(40 * 24 * HOUR - SESSION_IDLE_TIMEOUT_MS));
    const old = await sessions.create(user.id, at(40 * 24 * HOUR - SESSION_ABSOLUTE_TIMEOUT_MS));
    // Used a minute ago, yet past its 30 days.
    await database.db
      .updateTable("sessions")
      .set({ last_seen_at: at(40 * 24 * HOUR - MINUTE).toISOString() })
      .where("id", "=", sha256Hex(old.token))
      .execute();
    const live = await sessions.create(user.id, at(40 * 24 * HOUR - HOUR));
    expect(await sessions.purgeExpired(now)).toBe(2);
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([
      { id: sha256Hex(live.token) },
    ]);
  });
});
