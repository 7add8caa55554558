/**
 * npm run bench:insights: the Insights reports on a year of capped counts
 * (issue 27; not a test: it prints figures). Fills a throwaway SQLite
 * database with 365 days of counts at the day's cap (1,000 pages, 1,000
 * referrers, 1,000 paths not found and 300 campaigns a day, every value new
 * each day: the most a visitor can make the report group), starts
 * `node server/main.ts` on the existing build, signs in, and measures the
 * 400-day report and the two largest CSV files alone, then `GET /` under
 * load while they are made one after another, against `GET /` alone.
 * Settings: STATIC_DIR, BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_THREADS (1),
 * BENCH_REPORTS (3) runs of each report alone.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { addDays, dubaiDay } from "../../app/lib/dubai-time.ts";
import { MAX_RANGE_DAYS } from "../../app/lib/insights.ts";
import { STATIC_DIR } from "../../server/build-layout.ts";
import { SQLITE_FILE_NAME } from "../../server/config.ts";
import { migrateToLatest } from "../../server/store/migrations.ts";
import { openDatabase } from "../../server/store/open-database.ts";
import { createUserStore } from "../../server/store/user-store.ts";
import { signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { chooseLoadGenerator, type LoadResult } from "./load-generator.ts";
import { startSiteServer } from "../local-server.ts";

const staticDir = resolve(process.env.STATIC_DIR ?? STATIC_DIR);
const seconds = Number(process.env.BENCH_SECONDS ?? "10");
const connections = Number(process.env.BENCH_CONNECTIONS ?? "10");
const threads = Number(process.env.BENCH_THREADS ?? "1");
const reportRuns = Number(process.env.BENCH_REPORTS ?? "3");
const DAYS = 365;
/** Values a day per dimension: the cap (VALUES_PER_DAY_CAP) where a visitor chooses them; campaigns fewer, as the issue's year had. */
const perDay = {
  page: 1_000,
  referrer: 1_000,
  "not-found": 1_000,
  campaign: 300,
  language: 2,
  device: 3,
} as const;
const EMAIL = "bench@dunecrest.example";
const PASSWORD = "a long enough bench password";

const work = mkdtempSync(join(tmpdir(), "dunecrest-bench-insights-"));
const dataDir = join(work, "data");

/** A year of counts, written straight through SQLite in one transaction: the server's flush would take hours to make them. */
async function seed(today: string): Promise<number> {
  const file = join(dataDir, SQLITE_FILE_NAME);
  const database = openDatabase({ kind: "sqlite", file }, { role: "tool" });
  await migrateToLatest(database);
  const users = createUserStore(database);
  const issued = await users.add(EMAIL, "owner", new Date());
  await users.setPassword(EMAIL, issued.setupCode, PASSWORD, new Date());
  await database.close();
  const sqlite = new SqliteDatabase(file);
  const insert = sqlite.prepare(
    "insert into insights_counts (day, dimension, value, detail, views, visitors) values (?, ?, ?, ?, ?, ?)",
  );
  let rows = 0;
  sqlite.transaction(() => {
    for (let back = 0; back < DAYS; back++) {
      const day = addDays(today, -back);
      insert.run(day, "total", "", "", 20_000, 6_000);
      rows += 1;
      for (const [dimension, count] of Object.entries(perDay)) {
        for (let index = 0; index < count; index++) {
          const value =
            dimension === "language"
              ? ["en", "ar"][index]
              : dimension === "device"
                ? ["phone", "tablet", "desktop"][index]
                : `/${dimension}/${day}/${index}`;
          insert.run(
            day,
            dimension,
            value,
            dimension === "not-found" ? `site-${index % 50}.example` : "",
            1 + ((index * 7 + back) % 40),
            (index + back) % 9,
          );
          rows += 1;
        }
      }
    }
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  return rows;
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU milliseconds from a Linux /proc stat file (user and system). */
function cpuMsIn(statFile: string): number {
  const fields = readFileSync(statFile, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) / clockTicks) * 1000;
}

/** The CPU milliseconds the server has used in its request thread (its main thread, whose id is the process's) and in all; null off Linux. */
function cpuMsOf(pid: number | undefined): { requestThread: number; all: number } | null {
  try {
    return { requestThread: cpuMsIn(`/proc/${pid}/task/${pid}/stat`), all: cpuMsIn(`/proc/${pid}/stat`) };
  } catch {
    return null;
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const latency = (result: LoadResult) =>
  `${Math.round(result.rate).toLocaleString("en")} requests/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms${result.failed + result.errors === 0 ? "" : ` (${result.failed} answers ≥ 400, ${result.errors} errors)`}`;

async function timed(visitor: Visitor, path: string): Promise<number> {
  const started = performance.now();
  const response = await visitor.get(path);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const today = dubaiDay(new Date());
  const seedStart = performance.now();
  const rows = await seed(today);
  console.log(
    `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? "unknown"}), load average ${loadavg()[0]?.toFixed(1)} at start`,
  );
  console.log(
    `Database: SQLite, ${rows.toLocaleString("en")} count rows over ${DAYS} days (written in ${ms(performance.now() - seedStart)})`,
  );
  const log = openSync(join(work, "server.log"), "w");
  const { url, child } = await startSiteServer(
    {
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      INSIGHTS: "off",
      FORM_RATE_LIMIT: "0",
      SMTP_URL: "",
      NOTIFY_TO: "",
      WEBHOOK_URL: "",
      WEBHOOK_SECRET: "",
    },
    log,
  );
  try {
    const visitor = new Visitor(url);
    if ((await signIn(visitor, EMAIL, PASSWORD)).status !== 303)
      throw new Error("The bench could not sign in.");
    const range = `?from=${addDays(today, -(MAX_RANGE_DAYS - 1))}&to=${today}`;
    const reports = [
      { label: `Insights page, ${MAX_RANGE_DAYS} days`, path: `/inbox/insights${range}` },
      { label: "referrers CSV, every row", path: `/inbox/insights/referrers.csv${range}` },
      { label: "not-found CSV, every row", path: `/inbox/insights/not-found.csv${range}` },
      { label: "Insights page, default 30 days", path: "/inbox/insights" },
    ];
    // The first report starts the report thread: its time is shown apart.
    console.log(
      `First report after start (starts the report thread): ${ms(await timed(visitor, reports[0]?.path ?? ""))}\n`,
    );
    console.log(`Each report alone, ${reportRuns} runs (target for the ${MAX_RANGE_DAYS}-day page: ≤ 2 s)`);
    for (const { label, path } of reports) {
      const times: number[] = [];
      const cpuBefore = cpuMsOf(child.pid);
      for (let run = 0; run < reportRuns; run++) times.push(await timed(visitor, path));
      const cpuAfter = cpuMsOf(child.pid);
      // The CPU a report takes, which a loaded machine does not inflate as it does the wall time: in the
      // thread every request needs (rendering the page, handing over the file) and in the others (the report thread).
      const perReport = (before: number, after: number) => ms((after - before) / reportRuns);
      const cpu =
        cpuBefore === null || cpuAfter === null
          ? ""
          : `; CPU a report: ${perReport(cpuBefore.requestThread, cpuAfter.requestThread)} in the request thread, ${perReport(cpuBefore.all - cpuBefore.requestThread, cpuAfter.all - cpuAfter.requestThread)} in the others`;
      console.log(
        `  ${label.padEnd(34)} ${times.map(ms).join(", ")}${cpu}  (load average ${loadavg()[0]?.toFixed(1)})`,
      );
    }

    const generator = chooseLoadGenerator(process.env.BENCH_GENERATOR, work);
    const load = {
      url: `${url}/`,
      method: "GET" as const,
      headers: { "Accept-Encoding": "gzip" },
      body: undefined,
      uniqueBodies: false,
      seconds,
      connections,
      threads,
      countStatuses: false,
    };
    console.log(
      `\nGET / under load (${generator.name}, ${threads} thread${threads === 1 ? "" : "s"}, ${connections} connections, ${seconds} s; target p99 ≤ 50 ms while a report runs)`,
    );
    await generator.run({ ...load, seconds: 2 });
    console.log(
      `  alone                              ${latency(await generator.run(load))}  (load average ${loadavg()[0]?.toFixed(1)})`,
    );
    for (const { label, path } of reports.slice(0, 3)) {
      let running = true;
      const times: number[] = [];
      // Reports one after another for as long as the load runs: every GET / meets one.
      const loop = (async () => {
        while (running) times.push(await timed(visitor, path));
      })();
      const result = await generator.run(load);
      running = false;
      await loop;
      console.log(
        `  while ${label.padEnd(28)} ${latency(result)}; ${times.length} reports made meanwhile, ${times.map(ms).join(", ")}  (load average ${loadavg()[0]?.toFixed(1)})`,
      );
    }
  } finally {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  }
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
