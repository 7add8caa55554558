import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./build-files.ts";
import { SECURITY_MANIFEST, securityHeaders, type SecurityManifest } from "../server/http/security-policy.ts";

/**
 * Hashes every inline script of the prerendered pages, so the
 * Content-Security-Policy can allow exactly those and no 'unsafe-inline'.
 * Writes build/security-headers.json (read by our server) and a `_headers`
 * file for static hosts such as Netlify, with the same headers.
 */
const clientDir = path.resolve(process.argv[2] ?? "build/client");
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype="application\/ld\+json"/;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(match[1] ?? "")) continue;
    hashes.push(`sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}`);
  }
  return hashes;
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

if (import.meta.main) {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  const manifest: SecurityManifest = { scriptHashes: [...hashes].sort() };
  writeFileSync(path.join(path.dirname(clientDir), SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(clientDir, "_headers"), headersFile(securityHeaders(manifest.scriptHashes)));
  console.log(`security-headers: ${hashes.size} inline script hashes in the Content-Security-Policy`);
}
