import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { runSubmissionsCli, serverEnv } from "../../tests/server-support/server-process.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase } from "../store/open-database.ts";
import type { NewLead } from "../../app/lib/lead.ts";
import { createLeadIntake } from "../store/lead-intake.ts";

const DAY = 24 * 60 * 60 * 1000;

async function seed(database: DatabaseConfig, submissions: NewLead[]): Promise<void> {
  const opened = openDatabase(database);
  try {
    await migrateToLatest(opened);
    const store = createLeadIntake(opened, []);
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
      {
        ...base,
        fullName: "Ancient Lead",
        email: "old@example.com",
        message: "From last year",
        createdAt: new Date(Date.now() - 400 * DAY),
      },
      {
        ...base,
        fullName: "Recent Lead",
        email: "new@example.com",
        phone: "+971501234567",
        message: "Hello\nsecond line",
        createdAt: new Date(Date.now() - 2 * DAY),
      },
      {
        ...base,
        fullName: '=HYPERLINK("http://evil.example")',
        email: "eve@example.com",
        message: "-2+3",
        createdAt: new Date(Date.now() - DAY / 2),
      },
    ]);
  });

  it("lists submissions as JSON, oldest first", async () => {
    const { stdout, code } = await runSubmissionsCli(env, ["list", "--json"]);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.map((row) => row.fullName)).toEqual([
      "Ancient Lead",
      "Recent Lead",
      '=HYPERLINK("http://evil.example")',
    ]);
    expect(rows[1]).toMatchObject({
      email: "new@example.com",
      phone: "+971501234567",
      message: "Hello\nsecond line",
    });
    for (const row of rows)
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(["id", "createdAt", "fullName", "email", "phone", "message"]),
      );
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
    // The inbox's export: a byte-order mark for Excel, then the same columns.
    expect(lines[0]).toBe(
      "\uFEFFid,createdAt,fullName,email,phone,message,userAgent,notificationState,state,spamReasons,locale,sourceFormPage,sourceLandingPage,sourceReferrerHost,sourceUtmSource,sourceUtmMedium,sourceUtmCampaign",
    );
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(stdout).toContain(",'-2+3,");
    expect(stdout).toContain(",'+971501234567,");
    expect(stdout).toContain('"Hello\nsecond line"');
  });

  it("exports JSON", async () => {
    const { stdout } = await runSubmissionsCli(env, ["export", "--format", "json"]);
    expect(JSON.parse(stdout)).toHaveLength(3);
  });

  describe("with spam among the leads", () => {
    let spamEnv: NodeJS.ProcessEnv;
    beforeEach(async () => {
      const database = await backend.freshDatabase();
      spamEnv = serverEnv(database, "/nonexistent");
      await seed(database, [
        {
          ...base,
          fullName: "Real Lead",
          email: "lead@example.com",
          message: "A real message",
          createdAt: new Date(Date.now() - 2 * DAY),
        },
        {
          ...base,
          fullName: "Link Bot",
          email: "bot@example.com",
          message: "http://spam.example",
          createdAt: new Date(Date.now() - DAY),
          spamReasons: ["honeypot", "only-links"],
        },
      ]);
    });
    const names = (json: string) => (JSON.parse(json) as { fullName: string }[]).map((row) => row.fullName);

    it.each([
      ["list", "--json"],
      ["export", "--format", "json"],
    ])("leaves spam out of %s %s unless --state asks for it", async (...args) => {
      expect(names((await runSubmissionsCli(spamEnv, args)).stdout)).toEqual(["Real Lead"]);
      expect(names((await runSubmissionsCli(spamEnv, [...args, "--state", "spam"])).stdout)).toEqual([
        "Link Bot",
      ]);
      expect(names((await runSubmissionsCli(spamEnv, [...args, "--state", "all"])).stdout)).toEqual([
        "Real Lead",
        "Link Bot",
      ]);
    });

    it("says which rows are spam and why in the readable list and the CSV, and leaves spam out of both by default", async () => {
      const text = await runSubmissionsCli(spamEnv, ["list"]);
      expect(text.stdout).toContain("new  Real Lead  lead@example.com");
      expect(text.stdout).not.toContain("Link Bot");
      const all = await runSubmissionsCli(spamEnv, ["list", "--state", "all"]);
      expect(all.stdout).toContain("spam (honeypot, only-links)  Link Bot  bot@example.com");

      const csv = await runSubmissionsCli(spamEnv, ["export", "--format", "csv"]);
      expect(csv.stdout).not.toContain("Link Bot");
      const rows = (await runSubmissionsCli(spamEnv, ["export", "--format", "csv", "--state", "all"])).stdout
        .split("\r\n")
        .filter((line) => line !== "");
      const header = rows[0]?.replace("\uFEFF", "").split(",") ?? [];
      const cell = (line: string | undefined, column: string) => line?.split(",")[header.indexOf(column)];
      expect(rows).toHaveLength(3);
      expect([cell(rows[1], "state"), cell(rows[1], "spamReasons")]).toEqual(["new", ""]);
      expect([cell(rows[2], "state"), cell(rows[2], "spamReasons")]).toEqual(["spam", "honeypot only-links"]);
      expect(
        (await runSubmissionsCli(spamEnv, ["export", "--format", "csv", "--state", "handled"])).stdout
          .split("\r\n")
          .filter((line) => line !== ""),
      ).toHaveLength(1);
    });
  });

  it("purges what is older than the retention period", async () => {
    const purge = await runSubmissionsCli(env, ["purge", "--older-than", "180d"]);
    expect(purge.code).toBe(0);
    expect(purge.stdout).toMatch(
      /^Deleted 1 submission received before \d{4}-.*\nDeleted 0 spam submissions received before \d{4}-/,
    );
    const { stdout } = await runSubmissionsCli(env, ["list", "--json"]);
    expect((JSON.parse(stdout) as { fullName: string }[]).map((row) => row.fullName)).not.toContain(
      "Ancient Lead",
    );
  });

  it("purges spam older than 30 days, and keeps real messages as old", async () => {
    const database = await backend.freshDatabase();
    const cliEnv = serverEnv(database, "/nonexistent");
    const at = (days: number) => new Date(Date.now() - days * DAY);
    await seed(database, [
      {
        ...base,
        fullName: "Old Spam",
        email: "bot@example.com",
        message: "http://spam.example",
        createdAt: at(31),
        spamReasons: ["only-links"],
      },
      {
        ...base,
        fullName: "Old Lead",
        email: "lead@example.com",
        message: "A real message",
        createdAt: at(31),
      },
      {
        ...base,
        fullName: "Recent Spam",
        email: "bot@example.com",
        message: "www.spam.example",
        createdAt: at(29),
        spamReasons: ["only-links"],
      },
    ]);
    const purge = await runSubmissionsCli(cliEnv, ["purge", "--older-than", "180d"]);
    expect(purge.code).toBe(0);
    expect(purge.stdout).toContain("Deleted 0 submissions received before");
    expect(purge.stdout).toContain("Deleted 1 spam submission received before");
    const { stdout } = await runSubmissionsCli(cliEnv, ["list", "--json", "--state", "all"]);
    expect((JSON.parse(stdout) as { fullName: string }[]).map((row) => row.fullName)).toEqual([
      "Old Lead",
      "Recent Spam",
    ]);
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

// Each test starts the tool as a process: a second on a quiet machine, several on a shared one.
describe("npm run submissions, misused", { timeout: 60_000 }, () => {
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    env = serverEnv(
      { kind: "sqlite", file: join(makeTempDir("cli-usage"), "submissions.sqlite") },
      "/nonexistent",
    );
  });
  afterAll(removeTempDirs);

  it.each([
    [["export"], "export needs --format csv or --format json."],
    [["export", "--format", "xml"], "export needs --format csv or --format json."],
    [["purge"], "purge needs --older-than with a number of days, like 180d."],
    [["purge", "--older-than", "six months"], "purge needs --older-than with a number of days, like 180d."],
    [
      ["list", "--since", "yesterday"],
      '--since wants a date like 2025-01-31 or an ISO timestamp, got "yesterday".',
    ],
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["list", "--colour"], "Unknown option '--colour'"],
    [["list", "--state", "junk"], '--state wants new, handled, spam or all, got "junk".'],
    [
      ["export", "--format", "csv", "--state", "Spam"],
      '--state wants new, handled, spam or all, got "Spam".',
    ],
  ])("refuses %j with a usage message", async (args, message) => {
    const { stderr, code } = await runSubmissionsCli(env, args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain("Usage: npm run submissions");
  });
});
