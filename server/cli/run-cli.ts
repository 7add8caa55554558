import { ConfigError } from "../config.ts";

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
      const usageError = error instanceof UsageError || (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"));
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usageError ? `\n${usage}\n` : ""}`);
      process.exitCode = usageError || error instanceof ConfigError ? 2 : 1;
    },
  );
}
