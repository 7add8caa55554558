import { dirname, join, resolve } from "node:path";
import { STATIC_DIR } from "./build-layout.ts";
import { isEmailAddress } from "../app/lib/contact-rules.ts";
import { DEFAULT_INSIGHTS_RETENTION_DAYS } from "../app/lib/insights.ts";

/** Where submissions live: one SQLite file, or a PostgreSQL database. */
export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/**
 * Where the server secret comes from (decision 027): the SERVER_SECRET setting,
 * required with PostgreSQL (every instance must share it), or with SQLite a
 * key file beside the database, made at the first start.
 */
export type ServerSecretSource = { kind: "setting"; value: Buffer } | { kind: "file"; file: string };

/** The key file's name, beside the SQLite database. */
export const SERVER_SECRET_FILE_NAME = "server-secret";

/** Bytes SERVER_SECRET must give at least. */
const SERVER_SECRET_MIN_BYTES = 32;

export interface SmtpConfig {
  url: string;
  to: string[];
  from: string;
}

/** Where each submission is posted, and the secret its Standard Webhooks signature is made with. */
export interface WebhookConfig {
  url: string;
  /** `whsec_` and the base64 of 24 to 64 random bytes. */
  secret: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  staticDir: string;
  database: DatabaseConfig;
  /** The secret that keys every stored derivative of a client's address, and the device cookies. */
  serverSecret: ServerSecretSource;
  /** Form posts per client per minute; 0 turns the limit off. */
  formRateLimit: number;
  /** How many proxies in front of us append to X-Forwarded-For; 0 ignores the header. */
  trustProxyHops: number;
  smtp: SmtpConfig | null;
  webhook: WebhookConfig | null;
  /** AUTOREPLY=on: each visitor gets a receipt by mail (needs smtp). */
  autoreply: boolean;
  /** The site's public origin, without a trailing slash: notification mails link to the inbox under it. */
  siteUrl: string | null;
  /** SPAM_DNS_CHECK: look up the email's domain (MX, A, AAAA) as a spam signal. */
  spamDnsCheck: boolean;
  /** AUDIT_RETENTION_DAYS: audit rows older than this are deleted by the housekeeping (a minute after start, then hourly). */
  auditRetentionDays: number;
  /** HOLIDAYS: public holidays (Dubai dates, YYYY-MM-DD) on which the one-business-day clock stops. */
  holidays: readonly string[];
  /** INSIGHTS=off: the server counts no page views and matches no lead to a visit. */
  insights: boolean;
  /** INSIGHTS_RETENTION_DAYS: daily counts older than this are deleted by the housekeeping. */
  insightsRetentionDays: number;
  /** REPLY_TO: where a visitor's answer to a reply from the inbox goes (a company mailbox); null: the first NOTIFY_TO address. */
  replyTo: string | null;
  /** DIGEST_TIME: when the morning digest goes out on working days, Dubai time, "HH:MM". */
  digestTime: string;
  /** PUBLISH_DIR: where publishing builds and keeps the site's revisions, previews and retired assets (server/publish/). */
  publishDir: string;
  /** PUBLISH_BUILD_TIMEOUT: seconds a publish's build may run before it is stopped and reported as failed. */
  publishBuildTimeoutSeconds: number;
  /** UPLOADS_DIR: the images staff upload, a folder per image (decision 036); `DATA_DIR/uploads` by default. */
  uploadsDir: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

export const SQLITE_FILE_NAME = "submissions.sqlite";

/** Where the server keeps what it writes besides a PostgreSQL database: DATA_DIR, relative to the working folder. */
const DEFAULT_DATA_DIR = "data";

/** Ten times a build on a loaded two-core machine: a build still running then is stuck. */
const DEFAULT_PUBLISH_BUILD_TIMEOUT_SECONDS = 300;

/** The uploads folder's name in the data folder, unless UPLOADS_DIR says otherwise. */
const UPLOADS_FOLDER_NAME = "uploads";

/** A year of who did what: long enough to look back on an incident, short of keeping it for ever. */
const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** Every problem in the environment at once, so one restart fixes them all. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
    return fallback;
  }
  return Number(raw);
}

function url(raw: string, name: string, protocols: readonly string[], problems: string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    problems.push(`${name} must be a URL starting with ${protocols.join(" or ")}, got "${redact(raw)}".`);
    return null;
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, "://"))) {
    problems.push(`${name} must start with ${protocols.join(" or ")}, got "${parsed.protocol}".`);
    return null;
  }
  return raw;
}

/** Never echo a password from a URL into a log. */
function redact(raw: string): string {
  return raw.replace(/\/\/[^@/]*@/, "//***@");
}

function readDatabase(env: Env, cwd: string, problems: string[]): DatabaseConfig {
  const databaseUrl = value(env, "DATABASE_URL");
  if (databaseUrl !== undefined) {
    const checked = url(databaseUrl, "DATABASE_URL", ["postgres://", "postgresql://"], problems);
    if (checked !== null) return { kind: "postgres", url: checked };
  }
  return { kind: "sqlite", file: resolve(cwd, value(env, "DATA_DIR") ?? DEFAULT_DATA_DIR, SQLITE_FILE_NAME) };
}

function throwIfAny(problems: readonly string[]): void {
  if (problems.length > 0) throw new ConfigError(problems);
}

/** The database settings alone, for tools that only read submissions. */
export function readDatabaseConfig(env: Env, cwd = process.cwd()): DatabaseConfig {
  const problems: string[] = [];
  const database = readDatabase(env, cwd, problems);
  throwIfAny(problems);
  return database;
}

/** A switch: "on" or "off", `fallback` when unset. */
function onOff(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === "on" || raw === "off") return raw === "on";
  problems.push(`${name} must be on or off, got "${raw}".`);
  return fallback;
}

function readTrustProxy(env: Env, problems: string[]): number {
  const raw = value(env, "TRUST_PROXY")?.toLowerCase();
  if (raw === undefined || raw === "false" || raw === "0") return 0;
  if (raw === "true") return 1;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  problems.push(`TRUST_PROXY must be true, false, or the number of proxies in front (1-10), got "${raw}".`);
  return 0;
}

function readSmtp(env: Env, problems: string[]): SmtpConfig | null {
  const smtpUrl = value(env, "SMTP_URL");
  const notifyTo = value(env, "NOTIFY_TO");
  if (smtpUrl === undefined && notifyTo === undefined) return null;
  if (smtpUrl === undefined || notifyTo === undefined) {
    problems.push("SMTP_URL and NOTIFY_TO go together: set both to mail submissions, or neither.");
    return null;
  }
  const to = notifyTo
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  const badAddresses = to.filter((address) => !isEmailAddress(address));
  if (to.length === 0 || badAddresses.length > 0) {
    problems.push(`NOTIFY_TO must be one or more email addresses separated by commas, got "${notifyTo}".`);
  }
  const explicitFrom = value(env, "NOTIFY_FROM");
  if (explicitFrom !== undefined && !isEmailAddress(explicitFrom)) {
    problems.push(`NOTIFY_FROM must be an email address, got "${explicitFrom}".`);
  }
  const from = explicitFrom ?? to[0] ?? "";
  const checked = url(smtpUrl, "SMTP_URL", ["smtp://", "smtps://"], problems);
  return checked === null ? null : { url: checked, to, from };
}

/** Receipts go by SMTP, so "on" needs it; a bad SMTP setting is reported on its own. */
function readAutoreply(env: Env, smtp: SmtpConfig | null, problems: string[]): boolean {
  const raw = value(env, "AUTOREPLY")?.toLowerCase();
  if (raw === undefined || raw === "off") return false;
  if (raw !== "on") {
    problems.push(`AUTOREPLY must be on or off, got "${raw}".`);
    return false;
  }
  // Without SMTP the receipts would wait in the outbox for a sender that never comes.
  if (value(env, "SMTP_URL") === undefined || value(env, "NOTIFY_TO") === undefined) {
    problems.push("AUTOREPLY=on mails each visitor a receipt: it needs SMTP_URL and NOTIFY_TO.");
  }
  return smtp !== null;
}

/** Standard Webhooks keys: 24 to 64 bytes, as the specification advises. */
const WEBHOOK_SECRET_BYTES = { min: 24, max: 64 };

/** The secret's shape, never its value: it must not reach a log. */
function webhookSecretProblem(secret: string): string | null {
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1];
  const bytes = key === undefined || key.length % 4 !== 0 ? 0 : Buffer.from(key, "base64").length;
  if (bytes >= WEBHOOK_SECRET_BYTES.min && bytes <= WEBHOOK_SECRET_BYTES.max) return null;
  return `WEBHOOK_SECRET must be whsec_ followed by the base64 of ${WEBHOOK_SECRET_BYTES.min} to ${WEBHOOK_SECRET_BYTES.max} random bytes (make one with: openssl rand -base64 32).`;
}

/** A webhook nobody can verify is one anybody can forge: no URL without a secret to sign with. */
function readWebhook(env: Env, problems: string[]): WebhookConfig | null {
  const raw = value(env, "WEBHOOK_URL");
  const secret = value(env, "WEBHOOK_SECRET");
  if (raw === undefined && secret === undefined) return null;
  if (raw === undefined || secret === undefined) {
    problems.push(
      "WEBHOOK_URL and WEBHOOK_SECRET go together: every delivery is signed with the secret (Standard Webhooks), so set both, or neither.",
    );
    return null;
  }
  const secretProblem = webhookSecretProblem(secret);
  if (secretProblem !== null) problems.push(secretProblem);
  const checked = url(raw, "WEBHOOK_URL", ["http://", "https://"], problems);
  return checked === null || secretProblem !== null ? null : { url: checked, secret };
}

function readSiteUrl(env: Env, problems: string[]): string | null {
  const raw = value(env, "SITE_URL");
  if (raw === undefined) return null;
  return url(raw, "SITE_URL", ["http://", "https://"], problems)?.replace(/\/+$/, "") ?? null;
}

/** YYYY-MM-DD naming a day that exists (not 2027-02-30). */
function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** A comma-separated list of dates; empty when unset. */
function readHolidays(env: Env, problems: string[]): string[] {
  const raw = value(env, "HOLIDAYS");
  if (raw === undefined) return [];
  const days = raw
    .split(",")
    .map((day) => day.trim())
    .filter((day) => day !== "");
  const bad = days.filter((day) => !isCalendarDate(day));
  if (bad.length > 0)
    problems.push(`HOLIDAYS must be dates (YYYY-MM-DD) separated by commas; not a date: ${bad.join(", ")}.`);
  return [...new Set(days)].sort();
}

/** Half past eight in Dubai: before the working day's first meeting. */
const DEFAULT_DIGEST_TIME = "08:30";

function readDigestTime(env: Env, problems: string[]): string {
  const raw = value(env, "DIGEST_TIME");
  if (raw === undefined) return DEFAULT_DIGEST_TIME;
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(raw)) return raw;
  problems.push(`DIGEST_TIME must be a time of day in Dubai as HH:MM (24 hours), got "${raw}".`);
  return DEFAULT_DIGEST_TIME;
}

function readReplyTo(env: Env, problems: string[]): string | null {
  const raw = value(env, "REPLY_TO");
  if (raw === undefined) return null;
  if (isEmailAddress(raw)) return raw;
  problems.push(`REPLY_TO must be an email address, got "${raw}".`);
  return null;
}

/** SERVER_SECRET's shape, never its value: it must not reach a log. */
function readServerSecret(env: Env, database: DatabaseConfig, problems: string[]): ServerSecretSource {
  const raw = value(env, "SERVER_SECRET");
  const make = "make one with: openssl rand -base64 32";
  if (raw === undefined) {
    if (database.kind === "sqlite")
      return { kind: "file", file: join(dirname(database.file), SERVER_SECRET_FILE_NAME) };
    problems.push(
      `SERVER_SECRET is required with DATABASE_URL: it keys what is stored in place of visitors' addresses, so that a copy of the database does not reveal them, and every instance must be given the same value (${make}; keep it out of the database and its backups).`,
    );
    return { kind: "setting", value: Buffer.alloc(0) };
  }
  const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) ? Buffer.from(raw, "base64") : Buffer.alloc(0);
  if (bytes.length < SERVER_SECRET_MIN_BYTES)
    problems.push(
      `SERVER_SECRET must be the base64 of at least ${SERVER_SECRET_MIN_BYTES} random bytes (${make}).`,
    );
  return { kind: "setting", value: bytes };
}

/** Reads and checks the whole server configuration; throws ConfigError listing every problem. */
/** UPLOADS_DIR, or the uploads folder in DATA_DIR: where the server keeps staff's images, and the content tool reads them. */
export function readUploadsDir(env: Env, cwd = process.cwd()): string {
  return resolve(
    cwd,
    value(env, "UPLOADS_DIR") ?? join(value(env, "DATA_DIR") ?? DEFAULT_DATA_DIR, UPLOADS_FOLDER_NAME),
  );
}

export function readServerConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const smtp = readSmtp(env, problems);
  const database = readDatabase(env, cwd, problems);
  const config: ServerConfig = {
    host: value(env, "HOST") ?? "127.0.0.1",
    port: integer(env, "PORT", 3000, 0, 65535, problems),
    staticDir: resolve(cwd, value(env, "STATIC_DIR") ?? STATIC_DIR),
    database,
    serverSecret: readServerSecret(env, database, problems),
    formRateLimit: integer(env, "FORM_RATE_LIMIT", 5, 0, 1_000_000, problems),
    trustProxyHops: readTrustProxy(env, problems),
    smtp,
    webhook: readWebhook(env, problems),
    autoreply: readAutoreply(env, smtp, problems),
    siteUrl: readSiteUrl(env, problems),
    spamDnsCheck: onOff(env, "SPAM_DNS_CHECK", false, problems),
    auditRetentionDays: integer(
      env,
      "AUDIT_RETENTION_DAYS",
      DEFAULT_AUDIT_RETENTION_DAYS,
      1,
      36_500,
      problems,
    ),
    holidays: readHolidays(env, problems),
    insights: onOff(env, "INSIGHTS", true, problems),
    insightsRetentionDays: integer(
      env,
      "INSIGHTS_RETENTION_DAYS",
      DEFAULT_INSIGHTS_RETENTION_DAYS,
      1,
      36_500,
      problems,
    ),
    replyTo: readReplyTo(env, problems),
    digestTime: readDigestTime(env, problems),
    publishDir: resolve(
      cwd,
      value(env, "PUBLISH_DIR") ?? join(value(env, "DATA_DIR") ?? DEFAULT_DATA_DIR, "site"),
    ),
    publishBuildTimeoutSeconds: integer(
      env,
      "PUBLISH_BUILD_TIMEOUT",
      DEFAULT_PUBLISH_BUILD_TIMEOUT_SECONDS,
      10,
      3600,
      problems,
    ),
    uploadsDir: readUploadsDir(env, cwd),
  };
  throwIfAny(problems);
  return config;
}
