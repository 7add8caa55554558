import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./build-files.ts";
import { headersFilePath, securityManifestPath } from "../../server/build-layout.ts";
import { staticPathOf } from "../../server/static/static-site.ts";
import { allPageHashes, documentSecurityHeaders, readPageScriptHashes, type SecurityManifest } from "../../server/headers/security-policy.ts";

/**
 * Hashes every inline script of the prerendered pages, so the
 * Content-Security-Policy can allow exactly those and no 'unsafe-inline'.
 * Writes the security manifest beside the static folder, page by page (our
 * server sends each page a policy of its own), and a `_headers` file for
 * static hosts such as Netlify, whose rules match URL patterns and merge, so
 * it sends every path one policy that allows every page's scripts. No build
 * tool lists a page's inline scripts, so they are read from the final HTML;
 * what does not look as expected fails the build.
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

function headersFile(headers: Record<string, string>): string {
  const lines = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "/*",
    ...lines(headers),
    // Built assets and uploaded images are named by their content's hash.
    ...["/assets/*", "/media/*"].flatMap((path) => [path, ...lines({ "Cache-Control": "public, max-age=31536000, immutable" })]),
    "",
  ].join("\n");
}

/** Hashes the pages of the static folder, writes the manifest and `_headers`; returns the step's summary line. */
export function writeSecurityHeaders(staticDir: string): string {
  const pages = new Map<string, string[]>();
  for (const file of htmlFiles(staticDir)) pages.set(staticPathOf(staticDir, file), pageScriptHashes(readFileSync(file, "utf8"), file));
  const manifest: SecurityManifest = { pages: Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(securityManifestPath(staticDir), `${JSON.stringify(manifest, null, 2)}\n`);
  const everyPage = allPageHashes(pages);
  writeFileSync(headersFilePath(staticDir), headersFile(documentSecurityHeaders(everyPage)));
  const most = Math.max(...[...pages.values()].map((hashes) => hashes.length));
  return `security-headers: ${pages.size} pages, each allowed its own inline scripts (at most ${most}); ${everyPage.length} in the static host's policy`;
}

/**
 * Checks the written files against the pages as they are now: every inline
 * script of every page allowed by the manifest the server reads and by the
 * `_headers` file. The pipeline runs it after the last step that touches HTML.
 */
export function checkSecurityHeaders(staticDir: string): void {
  const pages = readPageScriptHashes(staticDir);
  const policy = documentSecurityHeaders(allPageHashes(pages))["Content-Security-Policy"];
  if (!readFileSync(headersFilePath(staticDir), "utf8").includes(`Content-Security-Policy: ${policy}\n`)) {
    throw new Error(`security-headers: ${headersFilePath(staticDir)} does not send the policy of ${securityManifestPath(staticDir)}`);
  }
  for (const file of htmlFiles(staticDir)) {
    const allowed = new Set(pages.get(staticPathOf(staticDir, file)) ?? []);
    const missing = pageScriptHashes(readFileSync(file, "utf8"), file).filter((hash) => !allowed.has(hash));
    if (missing.length > 0) throw new Error(`security-headers: ${file} has inline scripts the policy does not allow (${missing.join(" ")}); a step changed the HTML after the hashes`);
  }
}
