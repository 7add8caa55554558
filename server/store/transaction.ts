import { setTimeout as sleep } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import type { Database } from "./open-database.ts";
import type { Tables } from "./schema.ts";

export type Transaction = Kysely<Tables>;

/** How long a write waits for another SQLite connection's lock unless told otherwise. */
const DEFAULT_BUSY_WAIT_MS = 4_000;

const FIRST_RETRY_MS = 5;
const LONGEST_RETRY_MS = 200;

function isBusy(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    typeof error.code === "string" &&
    error.code.startsWith("SQLITE_BUSY")
  );
}

/**
 * PostgreSQL ended the transaction to break a deadlock (40P01) or because it
 * could not serialise it (40001), and rolled it back: run again, it succeeds.
 * Erasing a person's leads while the outbox finishes one of their mails takes
 * the same two rows in the other order, and one of them is chosen so.
 */
function isRetryable(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "40P01" || error.code === "40001");
}

type Attempt<T> = { done: true; result: T } | { done: false; busy: unknown };

/**
 * One try. SQLite takes its write lock at BEGIN IMMEDIATE, so a busy database
 * is found out there, before any write, and the connection is handed back
 * while we wait.
 */
async function attempt<T>(database: Database, work: (trx: Transaction) => Promise<T>): Promise<Attempt<T>> {
  return database.db.connection().execute(async (connection) => {
    try {
      await sql.raw(database.dialect === "sqlite" ? "begin immediate" : "begin").execute(connection);
    } catch (error) {
      if (isBusy(error)) return { done: false, busy: error };
      throw error;
    }
    try {
      const result = await work(connection);
      await sql.raw("commit").execute(connection);
      return { done: true, result };
    } catch (error) {
      // Whatever the ROLLBACK says, the error above is the one worth reporting.
      await sql
        .raw("rollback")
        .execute(connection)
        .catch(() => undefined);
      if (isRetryable(error)) return { done: false, busy: error };
      throw error;
    }
  });
}

/**
 * Runs `work` in one transaction and commits it.
 *
 * While another process holds SQLite's write lock, it tries again on timers
 * (5 ms, doubling, at most 200 ms apart) until `busyDeadline` (a Date.now()
 * time), then throws SQLITE_BUSY: the server's SQLite connection never waits
 * inside SQLite (busy_timeout 0), which would freeze every request. PostgreSQL
 * waits on its own, bounded by lock_timeout; a transaction it ends to break a
 * deadlock is run again the same way. `work` only reads and writes through
 * `trx`, so running it again repeats nothing else.
 *
 * When a statement fails, SQLite may already have rolled the transaction back
 * (a full disk, an I/O error) and a PostgreSQL connection may be gone, so the
 * ROLLBACK fails too; Kysely's own transaction then throws the ROLLBACK's
 * error ("cannot rollback - no transaction is active"). Here the first error
 * is the one thrown, so the log names the cause.
 */
export async function inTransaction<T>(
  database: Database,
  work: (trx: Transaction) => Promise<T>,
  busyDeadline = Date.now() + DEFAULT_BUSY_WAIT_MS,
): Promise<T> {
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    const outcome = await attempt(database, work);
    if (outcome.done) return outcome.result;
    if (Date.now() + delay > busyDeadline) throw outcome.busy;
    await sleep(delay);
  }
}
