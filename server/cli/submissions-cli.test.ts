import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { runSubmissionsCli, serverEnv } from "../../tests/server-support/server-process.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase } from "../store/open-database.ts";
import type { NewSubmission } from "../../app/lib/submission.ts";
import { createSubmissionStore } from "../store/submission-store.ts";

const DAY = 24 * 60 * 60 * 1000;

async function seed(database: DatabaseConfig, submissions: NewSubmission[]): Promise<void> {
  const opened = openDatabase(database);
  try {
    await migrateToLatest(opened);
    const store = createSubmissionStore(opened, []);
    for (const submission of submissions) await store.add(submission);
  } finally {
    await opened.close();
  }
}

const base = { phone: null, userAgent: null, locale: "en", spamReasons: [] } as const;

describeEachBackend("npm run submissions", (backend) => {
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    const database = await backend.freshDatabase();
    env = serverEnv(database, "/nonexistent");
    await seed(database, [
      { ...base, fullName: "Ancient Lead", email: "old@example.com", message: "From last year", createdAt: new Date(Date.now() - 400 * DAY) },
      { ...base, fullName: "Recent Lead", email: "new@example.com", phone: "+971501234567", message: "Hello\nsecond line", createdAt: new Date(Date.now() - 2 * DAY) },
      { ...base, fullName: "=HYPERLINK(\"http://evil.example\")", email: "eve@example.com", message: "-2+3", createdAt: new Date(Date.now() - DAY / 2) },
    ]);
  });

  it("lists submissions as JSON, oldest first", async () => {
    const { stdout, code } = await runSubmissionsCli(env, ["list", "--json"]);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.map((row) => row.fullName)).toEqual(["Ancient Lead", "Recent Lead", '=HYPERLINK("http://evil.example")']);
    expect(rows[1]).toMatchObject({ email: "new@example.com", phone: "+971501234567", message: "Hello\nsecond line" });
    for (const row of rows) expect(Object.keys(row)).toEqual(expect.arrayContaining(["id", "createdAt", "fullName", "email", "phone", "message"]));
  });

  it("lists from a date, in text for people too", async () => {
    const since = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    const json = await runSubmissionsCli(env, ["list", "--json", "--since", since]);
    expect((JSON.parse(json.stdout) as { fullName: string }[]).map((row) => row.fullName)).toEqual([
      "Recent Lead",
      '=HYPERLINK("http://evil.example")',
    ]);
    const text = await runSubmissionsCli(env, ["list", "--since", since]);
    expect(text.stdout).toContain("Recent Lead  new@example.com  +971501234567");
    expect(text.stdout).toContain("    second line");
    expect(text.stdout).not.toContain("Ancient Lead");
  });

  it("exports CSV with formula injection neutralised", async () => {
    const { stdout, code } = await runSubmissionsCli(env, ["export", "--format", "csv"]);
    expect(code).toBe(0);
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe("id,createdAt,fullName,email,phone,message,userAgent,notificationState");
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(stdout).toContain(",'-2+3,");
    expect(stdout).toContain(",'+971501234567,");
    expect(stdout).toContain('"Hello\nsecond line"');
  });

  it("exports JSON", async () => {
    const { stdout } = await runSubmissionsCli(env, ["export", "--format", "json"]);
    expect(JSON.parse(stdout)).toHaveLength(3);
  });

  it("purges what is older than the retention period", async () => {
    const purge = await runSubmissionsCli(env, ["purge", "--older-than", "180d"]);
    expect(purge.code).toBe(0);
    expect(purge.stdout).toMatch(/^Deleted 1 submission received before \d{4}-.*\nDeleted 0 spam submissions received before \d{4}-/);
    const { stdout } = await runSubmissionsCli(env, ["list", "--json"]);
    expect((JSON.parse(stdout) as { fullName: string }[]).map((row) => row.fullName)).not.toContain("Ancient Lead");
  });

  it("purges spam older than 30 days, and keeps real messages as old", async () => {
    const database = await backend.freshDatabase();
    const cliEnv = serverEnv(database, "/nonexistent");
    const at = (days: number) => new Date(Date.now() - days * DAY);
    await seed(database, [
      { ...base, fullName: "Old Spam", email: "bot@example.com", message: "http://spam.example", createdAt: at(31), spamReasons: ["only-links"] },
      { ...base, fullName: "Old Lead", email: "lead@example.com", message: "A real message", createdAt: at(31) },
      { ...base, fullName: "Recent Spam", email: "bot@example.com", message: "www.spam.example", createdAt: at(29), spamReasons: ["only-links"] },
    ]);
    const purge = await runSubmissionsCli(cliEnv, ["purge", "--older-than", "180d"]);
    expect(purge.code).toBe(0);
    expect(purge.stdout).toContain("Deleted 0 submissions received before");
    expect(purge.stdout).toContain("Deleted 1 spam submission received before");
    const { stdout } = await runSubmissionsCli(cliEnv, ["list", "--json"]);
    expect((JSON.parse(stdout) as { fullName: string }[]).map((row) => row.fullName)).toEqual(["Old Lead", "Recent Spam"]);
  });

  it("prints stats", async () => {
    const { stdout } = await runSubmissionsCli(env, ["stats", "--json"]);
    expect(JSON.parse(stdout)).toMatchObject({
      total: 3,
      last24Hours: 1,
      last7Days: 2,
      last30Days: 2,
      notifications: { none: 3, pending: 0, sent: 0, failed: 0 },
    });
    expect((await runSubmissionsCli(env, ["stats"])).stdout).toContain("Submissions:    3");
  });
});

describe("npm run submissions, misused", () => {
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    env = serverEnv({ kind: "sqlite", file: join(makeTempDir("cli-usage"), "submissions.sqlite") }, "/nonexistent");
  });
  afterAll(removeTempDirs);

  it.each([
    [["export"], "export needs --format csv or --format json."],
    [["export", "--format", "xml"], "export needs --format csv or --format json."],
    [["purge"], "purge needs --older-than with a number of days, like 180d."],
    [["purge", "--older-than", "six months"], "purge needs --older-than with a number of days, like 180d."],
    [["list", "--since", "yesterday"], '--since wants a date like 2025-01-31 or an ISO timestamp, got "yesterday".'],
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["list", "--colour"], "Unknown option '--colour'"],
  ])("refuses %j with a usage message", async (args, message) => {
    const { stderr, code } = await runSubmissionsCli(env, args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain("Usage: npm run submissions");
  });
});
