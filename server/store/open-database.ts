import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import type { Tables } from "./schema.ts";
import { nulFree } from "./nul-free-dialect.ts";
import { watchSqliteFiles } from "./sqlite-files.ts";
import { withStatementCache } from "./statement-cache.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** Throws when what the connection writes to is no longer the database (SQLite's files deleted or replaced). */
  checkFiles(): void;
  close(): Promise<void>;
}

/**
 * Who waits on the database. The server answers visitors: nothing may wait
 * long, and with SQLite nothing may block its event loop. The submissions
 * CLI runs alone and may wait: an export reads everything, a purge may queue
 * behind the server's writes.
 */
type DatabaseRole = "server" | "tool";

export interface OpenOptions {
  role?: DatabaseRole;
  /** An idle PostgreSQL connection failed (the pool replaces it). */
  onError?(error: Error): void;
}

const SECOND = 1_000;

/**
 * SQLite: the server never waits inside SQLite, whose waiting blocks the
 * whole process; inTransaction() retries a busy database on timers instead.
 */
const sqliteBusyTimeoutMs: Record<DatabaseRole, number> = { server: 0, tool: 5 * SECOND };

/**
 * PostgreSQL: a locked table, a lost server or a full pool turns into an
 * error within seconds, so the visitor gets the 503 page with the text kept
 * and shutdown finishes.
 */
const postgresTimeouts: Record<DatabaseRole, pg.PoolConfig> = {
  server: {
    // Waiting for a free pooled connection or for a new one.
    connectionTimeoutMillis: 3 * SECOND,
    lock_timeout: 2 * SECOND,
    statement_timeout: 5 * SECOND,
    // The server reports its own timeouts first; this catches a server or network that went silent.
    query_timeout: 6 * SECOND,
    // A transaction left open by a stalled process is ended by the server, and its locks freed.
    idle_in_transaction_session_timeout: 10 * SECOND,
  },
  tool: {
    connectionTimeoutMillis: 10 * SECOND,
    lock_timeout: 30 * SECOND,
    statement_timeout: 600 * SECOND,
    query_timeout: 601 * SECOND,
    idle_in_transaction_session_timeout: 60 * SECOND,
  },
};

function openSqlite(file: string, role: DatabaseRole): Database {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL with synchronous=FULL: a commit is on disk before it returns, and
  // readers (the submissions CLI) never block the writer.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMs[role]}`);
  sqlite.pragma("foreign_keys = ON");
  // A deleted or erased message is overwritten on disk, not left in free pages (a person's right to erasure).
  sqlite.pragma("secure_delete = ON");
  // The first read in WAL mode creates the -wal and -shm files that are watched with the database.
  sqlite.prepare("select count(*) from sqlite_schema").get();
  const checkFiles = watchSqliteFiles(file);
  const db = new Kysely<Tables>({
    dialect: nulFree(new SqliteDialect({ database: withStatementCache(sqlite) })),
  });
  return { db, dialect: "sqlite", checkFiles, close: () => db.destroy() };
}

function openPostgres(url: string, role: DatabaseRole, onError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...postgresTimeouts[role] });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on("error", onError);
  // Nor one dropped while checked out between two queries: the next query on it fails and says so.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Tables>({ dialect: nulFree(new PostgresDialect({ pool })) });
  return { db, dialect: "postgres", checkFiles: () => undefined, close: () => db.destroy() };
}

export function openDatabase(
  config: DatabaseConfig,
  { role = "server", onError = () => {} }: OpenOptions = {},
): Database {
  return config.kind === "sqlite" ? openSqlite(config.file, role) : openPostgres(config.url, role, onError);
}
