/**
 * Reads the stored leads: npm run submissions -- <command>.
 * Uses the same DATA_DIR / DATABASE_URL as the server, and may run beside it.
 */
import { parseArgs } from "node:util";
import { helpRequested, runCli, UsageError, withToolDatabase } from "./run-cli.ts";
import { parseAge, parseDate } from "./cli-dates.ts";
import { toCsvExport } from "../inbox/export-format.ts";
import {
  SPAM_RETENTION_DAYS,
  stateFilters,
  leadStates,
  type StateFilter,
  type Lead,
  type LeadState,
} from "../../app/lib/lead.ts";
import { createLeadIntake, type LeadIntake } from "../store/lead-intake.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const USAGE = `Usage: npm run submissions -- <command>

  list [--json] [--since DATE] [--state STATE]
                                      submissions, oldest first (DATE: 2025-01-31 or an ISO timestamp),
                                      each with its state and, for spam, why
  export --format csv|json [--since DATE] [--state STATE]
                                      all fields, for a spreadsheet or another system
                                      STATE: new, handled, spam or all; without it, all but spam
  purge --older-than 180d             delete submissions older than that many days,
                                      and spam older than ${SPAM_RETENTION_DAYS} days
  stats [--json]                      counts and notification states

Reads DATA_DIR (SQLite, default ./data) or DATABASE_URL (PostgreSQL), as the server does.`;

/** Leads, without spam, unless --state asks for it: a list or an export is read as the company's leads. */
const DEFAULT_STATES: readonly LeadState[] = leadStates.filter((state) => state !== "spam");

function states(value: string | undefined): readonly LeadState[] {
  if (value === undefined) return DEFAULT_STATES;
  if (!stateFilters.includes(value as StateFilter))
    throw new UsageError(`--state wants ${stateFilters.slice(0, -1).join(", ")} or all, got "${value}".`);
  return value === "all" ? leadStates : [value as LeadState];
}

/** "new", or "spam (honeypot, only-links)": what the inbox's tab and spam reasons say. */
const stateOf = (lead: Lead) =>
  lead.spamReasons.length === 0 ? lead.state : `${lead.state} (${lead.spamReasons.join(", ")})`;

function formatList(leads: readonly Lead[]): string {
  if (leads.length === 0) return "No submissions.\n";
  return leads
    .map((lead) => {
      const contact = [lead.email, lead.phone].filter((part) => part !== null).join("  ");
      const message = lead.message
        .split("\n")
        .map((line) => `    ${line}`)
        .join("\n");
      return `#${lead.id}  ${lead.createdAt}  ${stateOf(lead)}  ${lead.fullName}  ${contact}\n${message}\n`;
    })
    .join("\n");
}

function since(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = parseDate(value);
  if (date === null)
    throw new UsageError(`--since wants a date like 2025-01-31 or an ISO timestamp, got "${value}".`);
  return date;
}

async function run(store: LeadIntake, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      json: { type: "boolean", default: false },
      since: { type: "string" },
      format: { type: "string" },
      "older-than": { type: "string" },
      state: { type: "string" },
    },
    strict: true,
  });

  switch (command) {
    case "list": {
      const leads = await store.list({ since: since(values.since), states: states(values.state) });
      return values.json ? `${JSON.stringify(leads, null, 2)}\n` : formatList(leads);
    }
    case "export": {
      if (values.format !== "csv" && values.format !== "json")
        throw new UsageError("export needs --format csv or --format json.");
      const leads = await store.list({ since: since(values.since), states: states(values.state) });
      return values.format === "json" ? `${JSON.stringify(leads, null, 2)}\n` : toCsvExport(leads);
    }
    case "purge": {
      const olderThan = values["older-than"];
      const now = new Date();
      const cutoff = olderThan === undefined ? null : parseAge(olderThan, now);
      if (cutoff === null) throw new UsageError("purge needs --older-than with a number of days, like 180d.");
      const deleted = await store.purgeOlderThan(cutoff);
      const spamCutoff = new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS);
      const spam = await store.purgeSpamOlderThan(spamCutoff);
      return [
        `Deleted ${plural(deleted, "submission")} received before ${cutoff.toISOString()}.`,
        `Deleted ${plural(spam, "spam submission")} received before ${spamCutoff.toISOString()}.`,
        "",
      ].join("\n");
    }
    case "stats": {
      const stats = await store.stats(new Date());
      if (values.json) return `${JSON.stringify(stats, null, 2)}\n`;
      const n = stats.notifications;
      return [
        `Submissions:    ${stats.total}`,
        `  last 24 hours ${stats.last24Hours}`,
        `  last 7 days   ${stats.last7Days}`,
        `  last 30 days  ${stats.last30Days}`,
        `Oldest:         ${stats.oldest ?? "-"}`,
        `Newest:         ${stats.newest ?? "-"}`,
        `Notifications:  ${n.sent} sent, ${n.pending} pending, ${n.failed} failed, ${n.none} not configured`,
        "",
      ].join("\n");
    }
    default:
      throw new UsageError(command === undefined ? "Which command?" : `Unknown command "${command}".`);
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const help = helpRequested(args, USAGE);
  if (help !== null) return help;
  return withToolDatabase(async (database) => {
    process.stdout.write(await run(createLeadIntake(database, []), args));
    return 0;
  });
}

runCli(main, USAGE);
