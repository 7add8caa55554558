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
import { allPageHashes, documentSecurityHeaders, readPageScriptHashes, type SecurityManifest } from "../../server/headers/security-policy.ts";

/**
 * Hashes every inline script of the prerendered pages, so the
 * Content-Security-Policy can allow exactly those and no 'unsafe-inline'.
 * Writes the security manifest beside the static folder, page by page (our
 * server sends each page a policy of its own), and a `_headers` file for
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
  for (const file of htmlFiles(staticDir)) pages.set(staticPathOf(staticDir, file), pageScriptHashes(readFileSync(file, "utf8"), file));
  const manifest: SecurityManifest = { pages: Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(securityManifestPath(staticDir), `${JSON.stringify(manifest, null, 2)}\n`);
  const rules = staticHostRules(pages);
  const text = headersFileText(HEADERS_FILE_COMMENT, rules);
  writeFileSync(headersFilePath(staticDir), text);
  const most = Math.max(...[...pages.values()].map((hashes) => hashes.length));
  const largest = Math.max(...rules.map((rule) => Buffer.byteLength(rule.set[CSP] ?? "")));
  const overLimit = rules.length > CLOUDFLARE_RULE_LIMIT ? `, over Cloudflare Pages' ${CLOUDFLARE_RULE_LIMIT}` : "";
  return (
    `security-headers: ${pages.size} pages, each allowed its own inline scripts (at most ${most}); ` +
    `_headers ${kilobytes(Buffer.byteLength(text))}, ${rules.length} rules${overLimit}, the largest policy ${kilobytes(largest)}`
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Checks the written files against the pages as they are now: every inline
 * script of every page allowed by the manifest the server reads, and the
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
    const allowed = new Set(pages.get(staticPathOf(staticDir, file)) ?? []);
    const missing = pageScriptHashes(readFileSync(file, "utf8"), file).filter((hash) => !allowed.has(hash));
    if (missing.length > 0) throw new Error(`security-headers: ${file} has inline scripts the policy does not allow (${missing.join(" ")}); a step changed the HTML after the hashes`);
  }
}
