import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_INSIGHTS_RETENTION_DAYS } from "../app/lib/insights.ts";
import { STATIC_DIR } from "./build-layout.ts";
import { ConfigError, readDatabaseConfig, readServerConfig, type Env } from "./config.ts";

function problemsOf(env: Env): readonly string[] {
  try {
    readServerConfig(env, "/srv/site");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** A Standard Webhooks secret of 32 bytes, as `openssl rand -base64 32` makes one. */
const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

/** A server secret of 32 bytes, as `openssl rand -base64 32` makes one. */
const SERVER_SECRET = Buffer.alloc(32, 9).toString("base64");

describe("server configuration", () => {
  it("has safe defaults", () => {
    expect(readServerConfig({}, "/srv/site")).toEqual({
      host: "127.0.0.1",
      port: 3000,
      staticDir: join("/srv/site", STATIC_DIR),
      database: { kind: "sqlite", file: "/srv/site/data/submissions.sqlite" },
      serverSecret: { kind: "file", file: "/srv/site/data/server-secret" },
      formRateLimit: 5,
      trustProxyHops: 0,
      smtp: null,
      webhook: null,
      autoreply: false,
      siteUrl: null,
      spamDnsCheck: false,
      auditRetentionDays: 365,
      holidays: [],
      insights: true,
      insightsRetentionDays: DEFAULT_INSIGHTS_RETENTION_DAYS,
      replyTo: null,
      digestTime: "08:30",
      publishDir: "/srv/site/data/site",
      publishBuildTimeoutSeconds: 300,
      uploadsDir: "/srv/site/data/uploads",
    });
  });

  it("reads every variable", () => {
    const config = readServerConfig(
      {
        HOST: "0.0.0.0",
        PORT: "8080",
        STATIC_DIR: "/var/www",
        DATABASE_URL: "postgres://forms:secret@db.internal:5432/forms",
        FORM_RATE_LIMIT: "0",
        TRUST_PROXY: "true",
        SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
        NOTIFY_TO: "sales@example.com, ops@example.com",
        NOTIFY_FROM: "website@example.com",
        WEBHOOK_URL: "https://hooks.example.com/contact",
        WEBHOOK_SECRET: SECRET,
        AUTOREPLY: "on",
        SITE_URL: "https://www.example.com/",
        SPAM_DNS_CHECK: "on",
        AUDIT_RETENTION_DAYS: "90",
        HOLIDAYS: "2026-12-03, 2026-12-02",
        INSIGHTS: "off",
        INSIGHTS_RETENTION_DAYS: "30",
        REPLY_TO: "consultants@example.com",
        DIGEST_TIME: "07:45",
        SERVER_SECRET: SERVER_SECRET,
        PUBLISH_DIR: "/var/lib/dunecrest/site",
        PUBLISH_BUILD_TIMEOUT: "120",
        UPLOADS_DIR: "/var/lib/dunecrest/uploads",
      },
      "/srv/site",
    );
    expect(config).toEqual({
      host: "0.0.0.0",
      port: 8080,
      staticDir: "/var/www",
      database: { kind: "postgres", url: "postgres://forms:secret@db.internal:5432/forms" },
      serverSecret: { kind: "setting", value: Buffer.alloc(32, 9) },
      formRateLimit: 0,
      trustProxyHops: 1,
      smtp: {
        url: "smtps://mailer:pw@smtp.example.com:465",
        to: ["sales@example.com", "ops@example.com"],
        from: "website@example.com",
      },
      webhook: { url: "https://hooks.example.com/contact", secret: SECRET },
      autoreply: true,
      siteUrl: "https://www.example.com",
      spamDnsCheck: true,
      auditRetentionDays: 90,
      holidays: ["2026-12-02", "2026-12-03"],
      insights: false,
      insightsRetentionDays: 30,
      replyTo: "consultants@example.com",
      digestTime: "07:45",
      publishDir: "/var/lib/dunecrest/site",
      publishBuildTimeoutSeconds: 120,
      uploadsDir: "/var/lib/dunecrest/uploads",
    });
  });

  it("keeps the audit log a whole number of days, at least one", () => {
    expect(problemsOf({ AUDIT_RETENTION_DAYS: "0" })).toEqual([
      'AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500, got "0".',
    ]);
    expect(problemsOf({ AUDIT_RETENTION_DAYS: "a year" })).toEqual([
      'AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500, got "a year".',
    ]);
  });

  it("takes public holidays as real dates only, and names the ones that are not", () => {
    expect(problemsOf({ HOLIDAYS: "2026-12-02,2027-02-30, 3 Dec" })).toEqual([
      "HOLIDAYS must be dates (YYYY-MM-DD) separated by commas; not a date: 2027-02-30, 3 Dec.",
    ]);
  });

  it("takes the digest's time as HH:MM and a reply-to as an address", () => {
    expect(problemsOf({ DIGEST_TIME: "8:30", REPLY_TO: "consultants" })).toEqual([
      'REPLY_TO must be an email address, got "consultants".',
      'DIGEST_TIME must be a time of day in Dubai as HH:MM (24 hours), got "8:30".',
    ]);
    expect(problemsOf({ DIGEST_TIME: "24:00" })).toHaveLength(1);
  });

  it("sends receipts only with SMTP, and says so", () => {
    const smtp = { SMTP_URL: "smtp://smtp.example.com:587", NOTIFY_TO: "sales@example.com" };
    expect(readServerConfig({ ...smtp, AUTOREPLY: "ON" }, "/srv/site").autoreply).toBe(true);
    expect(readServerConfig({ ...smtp, AUTOREPLY: "off" }, "/srv/site").autoreply).toBe(false);
    expect(problemsOf({ AUTOREPLY: "on" })).toEqual([
      "AUTOREPLY=on mails each visitor a receipt: it needs SMTP_URL and NOTIFY_TO.",
    ]);
    expect(problemsOf({ ...smtp, AUTOREPLY: "yes" })).toEqual(['AUTOREPLY must be on or off, got "yes".']);
  });

  it("takes an http(s) SITE_URL, without its trailing slash", () => {
    expect(readServerConfig({ SITE_URL: "http://localhost:3000//" }, "/srv/site").siteUrl).toBe(
      "http://localhost:3000",
    );
    expect(problemsOf({ SITE_URL: "ftp://example.com" })).toEqual([
      'SITE_URL must start with http:// or https://, got "ftp:".',
    ]);
    expect(problemsOf({ SITE_URL: "www.example.com" })).toEqual([
      'SITE_URL must be a URL starting with http:// or https://, got "www.example.com".',
    ]);
  });

  it("puts the SQLite file in DATA_DIR, relative to the working directory", () => {
    expect(readDatabaseConfig({ DATA_DIR: "var/forms" }, "/srv/site")).toEqual({
      kind: "sqlite",
      file: "/srv/site/var/forms/submissions.sqlite",
    });
  });

  it("keeps uploads in the data folder unless UPLOADS_DIR says where, with PostgreSQL too", () => {
    expect(readServerConfig({ DATA_DIR: "var/forms" }, "/srv/site").uploadsDir).toBe(
      "/srv/site/var/forms/uploads",
    );
    expect(readServerConfig({ UPLOADS_DIR: "media" }, "/srv/site").uploadsDir).toBe("/srv/site/media");
  });

  it.each([
    [{ PORT: "eighty" }, 'PORT must be a whole number from 0 to 65535, got "eighty".'],
    [{ PORT: "70000" }, 'PORT must be a whole number from 0 to 65535, got "70000".'],
    [{ FORM_RATE_LIMIT: "-1" }, 'FORM_RATE_LIMIT must be a whole number from 0 to 1000000, got "-1".'],
    [
      { DATABASE_URL: "mysql://db/forms" },
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql:".',
    ],
    [
      { DATABASE_URL: "not a url" },
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "not a url".',
    ],
    [
      { TRUST_PROXY: "maybe" },
      'TRUST_PROXY must be true, false, or the number of proxies in front (1-10), got "maybe".',
    ],
    [
      { SMTP_URL: "smtp://localhost" },
      "SMTP_URL and NOTIFY_TO go together: set both to mail submissions, or neither.",
    ],
    [
      { NOTIFY_TO: "sales@example.com" },
      "SMTP_URL and NOTIFY_TO go together: set both to mail submissions, or neither.",
    ],
    [
      { SMTP_URL: "http://mail", NOTIFY_TO: "a@example.com" },
      'SMTP_URL must start with smtp:// or smtps://, got "http:".',
    ],
    [
      { SMTP_URL: "smtp://mail", NOTIFY_TO: "sales" },
      'NOTIFY_TO must be one or more email addresses separated by commas, got "sales".',
    ],
    [
      { WEBHOOK_URL: "ftp://hooks", WEBHOOK_SECRET: SECRET },
      'WEBHOOK_URL must start with http:// or https://, got "ftp:".',
    ],
    [{ SPAM_DNS_CHECK: "yes" }, 'SPAM_DNS_CHECK must be on or off, got "yes".'],
  ])("explains a bad value: %j", (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it("lists every problem at once and never echoes a password", () => {
    const problems = problemsOf({ PORT: "x", DATABASE_URL: "postgres//user:hunter2@db" });
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).not.toContain("hunter2");
  });

  it("refuses to post webhooks it cannot sign: WEBHOOK_URL needs a WEBHOOK_SECRET in the whsec_ format, never echoed", () => {
    const together =
      "WEBHOOK_URL and WEBHOOK_SECRET go together: every delivery is signed with the secret (Standard Webhooks), so set both, or neither.";
    expect(problemsOf({ WEBHOOK_URL: "https://hooks.example.com/contact" })).toEqual([together]);
    expect(problemsOf({ WEBHOOK_SECRET: SECRET })).toEqual([together]);
    const shape =
      "WEBHOOK_SECRET must be whsec_ followed by the base64 of 24 to 64 random bytes (make one with: openssl rand -base64 32).";
    for (const secret of [
      "hunter2hunter2hunter2hunter2hunter2",
      `whsec_${Buffer.alloc(16, 1).toString("base64")}`,
      "whsec_not base64 at all!!",
      `whsec_${Buffer.alloc(65, 1).toString("base64")}`,
    ]) {
      const problems = problemsOf({
        WEBHOOK_URL: "https://hooks.example.com/contact",
        WEBHOOK_SECRET: secret,
      });
      expect(problems).toEqual([shape]);
      expect(problems.join("\n")).not.toContain(secret);
    }
    expect(
      readServerConfig(
        { WEBHOOK_URL: "https://hooks.example.com/contact", WEBHOOK_SECRET: ` ${SECRET} ` },
        "/",
      ).webhook,
    ).toEqual({
      url: "https://hooks.example.com/contact",
      secret: SECRET,
    });
  });

  it("keeps the server secret in a file beside SQLite, and requires SERVER_SECRET with PostgreSQL, saying why, never echoing it", () => {
    expect(readServerConfig({ DATA_DIR: "/var/lib/dunecrest" }, "/srv/site").serverSecret).toEqual({
      kind: "file",
      file: "/var/lib/dunecrest/server-secret",
    });
    expect(readServerConfig({ SERVER_SECRET: ` ${SERVER_SECRET} ` }, "/srv/site").serverSecret).toEqual({
      kind: "setting",
      value: Buffer.alloc(32, 9),
    });
    const postgres = { DATABASE_URL: "postgres://forms@db.internal/forms" };
    expect(problemsOf(postgres)).toEqual([
      "SERVER_SECRET is required with DATABASE_URL: it keys what is stored in place of visitors' addresses, so that a copy of the database does not reveal them, and every instance must be given the same value (make one with: openssl rand -base64 32; keep it out of the database and its backups).",
    ]);
    const short = Buffer.alloc(16, 9).toString("base64");
    for (const secret of [short, "not base64 at all!"]) {
      const problems = problemsOf({ ...postgres, SERVER_SECRET: secret });
      expect(problems).toEqual([
        "SERVER_SECRET must be the base64 of at least 32 random bytes (make one with: openssl rand -base64 32).",
      ]);
      expect(problems.join("\n")).not.toContain(secret);
    }
  });

  it("treats TRUST_PROXY as a count of proxies", () => {
    expect(readServerConfig({ TRUST_PROXY: "2" }, "/").trustProxyHops).toBe(2);
    expect(readServerConfig({ TRUST_PROXY: "false" }, "/").trustProxyHops).toBe(0);
  });
});
