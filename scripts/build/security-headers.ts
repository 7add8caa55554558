import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./build-files.ts";
import {
  CLOUDFLARE_LINE_LIMIT,
  CLOUDFLARE_RULE_LIMIT,
  headersFileText,
  headersSentFor,
  parseHeadersFile,
  staticHosts,
  type HeaderRule,
} from "./static-host-headers.ts";
import { headersFilePath, securityManifestPath } from "../../server/build-layout.ts";
import { isNotFoundFile, staticPathOf } from "../../server/static/static-site.ts";
import {
  allPageHashes,
  documentSecurityHeaders,
  readPageScriptHashes,
  scriptPolicy,
  type SecurityManifest,
} from "../../server/headers/security-policy.ts";

/**
 * Hashes every inline script of the prerendered pages, so the
 * Content-Security-Policy can allow exactly those and no 'unsafe-inline'.
 * Writes each page's script policy into the page itself, a `<meta>` policy
 * first in its head, the security manifest beside the static folder, page by
 * page (our server sends each page a policy of its own), and a `_headers` file for
 * static hosts such as Netlify and Cloudflare Pages that sends each page the
 * same policy by a rule of its own path (decision 044). No build tool lists a
 * page's inline scripts, so they are read from the final HTML; what does not
 * look as expected fails the build.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const EXTERNAL_SCRIPT = /<script[^>]*\ssrc=/g;
const SCRIPT_TAG = /<script\b/g;
const DATA_BLOCK = /\stype="application\/ld\+json"/;
/** The boot script defer-hydration leaves on every page. */
const BOOT_SCRIPT = /<script type="module">const boot=/;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(match[1] ?? "")) continue;
    hashes.push(`sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}`);
  }
  return hashes;
}

/**
 * The hashes of one page, after checking that the page is what this step
 * expects: a boot script, and every script tag either external or read whole
 * (a tag the pattern did not match would go unhashed and be blocked).
 */
export function pageScriptHashes(html: string, file: string): string[] {
  if (!BOOT_SCRIPT.test(html)) throw new Error(`security-headers: ${file} has no inline boot script; run after defer-hydration (npm run build)`);
  const tags = [...html.matchAll(SCRIPT_TAG)].length;
  const read = [...html.matchAll(INLINE_SCRIPT)].length + [...html.matchAll(EXTERNAL_SCRIPT)].length;
  if (tags !== read) throw new Error(`security-headers: ${file} has ${tags} script tags but ${read} were read; the HTML no longer matches what the step expects`);
  return inlineScriptHashes(html);
}

/** A policy in a page: what this step writes, and anything else that names one (to count them). */
const META_POLICY_WRITTEN = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;
const META_POLICY_ANY = /<meta\b[^>]*\bhttp-equiv=["']?content-security-policy\b/gi;
/** React writes the charset first in the head (app/page-data/base-meta.tsx); the policy goes straight after it. */
const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/**
 * The page with its script policy as a `<meta>` in its head, right after the charset: before
 * any script, since a browser applies a `<meta>` policy only to what comes after it.
 */
export function withMetaPolicy(html: string, hashes: readonly string[], file: string): string {
  if (html.search(META_POLICY_ANY) !== -1) throw new Error(`security-headers: ${file} already has a <meta> policy; did the step run twice?`);
  const charset = CHARSET.exec(html);
  if (charset === null) throw new Error(`security-headers: ${file} has no <meta charset="utf-8">, which its script policy follows`);
  const end = charset.index + charset[0].length;
  const firstScript = html.search(SCRIPT_TAG);
  if (firstScript !== -1 && firstScript < end) throw new Error(`security-headers: ${file} has a script before its charset, where no <meta> policy could cover it`);
  return `${html.slice(0, end)}<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(hashes)}"/>${html.slice(end)}`;
}

/**
 * What is wrong with a page's `<meta>` policy, given the hashes of the inline scripts it has
 * now: none or more than one, one after a script or outside the head, or one that allows
 * other inline scripts than these.
 */
export function metaPolicyProblems(html: string, hashes: readonly string[]): string[] {
  const all = [...html.matchAll(META_POLICY_ANY)];
  if (all.length !== 1) return [`has ${all.length} <meta> policies, not 1`];
  const written = [...html.matchAll(META_POLICY_WRITTEN)];
  const meta = written[0];
  if (written.length !== 1 || meta === undefined) return ["has a <meta> policy this step did not write"];
  const problems: string[] = [];
  const firstScript = html.search(SCRIPT_TAG);
  if (firstScript !== -1 && firstScript < meta.index) problems.push("has a script before its <meta> policy");
  const head = html.search(/<head[\s>]/i);
  const headEnd = html.search(/<\/head>/i);
  if (head === -1 || meta.index < head || headEnd === -1 || meta.index > headEnd) problems.push("has its <meta> policy outside its head");
  const expected = scriptPolicy(hashes);
  if (meta[1] !== expected) problems.push(`has a <meta> policy "${meta[1]}" where its inline scripts need "${expected}"`);
  return problems;
}

const CSP = "Content-Security-Policy";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The paths a static host serves a page at, as Cloudflare Pages names them: a folder's
 * index with a trailing slash (it redirects `/about` and `/about/index.html` there; Netlify's
 * rule `/about/` matches `/about` too), another page without `.html` and with it (the form
 * posts to `/success.html`). A not-found page has none: the hosts send it for unknown paths.
 */
export function staticHostPaths(page: string): string[] {
  if (isNotFoundFile(page)) return [];
  if (page === "index.html") return ["/"];
  if (page.endsWith("/index.html")) return [`/${page.slice(0, -"index.html".length)}`];
  if (page.endsWith(".html")) return [`/${page.slice(0, -".html".length)}`, `/${page}`];
  return [`/${page}`];
}

/** A path no page has, under a not-found page's folder: where a host sends that page. */
function unknownPathFor(notFoundPage: string): string {
  return `/${notFoundPage.replace(/404(\.html|\/index\.html)$/, "")}no-such-page-here`;
}

/** The not-found pages' hashes together: unknown paths may get any language's. */
function notFoundHashes(pages: ReadonlyMap<string, readonly string[]>): string[] {
  return allPageHashes(new Map([...pages].filter(([page]) => isNotFoundFile(page))));
}

/**
 * The static host's rules, in this order: every path gets the document headers with a policy
 * for the not-found pages' scripts (unknown paths keep it); built assets and uploaded images,
 * named by their content's hash, are cached for good; then each page's own paths detach that
 * policy and set the page's own, so no path is sent two policies on either host.
 */
export function staticHostRules(pages: ReadonlyMap<string, readonly string[]>): HeaderRule[] {
  const pagePolicy = (hashes: readonly string[]) => documentSecurityHeaders(hashes)[CSP] ?? "";
  return [
    { path: "/*", detach: [], set: documentSecurityHeaders(notFoundHashes(pages)) },
    ...["/assets/*", "/media/*"].map((path) => ({ path, detach: [], set: { "Cache-Control": IMMUTABLE } })),
    ...[...pages]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([page, hashes]) =>
        staticHostPaths(page).map((path) => ({ path, detach: [CSP], set: { [CSP]: pagePolicy(hashes) } })),
      ),
  ];
}

const HEADERS_FILE_COMMENT = [
  "Written by scripts/build/security-headers.ts (decision 044). Every path gets the not-found",
  "pages' policy; each page's own path detaches it (Cloudflare Pages' `! Name`; Netlify skips",
  "the line and takes the last rule's value) and sets the policy of that page's scripts.",
];

/**
 * What a static host would send wrong from this `_headers` file, by each host's way of
 * combining rules: a page's path not sent exactly the document headers our server sends that
 * page (one policy, of the page's own hashes), an unknown path under a not-found page not sent
 * the not-found pages' policy alone, or a line Cloudflare Pages would skip.
 */
export function staticHostProblems(text: string, pages: ReadonlyMap<string, readonly string[]>): string[] {
  const problems = text
    .split("\n")
    .flatMap((line, index) =>
      line.length > CLOUDFLARE_LINE_LIMIT
        ? [`line ${index + 1} has ${line.length} characters; Cloudflare Pages skips a line over ${CLOUDFLARE_LINE_LIMIT}`]
        : [],
    );
  const rules = parseHeadersFile(text);
  const expect = (path: string, expected: Record<string, string>) => {
    for (const host of staticHosts) {
      const sent = headersSentFor(rules, path, host);
      for (const [name, value] of Object.entries(expected)) {
        const values = sent.get(name.toLowerCase()) ?? [];
        if (values.length !== 1) problems.push(`${host} would send ${path} ${values.length} ${name} headers`);
        else if (values[0] !== value) problems.push(`${host} would send ${path} another ${name} than ${value}`);
      }
    }
  };
  for (const [page, hashes] of pages) {
    for (const path of staticHostPaths(page)) expect(path, documentSecurityHeaders(hashes));
    if (isNotFoundFile(page)) expect(unknownPathFor(page), documentSecurityHeaders(notFoundHashes(pages)));
  }
  return problems;
}

/** Hashes the pages of the static folder, writes the manifest and `_headers`; returns the step's summary line. */
export function writeSecurityHeaders(staticDir: string): string {
  const pages = new Map<string, string[]>();
  for (const file of htmlFiles(staticDir)) {
    const html = readFileSync(file, "utf8");
    const hashes = pageScriptHashes(html, file);
    writeFileSync(file, withMetaPolicy(html, hashes, file));
    pages.set(staticPathOf(staticDir, file), hashes);
  }
  const manifest: SecurityManifest = { pages: Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(securityManifestPath(staticDir), `${JSON.stringify(manifest, null, 2)}\n`);
  const rules = staticHostRules(pages);
  const text = headersFileText(HEADERS_FILE_COMMENT, rules);
  writeFileSync(headersFilePath(staticDir), text);
  const most = Math.max(...[...pages.values()].map((hashes) => hashes.length));
  const largestMeta = Math.max(...[...pages.values()].map((hashes) => Buffer.byteLength(scriptPolicy(hashes))));
  const largest = Math.max(...rules.map((rule) => Buffer.byteLength(rule.set[CSP] ?? "")));
  const overLimit = rules.length > CLOUDFLARE_RULE_LIMIT ? `, over Cloudflare Pages' ${CLOUDFLARE_RULE_LIMIT}` : "";
  return (
    `security-headers: ${pages.size} pages, each allowed its own inline scripts (at most ${most}) by a <meta> policy ` +
    `(the largest ${largestMeta} B); ` +
    `_headers ${kilobytes(Buffer.byteLength(text))}, ${rules.length} rules${overLimit}, the largest policy ${kilobytes(largest)}`
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Checks the written files against the pages as they are now: every page
 * with one `<meta>` policy, before its scripts, allowing exactly its inline
 * scripts, which the manifest the server reads lists too; and the
 * `_headers` file sending each page's paths that same policy alone on every
 * host (unknown paths their not-found page's). The pipeline runs it after the
 * last step that touches HTML.
 */
export function checkSecurityHeaders(staticDir: string): void {
  const pages = readPageScriptHashes(staticDir);
  const problems = staticHostProblems(readFileSync(headersFilePath(staticDir), "utf8"), pages);
  if (problems.length > 0) {
    throw new Error(`security-headers: ${headersFilePath(staticDir)} does not send the policies of ${securityManifestPath(staticDir)}:\n  ${problems.join("\n  ")}`);
  }
  for (const file of htmlFiles(staticDir)) {
    const html = readFileSync(file, "utf8");
    const hashes = pageScriptHashes(html, file);
    const inManifest = pages.get(staticPathOf(staticDir, file)) ?? [];
    const pageProblems = metaPolicyProblems(html, hashes);
    if (JSON.stringify(inManifest) !== JSON.stringify(hashes)) {
      pageProblems.push(`has inline scripts ${hashes.join(" ") || "(none)"} where the manifest lists ${inManifest.join(" ") || "none"}`);
    }
    if (pageProblems.length > 0) throw new Error(`security-headers: ${file} ${pageProblems.join("; ")}; a step changed the HTML after the hashes`);
  }
}
