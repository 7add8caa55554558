import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { locales } from "../app/config/locales.ts";
import { pages as sitePages } from "../app/config/pages.ts";
import { localisedPath } from "../app/lib/locale-paths.ts";

/**
 * Prints the JavaScript each prerendered page loads before it is interactive
 * (the boot script's modules and everything they import statically, not the
 * parts loaded on demand), gzip-compressed, and fails when the home page of
 * any language goes over its budget. Run after `npm run build`.
 */
const BUDGET_KIB = 120;
const root = path.resolve(process.argv[2] ?? "build/client");

/** The built file of a page: finalize-build moves the success and not-found pages to `.html` files. */
function fileOf(route: string): string {
  if (route.endsWith(".html")) return route.slice(1);
  if (route === "/404" || route.endsWith("/404")) return `${route.slice(1)}.html`;
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

const routes = locales.flatMap((locale) => Object.values(sitePages).map((page) => localisedPath(page.path, locale)));
const homes = new Set(locales.map((locale) => localisedPath(sitePages.home.path, locale)));

function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]* src="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] ?? "");
  return [...urls].filter((url) => url.startsWith("/") && url.endsWith(".js"));
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;

/** The scripts and, transitively, the modules they import statically. */
function withStaticImports(urls: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...urls];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(path.join(root, url), "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(url), match[1] ?? ""));
  }
  return [...seen];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const homeTotals = new Map<string, number>();
console.log("page                  files   gzip KiB");
for (const route of routes) {
  const htmlPath = path.join(root, fileOf(route));
  if (!existsSync(htmlPath)) throw new Error(`size: ${htmlPath} is missing; run npm run build first`);
  const scripts = withStaticImports(initialScripts(readFileSync(htmlPath, "utf8")));
  const total = scripts.reduce((sum, url) => sum + gzipSize(path.join(root, url)), 0);
  if (homes.has(route)) homeTotals.set(route, total);
  console.log(`${route.padEnd(21)} ${String(scripts.length).padStart(5)} ${kib(total).padStart(10)}`);
}
let over = false;
for (const [route, total] of homeTotals) {
  console.log(`${route === [...homeTotals.keys()][0] ? "\n" : ""}budget for ${route}: ${BUDGET_KIB} KiB gzip; used ${kib(total)} KiB`);
  if (total > BUDGET_KIB * 1024) {
    console.error(`size: ${route} loads ${kib(total)} KiB of JavaScript, over the ${BUDGET_KIB} KiB budget`);
    over = true;
  }
}
if (over) process.exit(1);
