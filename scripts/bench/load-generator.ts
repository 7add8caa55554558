/**
 * The bench's load generators: wrk (C, one event loop per thread) when it is
 * installed, else autocannon in worker threads. Either way the load comes
 * from other threads than the bench's own, so that the generator is not what
 * the figures measure.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import autocannon from "autocannon";

export interface Load {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body: string | undefined;
  /** Replace each `[<id>]` in the body with an id no other request of the run has. */
  uniqueBodies: boolean;
  /** The same in the headers' values (a client address per request, for the bench's counting run). */
  uniqueHeaders?: boolean;
  /**
   * Replace each `[<visitor>]` in the headers' values with a visitor of a pool
   * (per generator thread): `visitors` active at a time, taking turns, each
   * making `viewsEach` views before a new visitor takes their place.
   */
  visitorPool?: VisitorPool;
  seconds: number;
  connections: number;
  threads: number;
  /** Count answers by status; wrk reads every answer in Lua for that, which costs it throughput. */
  countStatuses: boolean;
}

export interface VisitorPool {
  visitors: number;
  viewsEach: number;
}

export interface LoadResult {
  completed: number;
  seconds: number;
  /** Completed requests per second. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status code, when counted. */
  statuses: Record<string, number> | null;
  /** Answers with a status of 400 or more. */
  failed: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadGenerator {
  name: string;
  /** What its static-file figures cannot be trusted for, if anything. */
  staticCaveat: string | null;
  run(load: Load): Promise<LoadResult>;
}

/** A Lua string literal holding `text` as it is. */
const luaString = (text: string) => `"${text.replace(/[\\"]/g, "\\$&").replace(/\n/g, "\\n")}"`;

/**
 * The request, and a done() that prints one JSON line: parsing wrk's JSON
 * rather than its human-readable report keeps the figures exact.
 */
function wrkScript(load: Load): string {
  const request = [
    `wrk.method = ${luaString(load.method)}`,
    ...Object.entries(load.headers).map(
      ([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`,
    ),
    ...(load.body === undefined ? [] : [`wrk.body = ${luaString(load.body)}`]),
  ];
  // Each thread numbers its requests under the run's own id (a warm-up and its run must not repeat each other); setup() numbers the threads.
  const uniqueRequests = `
local counter = 0
function request()
  counter = counter + 1
  local id = "${randomUUID().slice(0, 8)}-" .. thread_id .. "-" .. counter
  local headers = nil
  if ${load.uniqueHeaders === true ? "true" : "false"} then
    headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = (string.gsub(value, "%[<id>%]", id)) end
  end
  local body = nil
  if wrk.body ~= nil then body = (string.gsub(wrk.body, "%[<id>%]", id)) end
  return wrk.format(nil, nil, headers, body)
end`;
  // response() runs in each thread's own Lua state; done() collects the threads' tables.
  const statusCounting = `
statuses = {}
function response(status) statuses[status] = (statuses[status] or 0) + 1 end`;
  return `${request.join("\n")}
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_id", #threads)
end
${load.uniqueBodies || load.uniqueHeaders === true ? uniqueRequests : ""}
${load.visitorPool === undefined ? "" : poolRequests(load.visitorPool)}
${load.countStatuses ? statusCounting : ""}
function done(summary, latency)
  local totals, counts = {}, {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses") or {}) do totals[status] = (totals[status] or 0) + count end
  end
  for status, count in pairs(totals) do table.insert(counts, string.format('"%d":%d', status, count)) end
  local e = summary.errors
  io.write(string.format('BENCH_RESULT {"completed":%d,"microseconds":%d,"p50":%d,"p99":%d,"failed":%d,"errors":%d,"statuses":%s}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout, ${load.countStatuses ? `"{" .. table.concat(counts, ",") .. "}"` : `"null"`}))
end
`;
}

/** The visitor pool in wrk's Lua, as scripts/bench/visitor-pool-request.cts does it for autocannon. */
const poolRequests = (pool: VisitorPool) => `
local sent = 0
local run = "${randomUUID().slice(0, 8)}"
function request()
  local round = math.floor(sent / (${pool.visitors} * ${pool.viewsEach}))
  local visitor = run .. "-" .. thread_id .. "-" .. round .. "-" .. (sent % ${pool.visitors})
  sent = sent + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = (string.gsub(value, "%[<visitor>%]", visitor)) end
  return wrk.format(nil, nil, headers, nil)
end`;

interface WrkReport {
  completed: number;
  microseconds: number;
  p50: number;
  p99: number;
  failed: number;
  errors: number;
  statuses: Record<string, number> | null;
}

function wrk(workDir: string): LoadGenerator {
  let scripts = 0;
  return {
    name: "wrk",
    staticCaveat: null,
    run(load) {
      const script = join(workDir, `load-${++scripts}.lua`);
      writeFileSync(script, wrkScript(load));
      const args = [
        "-t",
        String(load.threads),
        "-c",
        String(load.connections),
        "-d",
        `${load.seconds}s`,
        "--timeout",
        "5s",
        "-s",
        script,
        load.url,
      ];
      return new Promise((resolve, reject) => {
        const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
        // wrk stops itself after -d; this only guards against a hung run.
        const guard = setTimeout(() => child.kill("SIGKILL"), (load.seconds + 30) * 1000);
        let output = "";
        child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
        child.once("error", reject);
        child.once("close", (code) => {
          clearTimeout(guard);
          const line = output.split("\n").find((candidate) => candidate.startsWith("BENCH_RESULT "));
          if (code !== 0 || line === undefined) {
            reject(new Error(`wrk failed (exit ${code}):\n${output}`));
            return;
          }
          const report = JSON.parse(line.slice("BENCH_RESULT ".length)) as WrkReport;
          const seconds = report.microseconds / 1e6;
          resolve({
            completed: report.completed,
            seconds,
            rate: report.completed / seconds,
            p50Ms: report.p50 / 1000,
            p99Ms: report.p99 / 1000,
            statuses: report.statuses,
            failed: report.failed,
            errors: report.errors,
          });
        });
      });
    },
  };
}

/** The one request autocannon repeats, its `[<visitor>]` replaced in the workers; the pool rides along for them to read. */
function poolRequest(load: Load, visitorPool: VisitorPool): autocannon.Request {
  const request: autocannon.Request & { visitorPool: VisitorPool } = {
    method: load.method,
    path: new URL(load.url).pathname,
    headers: load.headers,
    setupRequest: fileURLToPath(new URL("visitor-pool-request.cts", import.meta.url)),
    visitorPool,
  };
  return request;
}

const autocannonWorkers: LoadGenerator = {
  name: "autocannon (worker threads)",
  // Checked against wrk on two cores: its workers reached a third of nginx's rate or less (posts agreed).
  staticCaveat: "autocannon, not the servers, likely set both rates: install wrk for this ratio",
  run(load) {
    const pool = load.visitorPool;
    return new Promise((resolve, reject) => {
      autocannon(
        {
          url: load.url,
          // The pool's visitors are made in the workers, by a file they require.
          ...(pool === undefined
            ? {}
            : {
                requests: [poolRequest(load, pool)],
              }),
          method: load.method,
          headers: load.headers,
          ...(load.body === undefined ? {} : { body: load.body }),
          // autocannon replaces the marks anywhere in the request, headers included.
          idReplacement: load.uniqueBodies || load.uniqueHeaders === true,
          connections: load.connections,
          duration: load.seconds,
          workers: load.threads,
        },
        (error, result) => {
          if (error !== null && error !== undefined) {
            reject(error);
            return;
          }
          const statuses = Object.fromEntries(
            Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0]),
          );
          const failed = Object.entries(statuses).reduce(
            (sum, [status, count]) => (Number(status) >= 400 ? sum + count : sum),
            0,
          );
          resolve({
            completed: result.requests.total,
            seconds: result.duration,
            rate: result.requests.total / result.duration,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            statuses,
            failed,
            errors: result.errors + result.timeouts,
          });
        },
      );
    });
  },
};

const wrkInstalled = () => spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;

/** wrk when installed, else autocannon in worker threads; `choice` (BENCH_GENERATOR) picks one. */
export function chooseLoadGenerator(choice: string | undefined, workDir: string): LoadGenerator {
  const name = choice ?? (wrkInstalled() ? "wrk" : "autocannon");
  if (name === "autocannon") return autocannonWorkers;
  if (name !== "wrk") throw new Error(`BENCH_GENERATOR must be wrk or autocannon, not "${name}".`);
  if (!wrkInstalled())
    throw new Error("BENCH_GENERATOR=wrk, but wrk is not installed (Debian: apt-get install wrk).");
  return wrk(workDir);
}
