import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../open-database.ts";
import { columnTypes } from "./column-types.ts";

/** The row /healthz writes to prove that a write commits. */
export function healthProbe(dialect: Dialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("health_probe")
        .addColumn("id", "integer", (column) => column.primaryKey())
        .addColumn("checked_at", timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
