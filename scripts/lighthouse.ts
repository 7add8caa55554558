import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * Lighthouse (mobile, default simulated throttling) on the five public routes,
 * served by the real server from the production build. Prints the four scores
 * and the page-load metrics. `npm run lighthouse` builds first; set BASE_URL to
 * audit a server that is already running.
 */
const routes = ["/", "/services", "/about", "/contact", "/faq"];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);

async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL.replace(/\/$/, ""), stop: () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const score = (value: number | null | undefined) => (value === null || value === undefined ? "–" : String(Math.round(value * 100)));
const seconds = (ms: number | undefined) => (ms === undefined ? "–" : `${(ms / 1000).toFixed(2)} s`);

const rows: string[][] = [];
let failed = false;
try {
  for (const route of routes) {
    const result = await lighthouse(`${server.base}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`lighthouse: no result for ${route}`);
    const { categories, audits } = result.lhr;
    const scores = ["performance", "accessibility", "best-practices", "seo"].map((id) => score(categories[id]?.score));
    if (scores.some((value) => value !== "100")) failed = true;
    rows.push([
      route,
      ...scores,
      seconds(audits["first-contentful-paint"]?.numericValue),
      seconds(audits["largest-contentful-paint"]?.numericValue),
      `${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms`,
      (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    ]);
  }
} finally {
  chrome.kill();
  server.stop();
}

const header = ["route", "perf", "a11y", "best", "seo", "FCP", "LCP", "TBT", "CLS"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
if (failed) console.log("\nNot every score is 100.");
