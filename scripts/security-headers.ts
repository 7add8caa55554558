import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./build-files.ts";
import { headersFilePath, securityManifestPath } from "../server/build-layout.ts";
import { securityHeaders, type SecurityManifest } from "../server/http/security-policy.ts";

/**
 * Hashes every inline script of the prerendered pages, so the
 * Content-Security-Policy can allow exactly those and no 'unsafe-inline'.
 * Writes the security manifest beside the static folder (read by our server)
 * and a `_headers` file for static hosts such as Netlify, with the same
 * headers. No build tool lists a page's inline scripts, so they are read from
 * the final HTML; what does not look as expected fails the build.
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
    "/assets/*",
    ...lines({ "Cache-Control": "public, max-age=31536000, immutable" }),
    "",
  ].join("\n");
}

/** Hashes the pages of the static folder, writes the manifest and `_headers`; returns the step's summary line. */
export function writeSecurityHeaders(staticDir: string): string {
  const hashes = new Set<string>();
  for (const file of htmlFiles(staticDir)) for (const hash of pageScriptHashes(readFileSync(file, "utf8"), file)) hashes.add(hash);
  const manifest: SecurityManifest = { scriptHashes: [...hashes].sort() };
  writeFileSync(securityManifestPath(staticDir), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(headersFilePath(staticDir), headersFile(securityHeaders(manifest.scriptHashes)));
  return `security-headers: ${hashes.size} inline script hashes in the Content-Security-Policy`;
}

/**
 * Checks the written files against the pages as they are now: every inline
 * script of every page allowed by the manifest the server reads and by the
 * `_headers` file. The pipeline runs it after the last step that touches HTML.
 */
export function checkSecurityHeaders(staticDir: string): void {
  const manifest = JSON.parse(readFileSync(securityManifestPath(staticDir), "utf8")) as SecurityManifest;
  const allowed = new Set(manifest.scriptHashes);
  const policy = securityHeaders(manifest.scriptHashes)["Content-Security-Policy"];
  if (!readFileSync(headersFilePath(staticDir), "utf8").includes(`Content-Security-Policy: ${policy}\n`)) {
    throw new Error(`security-headers: ${headersFilePath(staticDir)} does not send the policy of ${securityManifestPath(staticDir)}`);
  }
  for (const file of htmlFiles(staticDir)) {
    const missing = pageScriptHashes(readFileSync(file, "utf8"), file).filter((hash) => !allowed.has(hash));
    if (missing.length > 0) throw new Error(`security-headers: ${file} has inline scripts the policy does not allow (${missing.join(" ")}); a step changed the HTML after the hashes`);
  }
}
