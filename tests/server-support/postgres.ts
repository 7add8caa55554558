import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../../scripts/local-server.ts";
import { makeTempDir } from "./temp-dir.ts";

const run = promisify(execFile);

/** Where Debian's postgresql package (or PG_BIN) puts initdb and pg_ctl. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debianRoot, version, "bin")));
  }
  candidates.push(...(process.env.PATH ?? "").split(":"));
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) ?? null;
}

export interface PostgresServer {
  /** A new, empty database on the server; returns its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** runuser lives in /usr/sbin, which a root shell has on PATH but a trimmed environment (env -i, cron) may not. */
const RUNUSER = ["/usr/sbin/runuser", "/sbin/runuser"].find((path) => existsSync(path)) ?? "runuser";

/**
 * A throwaway PostgreSQL cluster in a temp folder, listening on a random
 * loopback port. PostgreSQL refuses to run as root, so as root the cluster
 * belongs to the `postgres` user.
 */
export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dir = makeTempDir("pg");
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]) =>
    asRoot ? run(RUNUSER, ["-u", "postgres", "--", join(bin, tool), ...args]) : run(join(bin, tool), args);

  await command("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await command("pg_ctl", [
        "-D",
        data,
        "-l",
        join(dir, "server.log"),
        "-w",
        "-t",
        "60",
        "-o",
        `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
        "start",
      ]);
      break;
    } catch (error) {
      // Another process may have taken the port between our probe and the start.
      if (attempt >= 2) {
        const log = existsSync(join(dir, "server.log")) ? readFileSync(join(dir, "server.log"), "utf8") : "";
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
      }
    }
  }

  const stopNow = () => {
    const args = [join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop"];
    try {
      if (asRoot) execFileSync(RUNUSER, ["-u", "postgres", "--", ...args], { stdio: "ignore" });
      else execFileSync(args[0] ?? "pg_ctl", args.slice(1), { stdio: "ignore" });
    } catch {
      // Already stopped.
    }
  };
  // A crashed test run must not leave a server behind.
  process.once("exit", stopNow);

  let databases = 0;
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    async createDatabase() {
      const name = `test_${++databases}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      process.off("exit", stopNow);
      stopNow();
    },
  };
}
