/**
 * The site's security headers. The build computes the hashes of the inline
 * scripts React Router emits (scripts/security-headers.ts) and writes them to
 * the security manifest beside the static folder (server/build-layout.ts); the server and the static-host headers file
 * both send exactly what `securityHeaders` returns for them.
 */
import { existsSync, readFileSync } from "node:fs";
import { securityManifestPath } from "../build-layout.ts";

export type HeaderMap = Record<string, string>;

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

export function securityHeaders(scriptHashes: readonly string[]): HeaderMap {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

export interface SecurityManifest {
  scriptHashes: string[];
}

/**
 * The inline-script hashes the build left beside the static folder. Without
 * them (a hand-made folder, a test fixture) scripts may only come from the
 * site's own files.
 */
export function readScriptHashes(staticDir: string): string[] {
  const manifestPath = securityManifestPath(staticDir);
  if (!existsSync(manifestPath)) return [];
  return (JSON.parse(readFileSync(manifestPath, "utf8")) as SecurityManifest).scriptHashes;
}
