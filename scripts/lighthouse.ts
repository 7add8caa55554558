import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { startSiteServer } from "./local-server.ts";

/**
 * Lighthouse (mobile, default simulated throttling) on the five public routes,
 * served by the real server from the production build. Prints the four scores
 * and the page-load metrics, each the median of LIGHTHOUSE_RUNS runs (default
 * 3, as Lighthouse's docs advise against trusting one run). `npm run
 * lighthouse` builds first; set BASE_URL to audit a server already running.
 */
const routes = ["/", "/services", "/about", "/contact", "/faq"];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL.replace(/\/$/, ""), stop: () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
  const { url, child } = await startSiteServer({ DATA_DIR: dataDir });
  return {
    base: url,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const score = (value: number) => (Number.isNaN(value) ? "–" : String(Math.round(value * 100)));
// Three decimals, so that a value just over a target (1.2017 s) does not print as on it.
const seconds = (ms: number) => (Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(3)} s`);
/** The targets beside the four 100s. */
const LCP_TARGET_MS = 1200;
const categoryIds = ["performance", "accessibility", "best-practices", "seo"];
const metricIds = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];

const rows: string[][] = [];
let failed = false;
let missedTarget = false;
try {
  for (const route of routes) {
    const samples: Record<string, number[]> = {};
    const record = (id: string, value: number | null | undefined) => {
      (samples[id] ??= []).push(value ?? Number.NaN);
    };
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.base}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`lighthouse: no result for ${route}`);
      const { categories, audits } = result.lhr;
      for (const id of categoryIds) record(id, categories[id]?.score);
      for (const id of metricIds) record(id, audits[id]?.numericValue);
    }
    const value = (id: string) => median(samples[id] ?? []);
    const scores = categoryIds.map((id) => score(value(id)));
    if (scores.some((text) => text !== "100")) failed = true;
    if (!(value("largest-contentful-paint") <= LCP_TARGET_MS) || value("cumulative-layout-shift") !== 0) missedTarget = true;
    rows.push([
      route,
      ...scores,
      seconds(value("first-contentful-paint")),
      seconds(value("largest-contentful-paint")),
      `${Math.round(value("total-blocking-time"))} ms`,
      value("cumulative-layout-shift").toFixed(3),
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
console.log(`\nmedians of ${runs} run(s) per route`);
if (failed) console.log("Not every score is 100.");
if (missedTarget) console.log(`A route misses LCP ≤ ${LCP_TARGET_MS / 1000} s or CLS 0.`);
