/**
 * The site's security headers. The build computes the hashes of each page's
 * inline scripts (scripts/build/security-headers.ts) and writes them, page by page,
 * to the security manifest beside the static folder (server/build-layout.ts).
 * The server sends each prerendered page a policy that allows its own scripts
 * only, the pages it renders itself (which have no inline script) a policy
 * without hashes, and the files pages fetch the few headers that apply to
 * them. Each prerendered page also carries its script policy in a `<meta>`
 * (scripts/build/security-headers.ts), equal to its header's; the static-host
 * headers file sends every path the same document headers, their policy
 * leaving scripts to that `<meta>` (decision 044).
 */
import { existsSync, readFileSync } from "node:fs";
import { securityManifestPath } from "../build-layout.ts";

export type HeaderMap = Record<string, string>;

/**
 * The policy of a page's scripts alone: its own files and these inline scripts. The build
 * writes it into each prerendered page as a `<meta>` policy too (scripts/build/security-headers.ts),
 * which is the same directive as the header's, so a browser given both enforces one rule.
 */
export function scriptPolicy(scriptHashes: readonly string[]): string {
  return ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
}

function contentSecurityPolicy(scripts: string): string {
  return [
    "default-src 'self'",
    scripts,
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

const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";

function documentHeaders(policy: string): HeaderMap {
  return {
    "Content-Security-Policy": policy,
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** The headers of a document (a page, or anything a browser may open as one): a policy allowing these inline scripts. */
export function documentSecurityHeaders(scriptHashes: readonly string[]): HeaderMap {
  return documentHeaders(contentSecurityPolicy(scriptPolicy(scriptHashes)));
}

/**
 * The document headers a static host sends every path (`/*` in `_headers`, decision 044). One
 * file cannot name each page's scripts, so its policy allows inline ones; each page's own
 * `<meta>` policy, which lists its hashes, is enforced beside it (a browser enforces every
 * policy a document is given, and a script must pass each), so only the page's own run. Every
 * other directive is the header's: `frame-ancestors` counts only there.
 */
export function staticHostDocumentHeaders(): HeaderMap {
  return documentHeaders(contentSecurityPolicy("script-src 'self' 'unsafe-inline'"));
}

/**
 * The same headers, but a page of this site may show the answer in a frame:
 * only an editor's preview build is answered so, for the editor's side-by-side
 * phone and desktop frames (decision 035); the live site never is.
 */
export function framableBySelf(headers: HeaderMap): HeaderMap {
  const framed: HeaderMap = { ...headers };
  const policy = framed["Content-Security-Policy"];
  if (policy !== undefined) {
    framed["Content-Security-Policy"] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  }
  if (framed["X-Frame-Options"] !== undefined) framed["X-Frame-Options"] = "SAMEORIGIN";
  return framed;
}

/**
 * The headers of a file a page fetches (script, style sheet, font, image,
 * navigation data). A policy, framing and referrer rules govern documents
 * only, so these files carry what applies to any response, and a policy that
 * allows nothing should one be opened on its own. Every request of a page
 * carries them, so they stay short: on a phone's first connection the
 * page's font or style sheet then fits in TCP's first window of data.
 */
export function subresourceSecurityHeaders(): HeaderMap {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Each prerendered page's inline-script hashes, by its path in the static folder ("ar/about/index.html"). */
export interface SecurityManifest {
  pages: Record<string, string[]>;
}

/** Several pages' hashes together: what one policy sent to any of them must allow (any path of the benchmark's nginx). */
export function allPageHashes(pages: ReadonlyMap<string, readonly string[]>): string[] {
  return [...new Set([...pages.values()].flat())].sort();
}

/**
 * The inline-script hashes the build left beside the static folder, by page.
 * Without them (a hand-made folder, a test fixture) scripts may only come
 * from the site's own files.
 */
export function readPageScriptHashes(staticDir: string): ReadonlyMap<string, readonly string[]> {
  const manifestPath = securityManifestPath(staticDir);
  if (!existsSync(manifestPath)) return new Map();
  return new Map(Object.entries((JSON.parse(readFileSync(manifestPath, "utf8")) as SecurityManifest).pages));
}
