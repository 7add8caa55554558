import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import type { Database, Dialect } from "./open-database.ts";

/** Migrations in order; never edit one that has shipped, add a new one. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  const id = dialect === "postgres" ? "serial" : "integer";
  return {
    "0001-submissions-and-outbox": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("submissions")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("created_at", timestamp, (column) => column.notNull())
          .addColumn("full_name", "text", (column) => column.notNull())
          .addColumn("email", "text", (column) => column.notNull())
          .addColumn("phone", "text")
          .addColumn("message", "text", (column) => column.notNull())
          .addColumn("user_agent", "text")
          .addColumn("notification_state", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("submissions_created_at").on("submissions").column("created_at").execute();

        await db.schema
          .createTable("notification_outbox")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("submission_id", "integer", (column) =>
            column.notNull().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("channel", "text", (column) => column.notNull())
          .addColumn("state", "text", (column) => column.notNull())
          .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("next_attempt_at", timestamp, (column) => column.notNull())
          .addColumn("last_error", "text")
          .addColumn("updated_at", timestamp, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("notification_outbox_due")
          .on("notification_outbox")
          .columns(["state", "next_attempt_at"])
          .execute();
        await db.schema
          .createIndex("notification_outbox_submission")
          .on("notification_outbox")
          .column("submission_id")
          .execute();
      },
    },
    "0002-health-probe": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("health_probe")
          .addColumn("id", "integer", (column) => column.primaryKey())
          .addColumn("checked_at", timestamp, (column) => column.notNull())
          .execute();
      },
    },
    "0003-inbox-and-accounts": {
      async up(db: Kysely<unknown>) {
        // Added with defaults, so every existing submission stays, as a new English message.
        await db.schema
          .alterTable("submissions")
          .addColumn("state", "text", (column) => column.notNull().defaultTo("new"))
          .execute();
        await db.schema
          .alterTable("submissions")
          .addColumn("locale", "text", (column) => column.notNull().defaultTo("en"))
          .execute();
        await db.schema.alterTable("submissions").addColumn("state_changed_at", timestamp).execute();
        await db.schema.createIndex("submissions_state_created_at").on("submissions").columns(["state", "created_at"]).execute();
        await db.schema.createIndex("submissions_email").on("submissions").column("email").execute();

        await db.schema
          .createTable("users")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("email", "text", (column) => column.notNull().unique())
          .addColumn("role", "text", (column) => column.notNull())
          .addColumn("password_hash", "text")
          .addColumn("setup_code_hash", "text")
          .addColumn("setup_code_expires_at", timestamp)
          .addColumn("created_at", timestamp, (column) => column.notNull())
          .execute();

        await db.schema
          .createTable("sessions")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
          .addColumn("csrf_token", "text", (column) => column.notNull())
          .addColumn("created_at", timestamp, (column) => column.notNull())
          .addColumn("last_seen_at", timestamp, (column) => column.notNull())
          .addColumn("expires_at", timestamp, (column) => column.notNull())
          .execute();
        await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

        await db.schema
          .createTable("passkeys")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
          .addColumn("public_key", "text", (column) => column.notNull())
          // A 32-bit unsigned counter does not fit PostgreSQL's signed integer.
          .addColumn("counter", "bigint", (column) => column.notNull())
          .addColumn("transports", "text")
          .addColumn("name", "text", (column) => column.notNull())
          .addColumn("created_at", timestamp, (column) => column.notNull())
          .addColumn("last_used_at", timestamp)
          .execute();
        await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();

        await db.schema
          .createTable("auth_challenges")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("challenge", "text", (column) => column.notNull())
          .addColumn("purpose", "text", (column) => column.notNull())
          .addColumn("user_id", "integer", (column) => column.references("users.id").onDelete("cascade"))
          .addColumn("expires_at", timestamp, (column) => column.notNull())
          .execute();

        await db.schema
          .createTable("audit_log")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("at", timestamp, (column) => column.notNull())
          .addColumn("actor_user_id", "integer")
          .addColumn("actor_email", "text")
          .addColumn("action", "text", (column) => column.notNull())
          .addColumn("subject", "text")
          .execute();
        await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();

        await db.schema
          .createTable("throttles")
          .addColumn("key", "text", (column) => column.primaryKey())
          .addColumn("value", dialect === "postgres" ? "double precision" : "real", (column) => column.notNull())
          .addColumn("updated_at", timestamp, (column) => column.notNull())
          .execute();
      },
    },
    "0004-spam-reasons": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("submissions").addColumn("spam_reasons", "text").execute();
        // The double-post and repeat look-ups: one sender's recent submissions, whatever the case of the address.
        await db.schema
          .createIndex("submissions_lower_email_created_at")
          .on("submissions")
          .columns([sql`lower(email)`, "created_at"])
          .execute();
      },
    },
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
