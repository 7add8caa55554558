import { Migrator, type Migration } from "kysely/migration";
import { submissionsAndOutbox } from "./migrations/0001-submissions-and-outbox.ts";
import { healthProbe } from "./migrations/0002-health-probe.ts";
import { inboxAndAccounts } from "./migrations/0003-inbox-and-accounts.ts";
import { spamReasons } from "./migrations/0004-spam-reasons.ts";
import { throttleBackoffAndAuditBursts } from "./migrations/0005-throttle-backoff-and-audit-bursts.ts";
import { insights } from "./migrations/0006-insights.ts";
import { leadWorkflow } from "./migrations/0007-lead-workflow.ts";
import { namesAndReplyForms } from "./migrations/0008-names-and-reply-forms.ts";
import { keyedAddressDerivatives } from "./migrations/0009-keyed-address-derivatives.ts";
import { editorRight } from "./migrations/0010-editor-right.ts";
import { content } from "./migrations/0011-content.ts";
import { uploads } from "./migrations/0012-uploads.ts";
import type { Database, Dialect } from "./open-database.ts";

/** Migrations in order, one file each in migrations/; never edit one that has shipped, add a new one. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001-submissions-and-outbox": submissionsAndOutbox(dialect),
    "0002-health-probe": healthProbe(dialect),
    "0003-inbox-and-accounts": inboxAndAccounts(dialect),
    "0004-spam-reasons": spamReasons(),
    "0005-throttle-backoff-and-audit-bursts": throttleBackoffAndAuditBursts(dialect),
    "0006-insights": insights(dialect),
    "0007-lead-workflow": leadWorkflow(dialect),
    "0008-names-and-reply-forms": namesAndReplyForms(),
    "0009-keyed-address-derivatives": keyedAddressDerivatives(),
    "0010-editor-right": editorRight(),
    "0011-content": content(dialect),
    "0012-uploads": uploads(dialect),
  };
}

const migratorOf = (database: Database) =>
  new Migrator({ db: database.db, provider: { getMigrations: async () => migrations(database.dialect) } });

/** Brings the schema up to date; safe to run from several instances at once (Kysely takes a lock). */
export async function migrateToLatest(database: Database): Promise<void> {
  report(await migratorOf(database).migrateToLatest());
}

/** Brings the schema to a named migration: how a test builds a database as an older release left it. */
export async function migrateTo(database: Database, name: string): Promise<void> {
  report(await migratorOf(database).migrateTo(name));
}

function report({ error }: { error?: unknown }): void {
  if (error !== undefined) {
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
