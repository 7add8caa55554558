import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import type { Tables } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  close(): Promise<void>;
}

function openSqlite(file: string): Database {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL with synchronous=FULL: a commit is on disk before it returns, and
  // readers (the submissions CLI) never block the writer.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

function openPostgres(url: string, onError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on("error", onError);
  // Nor one dropped while checked out between two queries: the next query on it fails and says so.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig, onError: (error: Error) => void = () => {}): Database {
  return config.kind === "sqlite" ? openSqlite(config.file) : openPostgres(config.url, onError);
}
