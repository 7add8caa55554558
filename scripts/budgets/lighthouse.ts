import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, systemChromium, unpackHeadlessShell } from "../browsers/chromium.ts";
import { startSiteServer } from "../local-server.ts";
import { locales } from "../../app/config/locales.ts";
import { pages } from "../../app/config/pages.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { articlePath, articlesPath } from "../../app/config/articles.ts";
import { buildTime, listArticles } from "../build/read-articles.ts";
import { contentDir } from "../build/vite-site-content.ts";

/**
 * Lighthouse (mobile, default simulated throttling) on the five public routes of each language,
 * its articles list and its newest article, served by the real server from the production build.
 * Prints the four scores and the page-load metrics of every route in each of LIGHTHOUSE_RUNS
 * consecutive runs (default 5), not a median: every run must meet the targets. Each row names
 * the browser and Lighthouse's CPU benchmark index of that run, so a figure can be read against
 * the machine that produced it.
 *
 * Browsers: CHROME_PATH alone when set; otherwise the system's Chromium (Debian's, what visitors
 * run) when installed, then the npm package's headless shell. `npm run lighthouse` builds
 * first; set BASE_URL to audit a server already running.
 */
// The articles list and the newest article of each language, with its figure (issue 30: CLS 0 with images).
const articles = listArticles(contentDir(), buildTime()).published;
const routes = locales.flatMap((locale) => {
  const newest = articles.find((article) => article.text[locale] !== undefined);
  return [
    ...[pages.home, pages.services, pages.about, pages.contact, pages.faq].map((page) => page.path),
    articlesPath,
    ...(newest === undefined ? [] : [articlePath(newest.slug)]),
  ].map((path) => localisedPath(path, locale));
});
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
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

async function browsers(): Promise<string[]> {
  if (process.env.CHROME_PATH) return [process.env.CHROME_PATH];
  return [...(systemChromium === undefined ? [] : [systemChromium]), await unpackHeadlessShell()];
}

const score = (value: number) => (Number.isNaN(value) ? "–" : String(Math.round(value * 100)));
// Three decimals, so that a value just over a target (1.2017 s) does not print as on it.
const seconds = (ms: number) => (Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(3)} s`);
/** The targets beside the four 100s, for every run. */
const LCP_TARGET_MS = 1200;
const TBT_TARGET_MS = 50;
const categoryIds = ["performance", "accessibility", "best-practices", "seo"];

const rows: string[][] = [];
/** Why a run has no figures: Lighthouse's runtime error, or the first metric's own error. */
const notes: string[] = [];
let failed = false;
let missedTarget = false;
const server = await startServer();
try {
  for (const browserPath of await browsers()) {
    const chrome = await chromeLauncher.launch({
      chromePath: browserPath,
      chromeFlags: ["--headless=new", ...chromiumArgs],
    });
    try {
      // The full version: the user agent Lighthouse reports is reduced to "156.0.0.0".
      const { Browser: version } = (await (
        await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      ).json()) as { Browser: string };
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          const result = await lighthouse(`${server.base}${route}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
          });
          if (!result) throw new Error(`lighthouse: no result for ${route}`);
          const { categories, audits, environment } = result.lhr;
          const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          const scores = categoryIds.map((id) => score(categories[id]?.score ?? Number.NaN));
          const metricError = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"]
            .map((id) => audits[id]?.errorMessage)
            .find(Boolean);
          const error = result.lhr.runtimeError?.message ?? metricError;
          if (error !== undefined) notes.push(`${version} run ${run} ${route}: ${error}`);
          if (scores.some((text) => text !== "100")) failed = true;
          if (
            !(value("largest-contentful-paint") <= LCP_TARGET_MS) ||
            !(value("total-blocking-time") <= TBT_TARGET_MS) ||
            value("cumulative-layout-shift") !== 0
          ) {
            missedTarget = true;
          }
          rows.push([
            version,
            String(Math.round(environment.benchmarkIndex)),
            String(run),
            route,
            ...scores,
            seconds(value("first-contentful-paint")),
            seconds(value("largest-contentful-paint")),
            `${Math.round(value("total-blocking-time"))} ms`,
            value("cumulative-layout-shift").toFixed(3),
          ]);
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  server.stop();
}

const header = [
  "browser",
  "CPU index",
  "run",
  "route",
  "perf",
  "a11y",
  "best",
  "seo",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
for (const note of notes) console.log(`No figures for ${note}`);
console.log(`\n${runs} consecutive run(s) of the ${routes.length} routes in each browser, each printed`);
if (failed) console.log("Not every score is 100.");
if (missedTarget)
  console.log(`A run misses LCP ≤ ${LCP_TARGET_MS / 1000} s, TBT ≤ ${TBT_TARGET_MS} ms or CLS 0.`);
