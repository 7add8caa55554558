import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 18: lockouts that grow (a throttle's strikes and the end of its
 * lock), refused sign-ins kept as one counted row per client and minute, and
 * the server's own keys (the device cookie's HMAC key).
 */
export function throttleBackoffAndAuditBursts(dialect: Dialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("throttles").addColumn("strikes", "integer", (column) => column.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("throttles").addColumn("locked_until", timestamp).execute();

      // Every row so far stands for one event.
      await db.schema.alterTable("audit_log").addColumn("count", "integer", (column) => column.notNull().defaultTo(1)).execute();
      await db.schema.alterTable("audit_log").addColumn("burst_key", "text").execute();
      // Unique where set: a repeated refusal updates its row's count; rows without a key (every other event) are never merged.
      await db.schema.createIndex("audit_log_burst_key").on("audit_log").column("burst_key").unique().execute();

      await db.schema
        .createTable("server_keys")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .addColumn("created_at", timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
