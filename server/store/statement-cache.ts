import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqlite, SqliteStatement } from "kysely";

const CACHE_SIZE = 100;

/**
 * better-sqlite3 for Kysely, with each statement prepared once: Kysely
 * prepares every query it runs, which cost as much as the insert itself, and
 * the same SQL (parameters are bound apart) can run the same statement again.
 * Safe while nothing streams rows, as a statement runs one query at a time.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = sqlite.prepare(sql);
        // An IN list makes a new text per length: the oldest statement goes.
        if (statements.size >= CACHE_SIZE) statements.delete(statements.keys().next().value ?? "");
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
