import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 17, every lead answered: an account's display name and digest
 * choice; a lead's assignee and first answer; notes, replies and the per-lead
 * events that feed its timeline; the days each account's digest was decided;
 * and an outbox that also carries jobs tied to no submission (the digest, the
 * assignment mail), each with an optional unique key and a payload.
 */
export function leadWorkflow(dialect: Dialect): Migration {
  const { id, timestamp } = columnTypes(dialect);
  const serial = (column: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      // SQLite's DDL is transactional, but Kysely runs its migrations outside one: this one, which
      // makes the outbox again, commits whole or not at all. (PostgreSQL's run in Kysely's transaction.)
      if (dialect === "postgres") return change(db);
      await sql`begin immediate`.execute(db);
      try {
        await change(db);
        await sql`commit`.execute(db);
      } catch (error) {
        await sql`rollback`.execute(db);
        throw error;
      }
    },
  };

  async function change(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("users").addColumn("display_name", "text").execute();
    await db.schema.alterTable("users").addColumn("digest_off", "integer", (column) => column.notNull().defaultTo(0)).execute();

    await db.schema
      .alterTable("submissions")
      .addColumn("assignee_id", "integer", (column) => column.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.alterTable("submissions").addColumn("first_answered_at", timestamp).execute();
    await db.schema.createIndex("submissions_assignee").on("submissions").column("assignee_id").execute();

    if (dialect === "postgres") {
      await db.schema.alterTable("notification_outbox").alterColumn("submission_id", (column) => column.dropNotNull()).execute();
      await db.schema.alterTable("notification_outbox").addColumn("job_key", "text").execute();
      await db.schema.alterTable("notification_outbox").addColumn("payload", "text").execute();
      await db.schema.alterTable("notification_outbox").addColumn("message_id", "text").execute();
    } else {
      // SQLite cannot drop a NOT NULL: the table is made again with every row copied.
      await db.schema
        .createTable("notification_outbox_next")
        .addColumn("id", id, (column) => column.primaryKey().autoIncrement())
        .addColumn("submission_id", "integer", (column) => column.references("submissions.id").onDelete("cascade"))
        .addColumn("channel", "text", (column) => column.notNull())
        .addColumn("state", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", timestamp, (column) => column.notNull())
        .addColumn("last_error", "text")
        .addColumn("updated_at", timestamp, (column) => column.notNull())
        .addColumn("job_key", "text")
        .addColumn("payload", "text")
        .addColumn("message_id", "text")
        .execute();
      await sql`insert into notification_outbox_next (id, submission_id, channel, state, attempts, next_attempt_at, last_error, updated_at)
        select id, submission_id, channel, state, attempts, next_attempt_at, last_error, updated_at from notification_outbox`.execute(db);
      await db.schema.dropTable("notification_outbox").execute();
      await db.schema.alterTable("notification_outbox_next").renameTo("notification_outbox").execute();
      await db.schema.createIndex("notification_outbox_due").on("notification_outbox").columns(["state", "next_attempt_at"]).execute();
      await db.schema.createIndex("notification_outbox_submission").on("notification_outbox").column("submission_id").execute();
    }
    // One job per key: one digest per account and Dubai day, whichever instance queues it.
    await db.schema.createIndex("notification_outbox_job_key").on("notification_outbox").column("job_key").unique().execute();

    await db.schema
      .createTable("lead_notes")
      .addColumn("id", id, serial)
      .addColumn("submission_id", "integer", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
      .addColumn("author_id", "integer", (column) => column.references("users.id").onDelete("set null"))
      // The name as it was: a note outlives its author's account.
      .addColumn("author_name", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("lead_notes_submission").on("lead_notes").column("submission_id").execute();

    await db.schema
      .createTable("lead_replies")
      .addColumn("id", id, serial)
      .addColumn("submission_id", "integer", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
      .addColumn("author_id", "integer", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("author_name", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created_at", timestamp, (column) => column.notNull())
      // Its delivery: the outbox job that sends it (state, attempts, Message-ID).
      .addColumn("outbox_id", "integer")
      .execute();
    await db.schema.createIndex("lead_replies_submission").on("lead_replies").column("submission_id").execute();

    await db.schema
      .createTable("lead_events")
      .addColumn("id", id, serial)
      .addColumn("submission_id", "integer", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
      .addColumn("at", timestamp, (column) => column.notNull())
      .addColumn("actor_id", "integer", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("actor_name", "text")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("lead_events_submission").on("lead_events").column("submission_id").execute();

    await db.schema
      .createTable("digest_runs")
      .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("at", timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("digest_runs_pk", ["user_id", "day"])
      .execute();
  }
}
