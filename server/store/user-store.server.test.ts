import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { verifyPasswordOrDummy } from "../auth/passwords.ts";
import type { Database } from "./open-database.ts";
import { createSessionStore } from "./session-store.ts";
import { migrateTo, migrateToLatest } from "./migrations.ts";
import {
  createUserStore,
  DuplicateEmailError,
  InvalidEmailError,
  OwnerRightError,
  SETUP_CODE_VALID_MS,
} from "./user-store.ts";

const T = new Date("2025-05-01T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const PASSWORD = "a long enough password";

/** A passkey row as the WebAuthn layer will write it. */
const addPasskey = (database: Database, userId: number, id: string) =>
  database.db
    .insertInto("passkeys")
    .values({
      id,
      user_id: userId,
      public_key: "pk",
      counter: 0,
      transports: null,
      name: "Laptop",
      created_at: T.toISOString(),
      last_used_at: null,
    })
    .execute();

describeEachBackend("user store", (backend) => {
  const databases = useTestDatabases(backend);
  const setUp = async () => {
    const database = await databases.fresh();
    return { database, users: createUserStore(database), sessions: createSessionStore(database) };
  };

  it("adds an account by its lower-cased email, with a one-time code valid for 24 hours, stored as a hash", async () => {
    const { database, users } = await setUp();
    const issued = await users.add("  Layla@DuneCrest.example ", "owner", T);
    expect(issued.user).toEqual({
      id: expect.any(Number),
      email: "layla@dunecrest.example",
      role: "owner",
      name: "layla@dunecrest.example",
      canEdit: true,
    });
    expect(issued.expiresAt).toEqual(at(SETUP_CODE_VALID_MS));
    expect(issued.setupCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const row = await database.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.setup_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.setupCode.replace(/-/g, "").slice(0, 8));
    expect(await users.findByEmail("LAYLA@dunecrest.example")).toEqual({
      id: issued.user.id,
      email: "layla@dunecrest.example",
      role: "owner",
      canEdit: true,
      passwordHash: null,
      createdAt: T.toISOString(),
      name: "layla@dunecrest.example",
      displayName: null,
      digestOff: false,
    });
    expect((await users.findById(issued.user.id))?.email).toBe("layla@dunecrest.example");
    expect(await users.findById(issued.user.id + 1)).toBeNull();
    expect(await users.findByEmail("nobody@dunecrest.example")).toBeNull();
  });

  it("refuses a second account for the same email, and what is not an email", async () => {
    const { users } = await setUp();
    await users.add("layla@dunecrest.example", "member", T);
    await expect(users.add("LAYLA@dunecrest.example", "owner", T)).rejects.toBeInstanceOf(
      DuplicateEmailError,
    );
    for (const bad of [
      "",
      "layla",
      "layla@localhost",
      "a b@dunecrest.example",
      `${"x".repeat(250)}@dunecrest.example`,
    ]) {
      await expect(users.add(bad, "member", T)).rejects.toBeInstanceOf(InvalidEmailError);
    }
    expect(await users.list()).toHaveLength(1);
  });

  it("lists accounts oldest first, with their password and passkey state", async () => {
    const { database, users } = await setUp();
    const { user: layla, setupCode } = await users.add("layla@dunecrest.example", "owner", T);
    const { user: omar } = await users.add("omar@dunecrest.example", "member", at(1000));
    await users.setPassword("layla@dunecrest.example", setupCode, PASSWORD, T);
    await addPasskey(database, layla.id, "key-1");
    await addPasskey(database, layla.id, "key-2");
    expect(await users.list()).toEqual([
      {
        email: "layla@dunecrest.example",
        displayName: null,
        role: "owner",
        canEdit: true,
        hasPassword: true,
        passkeys: 2,
        createdAt: T.toISOString(),
      },
      {
        email: "omar@dunecrest.example",
        displayName: null,
        role: "member",
        canEdit: false,
        hasPassword: false,
        passkeys: 0,
        createdAt: at(1000).toISOString(),
      },
    ]);
    expect(omar.id).not.toBe(layla.id);
  });

  it("sets a password with the code once, as typed by a person, and stores an argon2id hash", async () => {
    const { database, users } = await setUp();
    const { setupCode } = await users.add("layla@dunecrest.example", "member", T);
    const typed = setupCode.toLowerCase().replace(/-/g, " ");
    const result = await users.setPassword(
      " Layla@dunecrest.example",
      typed,
      PASSWORD,
      at(SETUP_CODE_VALID_MS - 1),
    );
    expect(result).toEqual({
      ok: true,
      user: {
        id: expect.any(Number),
        email: "layla@dunecrest.example",
        role: "member",
        name: "layla@dunecrest.example",
        canEdit: false,
      },
    });
    const row = await database.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.setup_code_hash).toBeNull();
    expect(row.setup_code_expires_at).toBeNull();
    expect(await verifyPasswordOrDummy(row.password_hash, PASSWORD)).toBe(true);
    // Spent: the same code again is just a wrong code.
    expect(
      await users.setPassword("layla@dunecrest.example", setupCode, "another long password", at(1)),
    ).toEqual({ ok: false, problem: "invalidCode" });
  });

  it("refuses a wrong code, an unknown email alike, and an expired code", async () => {
    const { users } = await setUp();
    const { setupCode } = await users.add("layla@dunecrest.example", "member", T);
    const wrong = setupCode.startsWith("A") ? `B${setupCode.slice(1)}` : `A${setupCode.slice(1)}`;
    expect(await users.setPassword("layla@dunecrest.example", wrong, PASSWORD, T)).toEqual({
      ok: false,
      problem: "invalidCode",
    });
    expect(await users.setPassword("layla@dunecrest.example", "not a code", PASSWORD, T)).toEqual({
      ok: false,
      problem: "invalidCode",
    });
    expect(await users.setPassword("nobody@dunecrest.example", setupCode, PASSWORD, T)).toEqual({
      ok: false,
      problem: "invalidCode",
    });
    expect(
      await users.setPassword("layla@dunecrest.example", setupCode, PASSWORD, at(SETUP_CODE_VALID_MS)),
    ).toEqual({ ok: false, problem: "expired" });
    expect((await users.findByEmail("layla@dunecrest.example"))?.passwordHash).toBeNull();
  });

  it("refuses a password that breaks the rules and keeps the code for another try", async () => {
    const { users } = await setUp();
    const { setupCode } = await users.add("layla@dunecrest.example", "member", T);
    expect(await users.setPassword("layla@dunecrest.example", setupCode, "too short", T)).toEqual({
      ok: false,
      problem: "tooShort",
    });
    expect(await users.setPassword("layla@dunecrest.example", setupCode, "x".repeat(1025), T)).toEqual({
      ok: false,
      problem: "tooLong",
    });
    expect((await users.setPassword("layla@dunecrest.example", setupCode, PASSWORD, T)).ok).toBe(true);
  });

  it("lets only one of two uses of a code at once succeed", async () => {
    const { users } = await setUp();
    const { setupCode } = await users.add("layla@dunecrest.example", "member", T);
    const results = await Promise.all([
      users.setPassword("layla@dunecrest.example", setupCode, "first long password", T),
      users.setPassword("layla@dunecrest.example", setupCode, "second long password", T),
    ]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
  });

  it("ends every session of the account when a password is set", async () => {
    const { users, sessions } = await setUp();
    const { user } = await users.add("layla@dunecrest.example", "member", T);
    const before = await sessions.create(user.id, T);
    const reset = await users.reset("layla@dunecrest.example", T);
    const during = await sessions.create(user.id, T);
    expect(
      await users.setPassword("layla@dunecrest.example", reset?.setupCode ?? "", PASSWORD, T),
    ).toMatchObject({ ok: true });
    expect(await sessions.authenticate(before.token, T)).toBeNull();
    expect(await sessions.authenticate(during.token, T)).toBeNull();
  });

  it("resets an account: no password, no passkeys, no sessions, a new code and the old one void", async () => {
    const { database, users, sessions } = await setUp();
    const { user, setupCode } = await users.add("layla@dunecrest.example", "owner", T);
    await users.setPassword("layla@dunecrest.example", setupCode, PASSWORD, T);
    await addPasskey(database, user.id, "key-1");
    const session = await sessions.create(user.id, T);
    const { user: omar } = await users.add("omar@dunecrest.example", "member", T);
    await addPasskey(database, omar.id, "key-2");
    const omarSession = await sessions.create(omar.id, T);

    const reset = await users.reset("LAYLA@dunecrest.example", at(1000));
    expect(reset).toEqual({ user, setupCode: expect.any(String), expiresAt: at(1000 + SETUP_CODE_VALID_MS) });
    expect(reset?.setupCode).not.toBe(setupCode);
    expect((await users.findByEmail("layla@dunecrest.example"))?.passwordHash).toBeNull();
    expect(await sessions.authenticate(session.token, at(1000))).toBeNull();
    expect(await database.db.selectFrom("passkeys").select("id").execute()).toEqual([{ id: "key-2" }]);
    expect(await sessions.authenticate(omarSession.token, at(1000))).not.toBeNull();

    expect(await users.setPassword("layla@dunecrest.example", setupCode, PASSWORD, at(2000))).toEqual({
      ok: false,
      problem: "invalidCode",
    });
    expect(
      (await users.setPassword("layla@dunecrest.example", reset?.setupCode ?? "", PASSWORD, at(2000))).ok,
    ).toBe(true);
    expect(await users.reset("nobody@dunecrest.example", T)).toBeNull();
  });

  it("removes an account with its sessions and passkeys", async () => {
    const { database, users, sessions } = await setUp();
    const { user } = await users.add("layla@dunecrest.example", "owner", T);
    await addPasskey(database, user.id, "key-1");
    const session = await sessions.create(user.id, T);
    expect(await users.remove("Layla@dunecrest.example")).toBe(true);
    expect(await users.findByEmail("layla@dunecrest.example")).toBeNull();
    expect(await sessions.authenticate(session.token, T)).toBeNull();
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([]);
    expect(await database.db.selectFrom("passkeys").select("id").execute()).toEqual([]);
    expect(await users.remove("layla@dunecrest.example")).toBe(false);
  });

  it("gives a member the editor right and takes it back, saying whether anything changed, and never takes an owner's", async () => {
    const { users, sessions } = await setUp();
    await users.add("layla@dunecrest.example", "owner", T);
    const { user: omar } = await users.add("omar@dunecrest.example", "member", T);
    const { user: sara } = await users.add("sara@dunecrest.example", "member", T, undefined, {
      editor: true,
    });
    expect([omar.canEdit, sara.canEdit]).toEqual([false, true]);
    const session = await sessions.create(omar.id, T);

    expect(await users.setEditor(" Omar@dunecrest.example", true)).toEqual({
      user: { ...omar, canEdit: true },
      changed: true,
    });
    expect((await sessions.authenticate(session.token, T))?.user.canEdit).toBe(true);
    expect((await users.setEditor("omar@dunecrest.example", true))?.changed).toBe(false);
    expect(await users.setEditor("omar@dunecrest.example", false)).toEqual({
      user: { ...omar, canEdit: false },
      changed: true,
    });
    expect((await sessions.authenticate(session.token, T))?.user.canEdit).toBe(false);
    expect(await users.setEditor("nobody@dunecrest.example", true)).toBeNull();
    await expect(users.setEditor("layla@dunecrest.example", false)).rejects.toBeInstanceOf(OwnerRightError);
    expect((await users.list()).map((user) => [user.email, user.canEdit])).toEqual([
      ["layla@dunecrest.example", true],
      ["omar@dunecrest.example", false],
      ["sara@dunecrest.example", true],
    ]);
  });

  it("keeps every account through migration 0010: owners with the editor right, members without it", async () => {
    const database = await databases.fresh();
    await migrateTo(database, "0009-keyed-address-derivatives");
    const insert = (email: string, role: "owner" | "member", name: string | null) =>
      database.db
        .insertInto("users")
        .values({
          email,
          role,
          password_hash: "$argon2id$kept",
          setup_code_hash: null,
          setup_code_expires_at: null,
          created_at: T.toISOString(),
          display_name: name,
        })
        .execute();
    await insert("layla@dunecrest.example", "owner", "Layla Haddad");
    await insert("omar@dunecrest.example", "member", null);
    await migrateToLatest(database);
    const users = createUserStore(database);
    expect(await users.list()).toEqual([
      {
        email: "layla@dunecrest.example",
        displayName: "Layla Haddad",
        role: "owner",
        canEdit: true,
        hasPassword: true,
        passkeys: 0,
        createdAt: T.toISOString(),
      },
      {
        email: "omar@dunecrest.example",
        displayName: null,
        role: "member",
        canEdit: false,
        hasPassword: true,
        passkeys: 0,
        createdAt: T.toISOString(),
      },
    ]);
    expect((await users.findByEmail("layla@dunecrest.example"))?.passwordHash).toBe("$argon2id$kept");
  });
});
