/**
 * npm run bench: load-tests the real server (not a test; it prints numbers).
 * Starts `node server/main.ts` on the existing build with a throwaway SQLite
 * database, then measures durable form posts and static GET /, and the same
 * GET against nginx serving the same folder when nginx is installed.
 * Settings: STATIC_DIR (default build/client), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { freePort, startSiteServer, waitUntilUp } from "./local-server.ts";
import { SQLITE_FILE_NAME } from "../server/config.ts";
import { openDatabase } from "../server/store/open-database.ts";
import { createSubmissionStore } from "../server/store/submission-store.ts";

const staticDir = resolve(process.env.STATIC_DIR ?? "build/client");
const seconds = Number(process.env.BENCH_SECONDS ?? "10");
const connections = Number(process.env.BENCH_CONNECTIONS ?? "50");
const work = mkdtempSync(join(tmpdir(), "dunecrest-bench-"));
const children: ChildProcess[] = [];

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? fail(error) : done(result)));
  });
}

async function startNodeServer(dataDir: string): Promise<string> {
  // The request log goes to a file, as it would in production, rather than through this process.
  const log = openSync(join(work, "server.log"), "w");
  const { url, child } = await startSiteServer(
    { STATIC_DIR: staticDir, DATA_DIR: dataDir, FORM_RATE_LIMIT: "0", DATABASE_URL: "", SMTP_URL: "", NOTIFY_TO: "", WEBHOOK_URL: "" },
    log,
  );
  children.push(child);
  return url;
}

function findNginx(): string | null {
  const candidates = ["/usr/sbin/nginx", ...(process.env.PATH ?? "").split(":").map((dir) => join(dir, "nginx"))];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** One nginx process (like our one Node process), serving the folder with the same caching rules. */
async function startNginx(binary: string, port: number): Promise<string> {
  const dir = join(work, "nginx");
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${staticDir};
    location / { try_files $uri $uri/index.html $uri.html =404; add_header Cache-Control no-cache; }
  }
}
`,
  );
  const child = spawn(binary, ["-c", config, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, "nginx");
  return url;
}

const formBody = new URLSearchParams({
  "form-name": "contact",
  "bot-field": "",
  fullName: "Bench Mark",
  email: "bench@example.com",
  phone: "+971 50 123 4567",
  message: "A load test message of a realistic length. ".repeat(8),
}).toString();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (value: number, unit = "requests") => `${Math.round(value).toLocaleString("en")} ${unit}/s`;

async function main(): Promise<void> {
  if (!existsSync(join(staticDir, "index.html"))) {
    throw new Error(`No build at ${staticDir}: run "npm run build" first (or set STATIC_DIR).`);
  }
  console.log(`Benchmark: ${seconds} s per run, ${connections} connections, build ${staticDir}\n`);
  const dataDir = join(work, "data");
  const server = await startNodeServer(dataDir);

  const post = await run({
    url: `${server}/success.html`,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: formBody,
  });
  const redirected = post.statusCodeStats?.["303"]?.count ?? 0;
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) });
  const stored = (await createSubmissionStore(database, []).stats(new Date())).total;
  await database.close();
  console.log("Durable form POST /success.html (SQLite, WAL, synchronous=FULL)");
  console.log(`  throughput   ${perSecond(redirected / seconds, "submissions")} (target ≥ 1,000/s)`);
  console.log(`  latency      p50 ${ms(post.latency.p50)}, p99 ${ms(post.latency.p99)}`);
  console.log(`  answers      ${redirected} × 303, ${post.non2xx - redirected} other, ${post.errors} errors; ${stored} rows stored\n`);

  const get = await run({ url: `${server}/` });
  console.log("Static GET / (Node)");
  console.log(`  throughput   ${perSecond(get.requests.average)}`);
  console.log(`  latency      p50 ${ms(get.latency.p50)}, p99 ${ms(get.latency.p99)}\n`);

  const nginx = findNginx();
  if (nginx === null) {
    console.log("nginx is not installed: no comparison.");
    return;
  }
  const nginxUrl = await startNginx(nginx, await freePort());
  const reference = await run({ url: `${nginxUrl}/` });
  const ratio = get.requests.average / reference.requests.average;
  console.log("Static GET / (nginx, one process, same files)");
  console.log(`  throughput   ${perSecond(reference.requests.average)}`);
  console.log(`  latency      p50 ${ms(reference.latency.p50)}, p99 ${ms(reference.latency.p99)}`);
  console.log(`\nNode serves ${(ratio * 100).toFixed(0)} % of nginx's rate (target ≥ 30 %).`);
  if (existsSync(join(work, "nginx", "error.log"))) {
    const errors = readFileSync(join(work, "nginx", "error.log"), "utf8").split("\n").filter((line) => line.includes("[error]"));
    if (errors.length > 0) console.log(`nginx logged errors:\n${errors.slice(0, 5).join("\n")}`);
  }
}

try {
  await main();
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => new Promise((done) => (child.exitCode !== null ? done(null) : child.once("exit", done)))));
  rmSync(work, { recursive: true, force: true });
}
