/**
 * npm run bench: load-tests the real server (not a test; it prints figures).
 * Starts `node server/main.ts` on the existing build with a throwaway SQLite
 * database, and nginx on the same folder when nginx is installed; then, from
 * one run, measures GET / on both (without and with gzip), GET / on ours with
 * page-view counting on and off (issue 16), and durable form posts on ours,
 * each after a warm-up, and checks that every acknowledged post is in the
 * database.
 * The load comes from wrk when installed, else from autocannon in worker threads.
 * Settings: STATIC_DIR (server/build-layout.ts's STATIC_DIR), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 * BENCH_THREADS (the CPU count less one), BENCH_GENERATOR (wrk or autocannon), BENCH_VISITORS (3000)
 * and BENCH_VIEWS_EACH (4) for the counting run's visitor pool, BENCH_COUNTING_ROUNDS (2) rounds of
 * off, on, on, off for each counting model.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chooseLoadGenerator, type Load, type LoadResult } from "./load-generator.ts";
import { freePort, startSiteServer } from "../local-server.ts";
import { findNginx, startNginx } from "./nginx-reference.ts";
import { STATIC_DIR } from "../../server/build-layout.ts";
import { SQLITE_FILE_NAME } from "../../server/config.ts";
import { openDatabase } from "../../server/store/open-database.ts";
import { createLeadIntake } from "../../server/store/lead-intake.ts";

const staticDir = resolve(process.env.STATIC_DIR ?? STATIC_DIR);
const seconds = Number(process.env.BENCH_SECONDS ?? "10");
const connections = Number(process.env.BENCH_CONNECTIONS ?? "50");
// Our server and nginx are one process each: the generator gets the other cores, not theirs.
const threads = Number(process.env.BENCH_THREADS ?? String(Math.max(1, availableParallelism() - 1)));
const WARM_UP_SECONDS = 2;
// The counting run's visitor pool: how many visitors take turns at a time, and how many views each makes.
const poolVisitors = Number(process.env.BENCH_VISITORS ?? "3000");
const viewsEach = Number(process.env.BENCH_VIEWS_EACH ?? "4");
// Runs on a two-core machine differ by a tenth from one to the next, whatever runs: the mean of several says more.
const countingRounds = Number(process.env.BENCH_COUNTING_ROUNDS ?? "2");
const work = mkdtempSync(join(tmpdir(), "dunecrest-bench-"));
const children: ChildProcess[] = [];

async function startNodeServer(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<string> {
  return (await startNodeServerProcess(dataDir, extra)).url;
}

async function startNodeServerProcess(
  dataDir: string,
  extra: NodeJS.ProcessEnv,
): Promise<{ url: string; pid: number | undefined }> {
  // The request log goes to a file, as it would in production, rather than through this process.
  const log = openSync(join(work, `server-${children.length}.log`), "w");
  const { url, child } = await startSiteServer(
    {
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: "0",
      DATABASE_URL: "",
      SMTP_URL: "",
      NOTIFY_TO: "",
      WEBHOOK_URL: "",
      WEBHOOK_SECRET: "",
      // Counting off, unless a run says otherwise: the other figures measure serving and storing alone.
      INSIGHTS: "off",
      ...extra,
    },
    log,
  );
  children.push(child);
  return { url, pid: child.pid };
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** The CPU seconds a process or thread has used (user and system), from a Linux /proc stat file. */
function cpuSecondsIn(statFile: string): number {
  const fields = readFileSync(statFile, "utf8").split(") ")[1]?.split(" ") ?? [];
  // After the name: state is field 3, utime 14 and stime 15.
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * The CPU seconds a server has used in all, and in its request thread (the
 * main thread, whose id is the process's): the counting thread and V8's
 * helpers run beside it, on other cores when there are any. Null off Linux.
 */
function cpuSecondsOf(pid: number | undefined): { all: number; requestThread: number } | null {
  if (pid === undefined) return null;
  try {
    return {
      all: cpuSecondsIn(`/proc/${pid}/stat`),
      requestThread: cpuSecondsIn(`/proc/${pid}/task/${pid}/stat`),
    };
  } catch {
    return null;
  }
}

const formBody = new URLSearchParams({
  "form-name": "contact",
  "bot-field": "",
  fullName: "Bench Mark",
  email: "bench+[<id>]@example.com",
  phone: "+971 50 123 4567",
  // Each post another sender and message, as from many visitors: the same post again is a double post, stored once by design,
  // and one sender's thousands of posts would make every post read them all for the double-post and repeat rules.
  message: `${"A load test message of a realistic length. ".repeat(8)}[<id>]`,
})
  .toString()
  // URLSearchParams encodes the placeholder; the generators look for it as written.
  .replace(encodeURIComponent("[<id>]"), "[<id>]");

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => Math.round(value).toLocaleString("en");
const latency = (result: LoadResult) => `p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}`;
const trouble = (result: LoadResult) =>
  result.failed + result.errors === 0
    ? ""
    : `  (${result.failed} answers ≥ 400, ${result.errors} connection errors or timeouts)`;

async function main(): Promise<void> {
  if (!existsSync(join(staticDir, "index.html"))) {
    throw new Error(`No build at ${staticDir}: run "npm run build" first (or set STATIC_DIR).`);
  }
  const generator = chooseLoadGenerator(process.env.BENCH_GENERATOR, work);
  const load = (url: string, extra: Partial<Load> = {}): Load => ({
    url,
    method: "GET",
    headers: {},
    body: undefined,
    uniqueBodies: false,
    seconds,
    connections,
    threads,
    countStatuses: false,
    ...extra,
  });
  // Each run follows a warm-up, so a server is measured as it runs for days: its code compiled,
  // and for posts SQLite's log grown to its working size (a cold start's first run had a p99 of 100 ms).
  const warmedUp = async (measured: Load) => {
    const warmUp = await generator.run({ ...measured, seconds: WARM_UP_SECONDS });
    return { warmUp, measured: await generator.run(measured) };
  };
  const measureGet = async (url: string, headers: Record<string, string>) =>
    (await warmedUp(load(`${url}/`, { headers }))).measured;

  console.log(
    `Load generator: ${generator.name}, ${threads} thread${threads === 1 ? "" : "s"}, ${connections} connections, ${seconds} s per run after ${WARM_UP_SECONDS} s of warm-up`,
  );
  console.log(
    `Machine: ${availableParallelism()} CPUs shared by generator and server, load average ${loadavg()[0]?.toFixed(1)} at start`,
  );
  console.log(`Build: ${staticDir}\n`);

  const dataDir = join(work, "data");
  const server = await startNodeServer(dataDir);
  const nginxBinary = findNginx();
  const nginx =
    nginxBinary === null ? null : await startNginx(nginxBinary, staticDir, work, await freePort());
  if (nginx !== null) children.push(nginx.child);

  // The page as wrk asks for it by default, and as browsers do: both send the same bytes each time.
  const getVariants: { label: string; headers: Record<string, string> }[] = [
    { label: "no Accept-Encoding: the page as it is", headers: {} },
    { label: "Accept-Encoding: gzip: the build's .gz twin", headers: { "Accept-Encoding": "gzip" } },
  ];
  for (const { label, headers } of getVariants) {
    console.log(`Static GET / (keep-alive, ${label})`);
    const ours = await measureGet(server, headers);
    console.log(`  our server   ${count(ours.rate)} requests/s, ${latency(ours)}${trouble(ours)}`);
    if (nginx === null) {
      console.log("  nginx        not installed: no comparison\n");
      continue;
    }
    const reference = await measureGet(nginx.url, headers);
    console.log(
      `  nginx        ${count(reference.rate)} requests/s, ${latency(reference)}${trouble(reference)}`,
    );
    console.log(
      `  ratio        ${((ours.rate / reference.rate) * 100).toFixed(0)} % of nginx (target ≥ 30 %)`,
    );
    console.log(generator.staticCaveat === null ? "" : `  (${generator.staticCaveat})\n`);
  }
  // Counting on and off, side by side: each server behind one trusted proxy, so that X-Forwarded-For
  // names the client, and every request with a browser's user agent, so that it is counted rather
  // than dropped as a bot's. Two client models: a pool of visitors who each read several pages (the
  // figure the target is for), and every request a new visitor (the worst case).
  const counting = await startNodeServerProcess(join(work, "counting-data"), {
    INSIGHTS: "on",
    TRUST_PROXY: "1",
  });
  const notCounting = await startNodeServerProcess(join(work, "not-counting-data"), { TRUST_PROXY: "1" });
  const userAgent =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
  const models: { label: string; target: boolean; extra: Partial<Load> }[] = [
    {
      label: `a pool of ${count(poolVisitors)} visitors per generator thread at a time, each making ${viewsEach} views, then replaced by new ones`,
      target: true,
      extra: {
        headers: { "User-Agent": userAgent, "X-Forwarded-For": "client-[<visitor>]" },
        visitorPool: { visitors: poolVisitors, viewsEach },
      },
    },
    {
      label: "worst case: every request a new visitor, whose first view is written at the next flush",
      target: false,
      extra: {
        headers: { "User-Agent": userAgent, "X-Forwarded-For": "client-[<id>]" },
        uniqueHeaders: true,
      },
    },
  ];
  const countingDatabase = openDatabase(
    { kind: "sqlite", file: join(work, "counting-data", SQLITE_FILE_NAME) },
    { role: "tool" },
  );
  const rowsIn = async (table: "insights_counts" | "insights_visitors") =>
    Number(
      (
        await countingDatabase.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("rows"))
          .executeTakeFirst()
      )?.rows ?? 0,
    );
  for (const { label, target, extra } of models) {
    console.log(`Static GET / with counting (keep-alive, a browser's user agent, ${label})`);
    const visitorsBefore = await rowsIn("insights_visitors");
    // Off, on, on, off, in each round: a shared machine's load drifts, and this order gives both sides the same drift.
    const runs: { on: boolean; result: LoadResult; cpu: { requestThread: number; others: number } | null }[] =
      [];
    for (const on of Array.from({ length: countingRounds }, () => [false, true, true, false]).flat()) {
      const server = on ? counting : notCounting;
      const measured = load(`${server.url}/`, extra);
      await generator.run({ ...measured, seconds: WARM_UP_SECONDS });
      const cpuBefore = cpuSecondsOf(server.pid);
      const result = await generator.run(measured);
      const cpuAfter = cpuSecondsOf(server.pid);
      // The server's own CPU per answer: the figure a busy shared machine disturbs least (the flushes fall in and out of the window).
      const perRequest = (seconds: number) => (seconds / result.completed) * 1e6;
      const cpu =
        cpuBefore === null || cpuAfter === null
          ? null
          : {
              requestThread: perRequest(cpuAfter.requestThread - cpuBefore.requestThread),
              others: perRequest(
                cpuAfter.all - cpuAfter.requestThread - (cpuBefore.all - cpuBefore.requestThread),
              ),
            };
      runs.push({ on, result, cpu });
      const cpuText =
        cpu === null
          ? ""
          : `, CPU per request ${cpu.requestThread.toFixed(0)} µs in the request thread + ${cpu.others.toFixed(0)} µs in others`;
      console.log(
        `  counting ${on ? "on " : "off"} ${count(result.rate)} requests/s, ${latency(result)}${trouble(result)}${cpuText}  (load average ${loadavg()[0]?.toFixed(1)})`,
      );
    }
    const mean = (on: boolean, figure: (run: (typeof runs)[number]) => number | null) => {
      const figures = runs.filter((run) => run.on === on).map(figure);
      return figures.some((value) => value === null)
        ? null
        : figures.reduce<number>((sum, value) => sum + (value ?? 0), 0) / figures.length;
    };
    const rateOn = mean(true, (run) => run.result.rate) ?? 0;
    const rateOff = mean(false, (run) => run.result.rate) ?? 1;
    console.log(
      `  ratio        ${((rateOn / rateOff) * 100).toFixed(0)} % of counting off, mean of ${countingRounds * 2} runs each${target ? " (target ≥ 90 %)" : " (no target: the worst case, shown so it is not hidden)"}`,
    );
    // When the generator, not the server, sets the rate, the rate hides counting's cost; the CPU it takes does not.
    const threadOn = mean(true, (run) => run.cpu?.requestThread ?? null);
    const threadOff = mean(false, (run) => run.cpu?.requestThread ?? null);
    const othersOn = mean(true, (run) => run.cpu?.others ?? null);
    const othersOff = mean(false, (run) => run.cpu?.others ?? null);
    if (threadOn !== null && threadOff !== null && othersOn !== null && othersOff !== null && threadOn > 0) {
      console.log(
        `  request thread ${threadOn.toFixed(1)} µs of CPU per request on, ${threadOff.toFixed(1)} off: a rate bound by this thread would be ${((threadOff / threadOn) * 100).toFixed(0)} % of counting off`,
      );
      console.log(
        `  other threads  ${othersOn.toFixed(1)} µs per request on, ${othersOff.toFixed(1)} off: the counting thread and V8's helpers, beside the request thread (on this machine, on the generator's core)`,
      );
    }
    // The last counting run was flushed during the counting-off run after it.
    const counted = runs.filter((run) => run.on).reduce((sum, run) => sum + run.result.completed, 0);
    console.log(
      `  database     ${count((await rowsIn("insights_visitors")) - visitorsBefore)} new visitor rows for ${count(counted)} counted views (and the warm-ups'), ${await rowsIn("insights_counts")} count rows in all: one per day and value, not per request\n`,
    );
  }
  await countingDatabase.close();

  const nginxErrors = nginx?.errors() ?? [];
  if (nginxErrors.length > 0) console.log(`nginx logged errors:\n${nginxErrors.slice(0, 5).join("\n")}\n`);

  const { warmUp, measured: posts } = await warmedUp(
    load(`${server}/success.html`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody,
      uniqueBodies: true,
      countStatuses: true,
    }),
  );
  const seeOthers = (result: LoadResult) => result.statuses?.["303"] ?? 0;
  const measuredAcknowledged = seeOthers(posts);
  // The warm-up's posts count too: every acknowledged post must be stored.
  const acknowledged = seeOthers(warmUp) + measuredAcknowledged;
  // Counted while the server runs: a 303 is only sent once its commit is on disk.
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) });
  const stored = (await createLeadIntake(database, []).stats(new Date())).total;
  await database.close();
  console.log("Durable form POST /success.html (SQLite, WAL, synchronous=FULL)");
  console.log(
    `  throughput   ${count(measuredAcknowledged / posts.seconds)} submissions/s (target ≥ 2,000/s)`,
  );
  console.log(`  latency      ${latency(posts)} (target p99 < 50 ms)`);
  console.log(
    `  answers      ${measuredAcknowledged} × 303, ${posts.completed - measuredAcknowledged} other, ${posts.errors} connection errors or timeouts`,
  );
  // Every row is a bench post; posts in flight when a run stopped may be stored without their 303 counted.
  console.log(
    stored >= acknowledged
      ? `  database     ${stored} rows for ${acknowledged} acknowledged posts (with the warm-up's): none missing (${stored - acknowledged} stored as runs stopped)`
      : `  database     ${stored} rows for ${acknowledged} acknowledged posts (with the warm-up's): ${acknowledged - stored} MISSING`,
  );
  if (stored < acknowledged) process.exitCode = 1;
}

try {
  await main();
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      (child) => new Promise((done) => (child.exitCode !== null ? done(null) : child.once("exit", done))),
    ),
  );
  rmSync(work, { recursive: true, force: true });
}
