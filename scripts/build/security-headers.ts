import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./build-files.ts";
import { CLOUDFLARE_LINE_LIMIT, headersFileText, parseHeadersFile, type HeaderRule } from "./static-host-headers.ts";
import { headersFilePath, securityManifestPath } from "../../server/build-layout.ts";
import { staticPathOf } from "../../server/static/static-site.ts";
import {
  readPageScriptHashes,
  scriptPolicy,
  staticHostDocumentHeaders,
  subresourceSecurityHeaders,
  type SecurityManifest,
} from "../../server/headers/security-policy.ts";

/**
 * Hashes every inline script of the prerendered pages, so the
 * Content-Security-Policy can allow exactly those and no 'unsafe-inline'.
 * Writes each page's script policy into the page itself, a `<meta>` policy
 * first in its head, the security manifest beside the static folder, page by
 * page (our server sends each page a policy of its own), and a `_headers` file for
 * static hosts such as Netlify and Cloudflare Pages, the same few rules
 * whatever the pages, which leaves scripts to each page's `<meta>` (decision
 * 044). No build tool lists a
 * page's inline scripts, so they are read from the final HTML; what does not
 * look as expected fails the build.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const EXTERNAL_SCRIPT = /<script[^>]*\ssrc=/g;
const SCRIPT_TAG = /<script\b/g;
const DATA_BLOCK = /\stype="application\/ld\+json"/;
/** The boot script defer-hydration leaves on every page. */
const BOOT_SCRIPT = /<script type="module">const boot=/;

/** The hashes of a page's inline `<script>`s that run (JSON-LD data blocks left out, as browsers never run them), or of its data blocks. */
function hashesOf(html: string, which: "scripts" | "data blocks"): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(match[1] ?? "") !== (which === "data blocks")) continue;
    hashes.push(`sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}`);
  }
  return hashes;
}

export const inlineScriptHashes = (html: string): string[] => hashesOf(html, "scripts");

/**
 * What a page's `<meta>` policy lists: its scripts' hashes, then its JSON-LD
 * blocks'. A browser checks no data block against a policy, but HTML
 * checkers hold every `<script>` without `src` to the page's `<meta>`
 * policy; listing the blocks costs about 50 bytes each and lets nothing
 * more run. The server's header keeps the scripts' alone.
 */
const metaHashes = (html: string, scripts: readonly string[]) => [...scripts, ...hashesOf(html, "data blocks")];

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
/** The rules `_headers` may hold: a handful, far below Cloudflare Pages' 100. */
const MOST_RULES = 5;

/**
 * The static host's rules, the same for any number of pages: every path gets the document
 * headers, their policy leaving scripts to each page's `<meta>` policy; built assets and
 * uploaded images, named by their content's hash, are cached for good and given the policy our
 * server gives the files a page fetches, which allows nothing (`! Name` removes `/*`'s on
 * Cloudflare Pages; on Netlify the later rule's value is the one sent).
 */
export function staticHostRules(): HeaderRule[] {
  const filesPolicy = subresourceSecurityHeaders()[CSP] ?? "";
  return [
    { path: "/*", detach: [], set: staticHostDocumentHeaders() },
    ...["/assets/*", "/media/*"].map((path) => ({
      path,
      detach: [CSP],
      set: { [CSP]: filesPolicy, "Cache-Control": IMMUTABLE },
    })),
  ];
}

const HEADERS_FILE_COMMENT = [
  "Written by scripts/build/security-headers.ts (decision 044), the same for any number of pages.",
  "Its policy allows inline scripts; each page's <meta> policy lists the hashes of its own, and a",
  "browser enforces both, so only those run. Built assets and images get a policy allowing nothing.",
];

/** The `_headers` file the step writes. */
export function staticHostHeadersFile(): string {
  return headersFileText(HEADERS_FILE_COMMENT, staticHostRules());
}

/**
 * What is wrong with a `_headers` file: other rules than the constant ones this step writes,
 * more than a handful, or a line Cloudflare Pages would skip.
 */
export function staticHostProblems(text: string): string[] {
  const problems = text
    .split("\n")
    .flatMap((line, index) =>
      line.length > CLOUDFLARE_LINE_LIMIT
        ? [`line ${index + 1} has ${line.length} characters; Cloudflare Pages skips a line over ${CLOUDFLARE_LINE_LIMIT}`]
        : [],
    );
  const rules = parseHeadersFile(text);
  if (rules.length > MOST_RULES) problems.push(`has ${rules.length} rules, more than the ${MOST_RULES} it needs`);
  if (JSON.stringify(rules) !== JSON.stringify(staticHostRules())) problems.push("has other rules than the ones this step writes");
  return problems;
}

/** Writes each page's `<meta>` policy, the manifest and `_headers`; returns the step's summary line. */
export function writeSecurityHeaders(staticDir: string): string {
  const pages = new Map<string, string[]>();
  let largestMeta = 0;
  for (const file of htmlFiles(staticDir)) {
    const html = readFileSync(file, "utf8");
    const hashes = pageScriptHashes(html, file);
    const inMeta = metaHashes(html, hashes);
    writeFileSync(file, withMetaPolicy(html, inMeta, file));
    largestMeta = Math.max(largestMeta, Buffer.byteLength(scriptPolicy(inMeta)));
    pages.set(staticPathOf(staticDir, file), hashes);
  }
  const manifest: SecurityManifest = { pages: Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(securityManifestPath(staticDir), `${JSON.stringify(manifest, null, 2)}\n`);
  const text = staticHostHeadersFile();
  writeFileSync(headersFilePath(staticDir), text);
  const most = Math.max(...[...pages.values()].map((hashes) => hashes.length));
  return (
    `security-headers: ${pages.size} pages, each allowed its own inline scripts (at most ${most}) by a <meta> policy ` +
    `(the largest ${largestMeta} B); _headers ${Buffer.byteLength(text)} B, ${staticHostRules().length} rules, whatever the pages`
  );
}

/**
 * Checks the written files against the pages as they are now: every page
 * with one `<meta>` policy, before its scripts, allowing exactly its inline
 * scripts, which the manifest the server reads lists too; and `_headers`
 * the constant rules. The pipeline runs it after the last step that touches
 * HTML.
 */
export function checkSecurityHeaders(staticDir: string): void {
  const problems = staticHostProblems(readFileSync(headersFilePath(staticDir), "utf8"));
  if (problems.length > 0) throw new Error(`security-headers: ${headersFilePath(staticDir)}:\n  ${problems.join("\n  ")}`);
  const pages = readPageScriptHashes(staticDir);
  for (const file of htmlFiles(staticDir)) {
    const html = readFileSync(file, "utf8");
    const hashes = pageScriptHashes(html, file);
    const inManifest = pages.get(staticPathOf(staticDir, file)) ?? [];
    const pageProblems = metaPolicyProblems(html, metaHashes(html, hashes));
    if (JSON.stringify(inManifest) !== JSON.stringify(hashes)) {
      pageProblems.push(`has inline scripts ${hashes.join(" ") || "(none)"} where the manifest lists ${inManifest.join(" ") || "none"}`);
    }
    if (pageProblems.length > 0) throw new Error(`security-headers: ${file} ${pageProblems.join("; ")}; a step changed the HTML after the hashes`);
  }
}
