import { ConfigError, readDatabaseConfig } from "../config.ts";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase, type Database } from "../store/open-database.ts";

/** A command line the tool cannot read: the message, then the usage, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool's main and turns its outcome into an exit code:
 * its own, or 2 for a usage or configuration error (with the usage after a
 * usage error), 1 for anything else. One line on stderr, never a stack.
 */
export function runCli(main: () => Promise<number>, usage: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const usageError =
        error instanceof UsageError ||
        (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"));
      process.stderr.write(
        `${error instanceof Error ? error.message : String(error)}\n${usageError ? `\n${usage}\n` : ""}`,
      );
      process.exitCode = usageError || error instanceof ConfigError ? 2 : 1;
    },
  );
}

/** No arguments, `help` or `--help`: prints the usage and gives the exit code (2 when nothing was asked); else null. */
export function helpRequested(args: readonly string[], usage: string): number | null {
  if (args.length > 0 && args[0] !== "help" && !args.includes("--help")) return null;
  process.stdout.write(`${usage}\n`);
  return args.length === 0 ? 2 : 0;
}

/** Runs `work` on the database the environment names, opened as a tool and migrated, and closes it after. */
export async function withToolDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(readDatabaseConfig(process.env), { role: "tool" });
  try {
    await migrateToLatest(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
