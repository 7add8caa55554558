import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/** The first schema: the submissions and the outbox of their notifications. */
export function submissionsAndOutbox(dialect: Dialect): Migration {
  const { id, timestamp } = columnTypes(dialect);
  return {
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
  };
}
