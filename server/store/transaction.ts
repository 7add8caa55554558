import { sql, type Kysely } from "kysely";
import type { Database } from "./open-database.ts";
import type { Tables } from "./schema.ts";

export type Transaction = Kysely<Tables>;

/**
 * Runs `work` in one transaction and commits it. When a statement fails,
 * SQLite may already have rolled the transaction back (a full disk, an I/O
 * error) and a PostgreSQL connection may be gone, so the ROLLBACK that follows
 * fails too; Kysely's own transaction then throws the ROLLBACK's error
 * ("cannot rollback - no transaction is active"). Here the first error is the
 * one thrown, so the log names the cause.
 */
export async function inTransaction<T>(database: Database, work: (trx: Transaction) => Promise<T>): Promise<T> {
  return database.db.connection().execute(async (connection) => {
    await sql.raw("begin").execute(connection);
    try {
      const result = await work(connection);
      await sql.raw("commit").execute(connection);
      return result;
    } catch (error) {
      // Whatever the ROLLBACK says, the error above is the one worth reporting.
      await sql.raw("rollback").execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
