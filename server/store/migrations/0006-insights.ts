import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 16: traffic counted by the server. The day's salt and each visitor's
 * first view of the day live only for that Dubai day; the counts are one row
 * per day, dimension and value; a submission keeps the source it was matched
 * to (never the visitor's hash). Rows from before have no source: "unknown".
 */
export function insights(dialect: Dialect): Migration {
  const { timestamp } = columnTypes(dialect);
  // Rows kept in their key's order, with no rowid and second index to write: a flush inserts thousands of random hashes.
  const clusteredOnSqlite = <T extends { modifyEnd(modifier: ReturnType<typeof sql.raw>): T }>(builder: T): T =>
    dialect === "sqlite" ? builder.modifyEnd(sql.raw("without rowid")) : builder;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("insights_salts")
        .addColumn("day", "text", (column) => column.primaryKey())
        .addColumn("salt", "text", (column) => column.notNull())
        .addColumn("created_at", timestamp, (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("insights_visitors")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("hash", "text", (column) => column.notNull())
        .addColumn("path", "text", (column) => column.notNull())
        .addColumn("referrer_host", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("locale", "text", (column) => column.notNull())
        .addColumn("device", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("insights_visitors_pk", ["day", "hash"])
        .$call(clusteredOnSqlite)
        .execute();

      await db.schema
        .createTable("insights_counts")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("dimension", "text", (column) => column.notNull())
        .addColumn("value", "text", (column) => column.notNull())
        // The referring host of a not-found path; "" for every other dimension.
        .addColumn("detail", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("views", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("visitors", "integer", (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("insights_counts_pk", ["day", "dimension", "value", "detail"])
        .$call(clusteredOnSqlite)
        .execute();

      for (const column of ["form_page", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"]) {
        await db.schema.alterTable("submissions").addColumn(`source_${column}`, "text").execute();
      }
    },
  };
}
