import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 29: images staff upload for the site (decision 036). The files are
 * in the uploads folder, outside the database, named by the id kept here
 * (their content hash); a row says what the image is for, its size once
 * cut, the variants made of it, and who uploaded it when.
 */
export function uploads(dialect: Dialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("uploads")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("purpose", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("variants", "text", (column) => column.notNull())
        // Rows outlive the accounts they name, as the audit log's do.
        .addColumn("uploaded_by_id", "integer", (column) => column.notNull())
        .addColumn("uploaded_by", "text", (column) => column.notNull())
        .addColumn("uploaded_at", timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
