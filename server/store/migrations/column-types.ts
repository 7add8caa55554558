import type { Dialect } from "../open-database.ts";

/** The column types that differ between SQLite and PostgreSQL. */
export function columnTypes(dialect: Dialect) {
  return {
    timestamp: dialect === "postgres" ? "timestamptz" : "text",
    id: dialect === "postgres" ? "serial" : "integer",
  } as const;
}
