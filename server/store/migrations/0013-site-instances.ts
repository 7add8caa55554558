import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 29, publishing on several instances: each running server's row (its
 * heartbeat, the revision it holds built and the one it serves), and the one
 * row that says which revision the site serves and which one is being made
 * ready on every instance (docs/decisions/035b-publishing-on-several-instances.md).
 */
export function siteInstances(dialect: Dialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_instances")
        .addColumn("id", "text", (column) => column.primaryKey())
        // Where it runs, in words a failed publish can name: host name and process id.
        .addColumn("host", "text", (column) => column.notNull())
        .addColumn("pid", "integer", (column) => column.notNull())
        .addColumn("started_at", timestamp, (column) => column.notNull())
        .addColumn("last_seen_at", timestamp, (column) => column.notNull())
        .addColumn("ready_revision", "integer")
        .addColumn("served_revision", "integer")
        .addColumn("failed_revision", "integer")
        .addColumn("failure", "text")
        .execute();

      await db.schema
        .createTable("site_publication")
        // One row, id 1: a publish locks it, and so does an instance that registers.
        .addColumn("id", "integer", (column) => column.primaryKey())
        .addColumn("live_revision", "integer")
        .addColumn("preparing_revision", "integer")
        .addColumn("preparing_since", timestamp)
        .addColumn("updated_at", timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
