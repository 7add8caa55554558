import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { DatabaseConfig } from "../../server/config.ts";
import { waitFor } from "./wait-for.ts";

export interface WriteLock {
  release(): Promise<void>;
}

const lockHolder = fileURLToPath(new URL("./sqlite-lock-holder.ts", import.meta.url));

/** A child process in BEGIN IMMEDIATE: SQLite's one write lock, held by someone else. */
async function holdSqliteLock(file: string): Promise<WriteLock> {
  const child = spawn(process.execPath, [lockHolder, file], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(
    () => output.includes("locked") || child.exitCode !== null,
    "the lock holder to take the lock",
  );
  if (!output.includes("locked")) throw new Error("The SQLite lock holder exited without taking the lock");
  return {
    async release() {
      child.stdin.end("release\n");
      await exited;
    },
  };
}

/** A second session with the submissions table locked, as a long migration or a stuck transaction would. */
async function holdPostgresLock(url: string): Promise<WriteLock> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query("lock table submissions in access exclusive mode");
  return {
    async release() {
      await client.query("rollback");
      await client.end();
    },
  };
}

/** Another session holds the lock every write of the server needs, until released. */
export function holdWriteLock(database: DatabaseConfig): Promise<WriteLock> {
  return database.kind === "sqlite" ? holdSqliteLock(database.file) : holdPostgresLock(database.url);
}
