import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { runUsersCli, serverEnv } from "../../tests/server-support/server-process.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { openDatabase, type Database } from "../store/open-database.ts";
import { createSessionStore } from "../store/session-store.ts";
import { createUserStore } from "../store/user-store.ts";

const PASSWORD = "a long enough password";

/** The code printed by add or reset. */
function codeIn(stdout: string): string {
  const code = /One-time code: +([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(stdout)?.[1];
  if (code === undefined) throw new Error(`No code in:\n${stdout}`);
  return code;
}

/** Runs `work` on a connection of its own, as the server would. */
async function withDatabase<T>(config: DatabaseConfig, work: (database: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describeEachBackend("npm run users", (backend) => {
  let config: DatabaseConfig;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    config = await backend.freshDatabase();
    env = { ...serverEnv(config, "/nonexistent"), SITE_URL: "https://www.dunecrest.example/" };
  });

  it("adds an account and prints its one-time code, how long it lasts and where to use it", async () => {
    const { stdout, stderr, code } = await runUsersCli(env, [
      "add",
      " Layla@DuneCrest.example",
      "--role",
      "owner",
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain("Added layla@dunecrest.example (owner).");
    expect(stdout).toMatch(/It works once, for 24 hours \(until \d{4}-\d{2}-\d{2}T[\d:.]+Z\)\./);
    expect(stdout).toContain("Set a password at:  https://www.dunecrest.example/inbox/set-password\n");
    const result = await withDatabase(config, (database) =>
      createUserStore(database).setPassword("layla@dunecrest.example", codeIn(stdout), PASSWORD, new Date()),
    );
    expect(result).toMatchObject({ ok: true, user: { email: "layla@dunecrest.example", role: "owner" } });
  });

  it("makes members unless told, and prints the path alone without SITE_URL", async () => {
    const { SITE_URL: _site, ...withoutSite } = env;
    const { stdout } = await runUsersCli(withoutSite, ["add", "omar@dunecrest.example"]);
    expect(stdout).toContain("Added omar@dunecrest.example (member).");
    expect(stdout).toContain("Set a password at:  /inbox/set-password\n");
  });

  it("lists accounts as a table and as JSON", async () => {
    expect(
      (
        await runUsersCli(env, [
          "add",
          "layla@dunecrest.example",
          "--role",
          "owner",
          "--name",
          "Layla Haddad",
        ])
      ).stdout,
    ).toContain("Added layla@dunecrest.example (owner, Layla Haddad).");
    await runUsersCli(env, ["add", "omar@dunecrest.example"]);
    const json = await runUsersCli(env, ["list", "--json"]);
    expect(JSON.parse(json.stdout)).toEqual([
      {
        email: "layla@dunecrest.example",
        displayName: "Layla Haddad",
        role: "owner",
        canEdit: true,
        hasPassword: false,
        passkeys: 0,
        createdAt: expect.any(String),
      },
      {
        email: "omar@dunecrest.example",
        displayName: null,
        role: "member",
        canEdit: false,
        hasPassword: false,
        passkeys: 0,
        createdAt: expect.any(String),
      },
    ]);
    const text = await runUsersCli(env, ["list"]);
    const lines = text.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^EMAIL +NAME +ROLE +EDITOR +PASSWORD +PASSKEYS +CREATED$/);
    expect(lines[1]).toMatch(/^layla@dunecrest\.example +Layla Haddad +owner +yes +no +0 +\d{4}-/);
    expect(lines[2]).toMatch(/^omar@dunecrest\.example +- +member +no +no +0 +\d{4}-/);
    expect((await runUsersCli(env, ["add", "sara@dunecrest.example", "--name", " "])).code).toBe(2);
  });

  it("refuses with --name a colleague's name (however cased or spelt in look-alike letters) and a name that is not plain", async () => {
    await runUsersCli(env, ["add", "layla@dunecrest.example", "--name", "Layla Haddad"]);
    for (const name of ["LayIa Haddad", "l\u0430yla  HADDAD"]) {
      const taken = await runUsersCli(env, ["add", "mallory@dunecrest.example", "--name", name]);
      expect({ code: taken.code, stdout: taken.stdout }, name).toEqual({ code: 1, stdout: "" });
      expect(taken.stderr, name).toContain(
        "Another account has this name, or one that looks the same. Choose another --name.",
      );
    }
    for (const name of ["Layla <layla@dunecrest.example>"]) {
      const refused = await runUsersCli(env, ["add", "mallory@dunecrest.example", "--name", name]);
      expect(refused.code, name).toBe(2);
      expect(refused.stderr, name).toContain("letters, spaces and . , ' - only");
    }
    expect(JSON.parse((await runUsersCli(env, ["list", "--json"])).stdout)).toHaveLength(1);
  }, 120_000);

  it("says when there are no accounts", async () => {
    expect((await runUsersCli(env, ["list"])).stdout).toBe("No accounts.\n");
  });

  it("refuses a second account for an email, and an unknown email to remove or reset, in one line", async () => {
    await runUsersCli(env, ["add", "layla@dunecrest.example"]);
    expect(await runUsersCli(env, ["add", "LAYLA@dunecrest.example"])).toEqual({
      code: 1,
      stdout: "",
      stderr: "An account for layla@dunecrest.example already exists.\n",
    });
    for (const command of ["remove", "reset"]) {
      expect(await runUsersCli(env, [command, "Nobody@dunecrest.example"])).toEqual({
        code: 1,
        stdout: "",
        stderr: "No account for nobody@dunecrest.example.\n",
      });
    }
  });

  it("resets an account: the password and every session gone, a new code printed", async () => {
    const added = await runUsersCli(env, ["add", "layla@dunecrest.example"]);
    const session = await withDatabase(config, async (database) => {
      const users = createUserStore(database);
      const result = await users.setPassword(
        "layla@dunecrest.example",
        codeIn(added.stdout),
        PASSWORD,
        new Date(),
      );
      if (!result.ok) throw new Error(result.problem);
      return createSessionStore(database).create(result.user.id, new Date());
    });

    const reset = await runUsersCli(env, ["reset", "Layla@dunecrest.example"]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain(
      "Reset layla@dunecrest.example: password and passkeys removed, every session ended.",
    );
    expect(codeIn(reset.stdout)).not.toBe(codeIn(added.stdout));
    await withDatabase(config, async (database) => {
      expect(await createSessionStore(database).authenticate(session.token, new Date())).toBeNull();
      const users = createUserStore(database);
      expect((await users.findByEmail("layla@dunecrest.example"))?.passwordHash).toBeNull();
      expect(
        (await users.setPassword("layla@dunecrest.example", codeIn(reset.stdout), PASSWORD, new Date())).ok,
      ).toBe(true);
    });
  });

  it("removes an account and ends its sessions", async () => {
    const added = await runUsersCli(env, ["add", "layla@dunecrest.example"]);
    const session = await withDatabase(config, async (database) => {
      const users = createUserStore(database);
      await users.setPassword("layla@dunecrest.example", codeIn(added.stdout), PASSWORD, new Date());
      const user = await users.findByEmail("layla@dunecrest.example");
      return createSessionStore(database).create(user?.id ?? 0, new Date());
    });
    const removed = await runUsersCli(env, ["remove", "layla@dunecrest.example"]);
    expect(removed).toEqual({
      code: 0,
      stdout: "Removed layla@dunecrest.example; its sessions have ended.\n",
      stderr: "",
    });
    await withDatabase(config, async (database) => {
      expect(await createSessionStore(database).authenticate(session.token, new Date())).toBeNull();
      expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([]);
    });
    expect(JSON.parse((await runUsersCli(env, ["list", "--json"])).stdout)).toEqual([]);
  });

  it("adds a member with the editor right under --editor, in the audit log; a member without it otherwise", async () => {
    const added = await runUsersCli(env, [
      "add",
      "omar@dunecrest.example",
      "--editor",
      "--name",
      "Omar Saleh",
    ]);
    expect({ code: added.code, stderr: added.stderr }).toEqual({ code: 0, stderr: "" });
    expect(added.stdout).toContain("Added omar@dunecrest.example (member, editor, Omar Saleh).");
    await runUsersCli(env, ["add", "sara@dunecrest.example"]);
    const listed = JSON.parse((await runUsersCli(env, ["list", "--json"])).stdout) as {
      email: string;
      canEdit: boolean;
    }[];
    expect(listed.map(({ email, canEdit }) => ({ email, canEdit }))).toEqual([
      { email: "omar@dunecrest.example", canEdit: true },
      { email: "sara@dunecrest.example", canEdit: false },
    ]);
    const rows = await withDatabase(config, async (database) => {
      const users = createUserStore(database);
      const result = await users.setPassword(
        "omar@dunecrest.example",
        codeIn(added.stdout),
        PASSWORD,
        new Date(),
      );
      expect(result).toMatchObject({ ok: true, user: { role: "member", canEdit: true } });
      return database.db
        .selectFrom("audit_log")
        .select(["actor_email", "action", "subject"])
        .orderBy("id")
        .execute();
    });
    expect(rows).toEqual([
      { actor_email: null, action: "user-added", subject: "user omar@dunecrest.example" },
      { actor_email: null, action: "editor-granted", subject: "user omar@dunecrest.example" },
      { actor_email: null, action: "user-added", subject: "user sara@dunecrest.example" },
    ]);
  });

  it("records each change in the audit log as the CLI's, without the code", async () => {
    const added = await runUsersCli(env, ["add", "layla@dunecrest.example"]);
    const reset = await runUsersCli(env, ["reset", "layla@dunecrest.example"]);
    await runUsersCli(env, ["list"]);
    await runUsersCli(env, ["remove", "layla@dunecrest.example"]);
    await runUsersCli(env, ["remove", "layla@dunecrest.example"]);
    const rows = await withDatabase(config, (database) =>
      database.db
        .selectFrom("audit_log")
        .select(["actor_user_id", "actor_email", "action", "subject"])
        .orderBy("id")
        .execute(),
    );
    expect(rows).toEqual(
      ["user-added", "user-reset", "user-removed"].map((action) => ({
        actor_user_id: null,
        actor_email: null,
        action,
        subject: "user layla@dunecrest.example",
      })),
    );
    for (const code of [codeIn(added.stdout), codeIn(reset.stdout)])
      expect(JSON.stringify(rows)).not.toContain(code.slice(0, 4));
  });
});

// Each test starts the tool as a process: a second on a quiet machine, several on a shared one.
describe("npm run users, misused", { timeout: 60_000 }, () => {
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    env = serverEnv(
      { kind: "sqlite", file: join(makeTempDir("users-cli-usage"), "submissions.sqlite") },
      "/nonexistent",
    );
  });
  afterAll(removeTempDirs);

  it.each([
    [[], "Usage: npm run users"],
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["add"], "add needs one EMAIL."],
    [["add", "a@dunecrest.example", "b@dunecrest.example"], "add needs one EMAIL."],
    [["add", "not-an-email"], 'Not an email address: "not-an-email".'],
    [["add", "a@dunecrest.example", "--role", "admin"], '--role is owner or member, got "admin".'],
    [["add", "a@dunecrest.example", "--password", "hunter2hunter2"], "No password on the command line"],
    [["add", "a@dunecrest.example", "--password=hunter2hunter2"], "No password on the command line"],
    [["list", "--role", "owner"], "Unknown option '--role'"],
    [["list", "a@dunecrest.example"], "list takes no EMAIL."],
    [["remove"], "remove needs one EMAIL."],
    [["reset", "--json"], "Unknown option '--json'"],
  ])("refuses %j with a usage message", async (args, message) => {
    const { stderr, stdout, code } = await runUsersCli(env, args);
    expect(code).toBe(2);
    expect(`${stderr}${stdout}`).toContain(message);
    expect(`${stderr}${stdout}`).toContain("Usage: npm run users");
  });

  it("refuses a SITE_URL that is not a web address", async () => {
    const { stderr, code } = await runUsersCli({ ...env, SITE_URL: "www.dunecrest.example" }, [
      "add",
      "a@dunecrest.example",
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'SITE_URL must be a URL starting with https:// or http://, got "www.dunecrest.example".',
    );
  });
});
