import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderPaths } from "../../app/lib/prerender-paths.ts";
import { matchRoutes, type RouteObject } from "react-router";
import { STATIC_DIR } from "../../server/build-layout.ts";
import { readViteManifest } from "../../server/render/vite-manifest.ts";

/**
 * Prints the JavaScript each prerendered page loads before it is interactive
 * (the boot script's modules and everything they import statically, not the
 * parts loaded on demand), gzip-compressed, and fails when any page goes over
 * the budget. The modules come from the build's manifests (React Router's
 * routes, Vite's chunks), not from the HTML. The server's answer pages run no
 * script. Run after `npm run build`.
 *
 * React and React Router alone (the `react` chunk) take about 104 KiB: the
 * budget leaves the site a few KiB for what its first scripts must hydrate,
 * which is why the pages' content loads once the page may hydrate
 * (app/components/deferred-component.ts).
 */
const BUDGET_KIB = 110;
const root = path.resolve(process.argv[2] ?? STATIC_DIR);

/** The built file of a page: finalize-build moves the success and not-found pages to `.html` files. */
function fileOf(route: string): string {
  if (route.endsWith(".html")) return route.slice(1);
  if (route === "/404" || route.endsWith("/404")) return `${route.slice(1)}.html`;
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

/** React Router's manifest of routes as it ships it: `window.__reactRouterManifest={…};` in a hashed asset. */
interface RouteManifest {
  url: string;
  entry: { module: string };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string }>;
}

const ROUTE_MANIFEST = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/;

function readRouteManifest(): RouteManifest {
  const assets = path.join(root, "assets");
  const files = existsSync(assets)
    ? readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    : [];
  if (files.length !== 1)
    throw new Error(
      `size: expected one React Router manifest (assets/manifest-*.js) in ${root}, found ${files.length}; run npm run build first`,
    );
  const file = path.join(assets, files[0] ?? "");
  const json = ROUTE_MANIFEST.exec(readFileSync(file, "utf8"))?.[1];
  if (json === undefined)
    throw new Error(`size: ${file} is not React Router's manifest as this script knows it`);
  return JSON.parse(json) as RouteManifest;
}

const routeManifest = readRouteManifest();
const viteManifest = readViteManifest(root);
const chunkOfFile = new Map(Object.values(viteManifest).map((chunk) => [`/${chunk.file}`, chunk]));

/** The route tree React Router builds from its manifest, for its own matcher. */
function routeTree(parentId: string | undefined): RouteObject[] {
  return Object.values(routeManifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route): RouteObject =>
      route.index === true
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeTree(route.id) },
    );
}
const routeObjects = routeTree(undefined);

/**
 * What a page's boot script imports (React Router's manifest, the client
 * entry and the module of every route the page matches) and, through the
 * Vite manifest, every chunk those import statically; not what loads on demand.
 */
function initialScripts(route: string): string[] {
  const matches = matchRoutes(routeObjects, route) ?? [];
  if (matches.length === 0) throw new Error(`size: no route of React Router's manifest matches ${route}`);
  const urls = [
    routeManifest.url,
    routeManifest.entry.module,
    ...matches.map((match) => routeManifest.routes[match.route.id ?? ""]?.module ?? ""),
  ];
  const seen = new Set<string>([routeManifest.url]);
  const queue = urls.slice(1);
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    const chunk = chunkOfFile.get(url);
    if (chunk === undefined)
      throw new Error(`size: the Vite manifest has no chunk ${url}; run npm run build first`);
    seen.add(url);
    for (const key of chunk.imports) {
      const imported = viteManifest[key];
      if (imported === undefined)
        throw new Error(`size: the Vite manifest has no chunk ${key}, imported by ${url}`);
      queue.push(`/${imported.file}`);
    }
  }
  return [...seen];
}

const gzipSizes = new Map<string, number>();
/** Each file compressed once: every page loads the same few. */
function gzipSize(file: string): number {
  const known = gzipSizes.get(file);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipSizes.set(file, size);
  return size;
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const totals = new Map<string, number>();
console.log("page                  files   gzip KiB");
for (const route of prerenderPaths) {
  const htmlPath = path.join(root, fileOf(route));
  if (!existsSync(htmlPath)) throw new Error(`size: ${htmlPath} is missing; run npm run build first`);
  const scripts = initialScripts(route);
  const total = scripts.reduce((sum, url) => sum + gzipSize(path.join(root, url)), 0);
  totals.set(route, total);
  console.log(`${route.padEnd(21)} ${String(scripts.length).padStart(5)} ${kib(total).padStart(10)}`);
}

// The articles' and topics' pages, as many as the content has: one route serves them all, so one line says them.
const articlePages = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name === "index.html")
  .map((entry) => `/${path.relative(root, entry.parentPath).split(path.sep).join("/")}`)
  .filter((route) => /^(\/[a-z]{2})?\/articles\/./.test(route))
  .sort();
for (const route of articlePages) {
  const scripts = initialScripts(route);
  totals.set(
    route,
    scripts.reduce((sum, url) => sum + gzipSize(path.join(root, url)), 0),
  );
}
if (articlePages.length > 0) {
  const [route, total] = articlePages
    .map((page) => [page, totals.get(page) ?? 0] as const)
    .reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  console.log(`articles, topics: ${articlePages.length} pages, the largest ${route}: ${kib(total)} KiB`);
}

const frameworkChunk = Object.entries(viteManifest).find(([key]) => /^_react-[\w-]+\.js$/.test(key))?.[1];
if (frameworkChunk !== undefined)
  console.log(
    `\nof which React and React Router (${frameworkChunk.file}): ${kib(gzipSize(path.join(root, frameworkChunk.file)))} KiB on every page`,
  );
const [largestRoute, largest] = [...totals].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
console.log(
  `budget: ${BUDGET_KIB} KiB gzip on every page; the largest, ${largestRoute}, uses ${kib(largest)} KiB (${kib(BUDGET_KIB * 1024 - largest)} KiB left)`,
);
const over = [...totals].filter(([, total]) => total > BUDGET_KIB * 1024);
for (const [route, total] of over)
  console.error(`size: ${route} loads ${kib(total)} KiB of JavaScript, over the ${BUDGET_KIB} KiB budget`);
if (over.length > 0) process.exit(1);
