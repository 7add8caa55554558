import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 29, the company edits its own site: each kind's unpublished draft
 * and its version (a save names the version it started from); the published
 * revisions, each the whole content with its needs-review marks and the
 * per-field changes from the one before; the fields a deployment's content
 * files and the server both changed, kept for an editor to choose; and the
 * content files already merged, so a restart does not merge them again.
 */
export function content(dialect: Dialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // Kysely runs SQLite's migrations outside a transaction: these tables come whole or not at all.
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
    await db.schema
      .createTable("content_drafts")
      .addColumn("kind", "text", (column) => column.primaryKey())
      // JSON; null when the kind has no unpublished changes (the row keeps its version).
      .addColumn("data", "text")
      .addColumn("needs_review", "text")
      .addColumn("version", "integer", (column) => column.notNull())
      .addColumn("saved_by_id", "integer", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("saved_by_name", "text")
      .addColumn("saved_at", timestamp)
      .execute();

    await db.schema
      .createTable("content_revisions")
      .addColumn("number", "integer", (column) => column.primaryKey())
      .addColumn("content", "text", (column) => column.notNull())
      .addColumn("needs_review", "text", (column) => column.notNull())
      .addColumn("changes", "text", (column) => column.notNull())
      .addColumn("source", "text", (column) => column.notNull())
      .addColumn("rollback_of", "integer")
      .addColumn("by_id", "integer", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("by_name", "text")
      .addColumn("created_at", timestamp, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("content_conflicts")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("path", "text", (column) => column.notNull())
      // JSON; null where the field is absent on that side.
      .addColumn("base", "text")
      .addColumn("ours", "text")
      .addColumn("theirs", "text")
      .addColumn("base_revision", "integer")
      .addColumn("found_at", timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("content_conflicts_pk", ["kind", "path"])
      .execute();

    await db.schema
      .createTable("content_imports")
      .addColumn("digest", "text", (column) => column.primaryKey())
      .addColumn("base_revision", "integer")
      .addColumn("imported_at", timestamp, (column) => column.notNull())
      .execute();
  }
}
