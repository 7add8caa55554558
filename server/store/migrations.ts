import type { Kysely } from "kysely";
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
  };
}

/** Brings the schema up to date; safe to run from several instances at once (Kysely takes a lock). */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(database.dialect) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
