import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/** The leads inbox: a submission's state and language, and the accounts, sessions, passkeys, sign-in challenges, audit log and throttles. */
export function inboxAndAccounts(dialect: Dialect): Migration {
  const { id, timestamp } = columnTypes(dialect);
  return {
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
  };
}
