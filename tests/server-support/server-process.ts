import { execFile, spawn, type ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { DatabaseConfig } from "../../server/config.ts";
import { makeTempDir } from "./temp-dir.ts";
import { TEST_SERVER_SECRET_SETTING } from "./test-secret.ts";
import { waitFor } from "./wait-for.ts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The environment that points the server (or the CLI) at a database and a build. */
export function serverEnv(database: DatabaseConfig, staticDir: string): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    SERVER_SECRET: _secret,
    UPLOADS_DIR: _uploads,
    ...inherited
  } = process.env;
  return {
    ...inherited,
    HOST: "127.0.0.1",
    PORT: "0",
    STATIC_DIR: staticDir,
    FORM_RATE_LIMIT: "0",
    ...(database.kind === "postgres"
      ? // The uploads folder would otherwise be data/uploads in the working directory: the repository.
        {
          DATABASE_URL: database.url,
          SERVER_SECRET: TEST_SERVER_SECRET_SETTING,
          UPLOADS_DIR: makeTempDir("uploads"),
        }
      : { DATA_DIR: dirname(database.file) }),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every stdout line so far. */
  lines: string[];
  exitCode: Promise<number | null>;
}

/** `node server/main.ts`, as `npm run serve` starts it, from the project (or a copy of it at `cwd`); resolves once it listens. */
export async function spawnServer(env: NodeJS.ProcessEnv, cwd = repoRoot): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let stderr = "";
  let buffered = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts);
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exitCode = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exited = false;
  void exitCode.then(() => {
    exited = true;
  });
  await waitFor(() => exited || lines.some((line) => line.includes('"listening"')), "the server to listen");
  const listening = lines.find((line) => line.includes('"listening"'));
  if (listening === undefined) throw new Error(`The server did not start:\n${stderr}`);
  const { url } = JSON.parse(listening) as { url: string };
  return { child, url, lines, exitCode };
}

export interface CliRun {
  stdout: string;
  stderr: string;
  code: number;
}

async function runCli(script: string, env: NodeJS.ProcessEnv, args: string[], cwd: string): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { cwd, env });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { stdout: failed.stdout ?? "", stderr: failed.stderr ?? "", code: failed.code ?? 1 };
  }
}

/** `npm run submissions -- <args>` against the same environment. */
export const runSubmissionsCli = (env: NodeJS.ProcessEnv, args: string[], cwd = repoRoot) =>
  runCli("server/cli/submissions-cli.ts", env, args, cwd);

/** `npm run users -- <args>` against the same environment. */
export const runUsersCli = (env: NodeJS.ProcessEnv, args: string[], cwd = repoRoot) =>
  runCli("server/cli/users-cli.ts", env, args, cwd);

/** `npm run content -- <args>` run from `cwd` (its default --out is ./content there). */
export const runContentCli = (env: NodeJS.ProcessEnv, args: string[], cwd = repoRoot) =>
  runCli(join(repoRoot, "server/cli/content-cli.ts"), env, args, cwd);
