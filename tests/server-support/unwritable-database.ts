import { rmSync } from "node:fs";
import pg from "pg";
import type { DatabaseConfig } from "../../server/config.ts";

/** Deletes the database under the running server, as `rm data/submissions.sqlite*` would. */
function deleteSqliteFiles(file: string): void {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Makes the database read-only for every new session and ends the server's
 * sessions, so its pool reconnects into a database that answers reads but
 * refuses writes.
 */
async function makePostgresReadOnly(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`alter database "${name.replace(/"/g, '""')}" set default_transaction_read_only = on`);
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
  } finally {
    await client.end();
  }
}

/** A database that still answers the server's reads (from the deleted files, for SQLite) but keeps no writes. */
export async function makeDatabaseUnwritable(database: DatabaseConfig): Promise<void> {
  if (database.kind === "sqlite") deleteSqliteFiles(database.file);
  else await makePostgresReadOnly(database.url);
}
