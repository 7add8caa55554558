import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Prints the JavaScript each prerendered page loads before it is interactive
 * (the boot script's modules and everything they import statically, not the
 * parts loaded on demand), gzip-compressed, and fails when the home page goes
 * over its budget. Run after `npm run build`.
 */
const BUDGET_KIB = 120;
const root = path.resolve(process.argv[2] ?? "build/client");
const pages: Record<string, string> = {
  "/": "index.html",
  "/services": "services/index.html",
  "/about": "about/index.html",
  "/contact": "contact/index.html",
  "/faq": "faq/index.html",
  "/privacy-policy": "privacy-policy/index.html",
  "/terms": "terms/index.html",
  "/success.html": "success.html",
  "/404": "404.html",
};

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

let homeTotal = 0;
console.log("page               files   gzip KiB");
for (const [route, file] of Object.entries(pages)) {
  const htmlPath = path.join(root, file);
  if (!existsSync(htmlPath)) throw new Error(`size: ${htmlPath} is missing; run npm run build first`);
  const scripts = withStaticImports(initialScripts(readFileSync(htmlPath, "utf8")));
  const total = scripts.reduce((sum, url) => sum + gzipSize(path.join(root, url)), 0);
  if (route === "/") homeTotal = total;
  console.log(`${route.padEnd(18)} ${String(scripts.length).padStart(5)} ${kib(total).padStart(10)}`);
}
console.log(`\nbudget for /: ${BUDGET_KIB} KiB gzip; used ${kib(homeTotal)} KiB`);
if (homeTotal > BUDGET_KIB * 1024) {
  console.error(`size: the home page loads ${kib(homeTotal)} KiB of JavaScript, over the ${BUDGET_KIB} KiB budget`);
  process.exit(1);
}
