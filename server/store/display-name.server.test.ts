import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createLeadStore } from "./lead-store.ts";
import { migrateTo, migrateToLatest } from "./migrations.ts";
import { createLeadIntake } from "./lead-intake.ts";
import { createUserStore, DuplicateNameError, InvalidNameError } from "./user-store.ts";

const AT = new Date("2026-03-02T06:00:00.000Z");

describeEachBackend("account names and reply forms in the store", (backend) => {
  const databases = useTestDatabases(backend);

  it("refuses a name another account has, however cased, spaced or spelt in look-alike letters", async () => {
    const database = await databases.fresh();
    const users = createUserStore(database);
    await users.add("layla@dunecrest.example", "member", AT, "Layla Haddad");
    const omar = (await users.add("omar@dunecrest.example", "member", AT)).user;
    // Capital i for l, Cyrillic а, full-width letters, case and spaces, zero-width joiners.
    for (const lookalike of [
      "LayIa Haddad",
      "L\u0430yla Haddad",
      "Ｌａｙｌａ Ｈａｄｄａｄ",
      "layla   HADDAD",
      "LaylaHaddad",
      "Layla\u200C Haddad",
    ]) {
      await expect(users.setDisplayName(omar.id, lookalike), lookalike).rejects.toBeInstanceOf(
        DuplicateNameError,
      );
    }
    await expect(
      users.add("mallory@dunecrest.example", "member", AT, "Layla Hadda\u0501"),
    ).rejects.toBeInstanceOf(DuplicateNameError);
    expect(await users.findByEmail("mallory@dunecrest.example")).toBeNull();
    // Its own name, re-cased, is still its own; another name is fine.
    const layla = await users.findByEmail("layla@dunecrest.example");
    expect(await users.setDisplayName(layla?.id ?? 0, "LAYLA HADDAD")).toBe(true);
    expect(await users.setDisplayName(omar.id, "Omar Saleh")).toBe(true);
  });

  it("takes only plain names: no address, angle brackets, quotes or brackets", async () => {
    const database = await databases.fresh();
    const users = createUserStore(database);
    const omar = (await users.add("omar@dunecrest.example", "member", AT)).user;
    for (const name of [
      "ceo@bank.example",
      "Omar <ceo@bank.example>",
      '"CEO" ceo@bank.example',
      "Omar (you)",
      "Omar > Layla",
      "...",
      "Omar\u202Eiez",
    ]) {
      await expect(users.setDisplayName(omar.id, name), name).rejects.toBeInstanceOf(InvalidNameError);
    }
    await expect(
      users.add("sara@dunecrest.example", "member", AT, "Sara <sara@x.example>"),
    ).rejects.toBeInstanceOf(InvalidNameError);
    for (const name of ["Omar Al-Mansoori, Senior Consultant", "عمر المنصوري", "O’Neil", "Dr. Omar Saleh"]) {
      expect(await users.setDisplayName(omar.id, name), name).toBe(true);
    }
  });

  it("keeps names that clashed before the migration, lists them for the owner, and guards them once one is renamed", async () => {
    const database = await databases.fresh();
    await migrateTo(database, "0007-lead-workflow");
    const insert = (email: string, name: string) =>
      database.db
        .insertInto("users")
        .values({
          email,
          role: "member",
          password_hash: null,
          setup_code_hash: null,
          setup_code_expires_at: null,
          created_at: AT.toISOString(),
          display_name: name,
        })
        .execute();
    await insert("layla@dunecrest.example", "Layla Haddad");
    await insert("mallory@dunecrest.example", "layla haddad");
    await insert("eve@dunecrest.example", "Eve <ceo@bank.example>");
    await migrateToLatest(database);
    const users = createUserStore(database);
    expect((await users.list()).map((user) => user.displayName)).toEqual([
      "Layla Haddad",
      "layla haddad",
      "Eve <ceo@bank.example>",
    ]);
    expect(await users.namesToChange()).toEqual([
      { email: "layla@dunecrest.example", name: "Layla Haddad", problem: "clash" },
      { email: "mallory@dunecrest.example", name: "layla haddad", problem: "clash" },
      { email: "eve@dunecrest.example", name: "Eve <ceo@bank.example>", problem: "notPlain" },
    ]);
    expect(
      (await users.colleagues())
        .filter((colleague) => colleague.nameClash)
        .map((colleague) => colleague.email)
        .sort(),
    ).toEqual(["layla@dunecrest.example", "mallory@dunecrest.example"]);
    // Nobody new may take the name while two hold it, nor once one has let it go.
    await expect(users.add("sara@dunecrest.example", "member", AT, "Layla Haddad")).rejects.toBeInstanceOf(
      DuplicateNameError,
    );
    const layla = await users.findByEmail("layla@dunecrest.example");
    expect(await users.setDisplayName(layla?.id ?? 0, "Layla H. Haddad")).toBe(true);
    expect((await users.namesToChange()).map((entry) => entry.email)).toEqual(["eve@dunecrest.example"]);
    const keys = await database.db
      .selectFrom("users")
      .select(["email", "name_key"])
      .where("email", "=", "mallory@dunecrest.example")
      .executeTakeFirstOrThrow();
    expect(keys.name_key).toBe("laylahaddad");
    await expect(users.add("sara@dunecrest.example", "member", AT, "LAYLA HADDAD")).rejects.toBeInstanceOf(
      DuplicateNameError,
    );
  });

  it("stores one name of two taken at once from two instances", async () => {
    const config = await backend.freshDatabase();
    const first = await databases.open(config);
    await migrateToLatest(first);
    const second = await databases.open(config);
    const [a, b] = [createUserStore(first), createUserStore(second)];
    const results = await Promise.allSettled([
      a.add("one@dunecrest.example", "member", AT, "Noor Saleh"),
      b.add("two@dunecrest.example", "member", AT, "NOOR SALEH"),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")?.reason).toBeInstanceOf(DuplicateNameError);
  });

  it("stores and queues one reply for a form posted several times at once from two instances, and answers none in Spam", async () => {
    const config = await backend.freshDatabase();
    const first = await databases.open(config);
    await migrateToLatest(first);
    const second = await databases.open(config);
    const layla = (await createUserStore(first).add("layla@dunecrest.example", "member", AT, "Layla Haddad"))
      .user;
    const actor = { id: layla.id, name: layla.name };
    const { id } = await createLeadIntake(first, ["email"], { receipts: false }).add(newLead());
    const stores = [createLeadStore(first), createLeadStore(second)];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        stores[index % 2]?.reply(id, actor, "We will call tomorrow.", "form-token-1", AT),
      ),
    );
    expect(results.filter((result) => result === "done")).toHaveLength(1);
    expect(results.filter((result) => result === "repeated")).toHaveLength(5);
    expect(await first.db.selectFrom("lead_replies").select("id").execute()).toHaveLength(1);
    expect(
      await first.db.selectFrom("notification_outbox").select("id").where("channel", "=", "reply").execute(),
    ).toHaveLength(1);
    expect((await stores[0]?.events(id))?.filter((event) => event.kind === "reply")).toHaveLength(1);

    const spam = await createLeadIntake(first, ["email"], { receipts: false }).add(
      newLead({ email: "spam@example.com", message: "Cheap links here.", spamReasons: ["honeypot"] }),
    );
    expect(await stores[0]?.reply(spam.id, actor, "Hello", "form-token-2", AT)).toBe("spam");
    expect(await stores[0]?.markReplied(spam.id, actor, AT)).toBe("spam");
    const row = await first.db
      .selectFrom("submissions")
      .select(["state", "first_answered_at"])
      .where("id", "=", spam.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "spam", first_answered_at: null });
  });
});
