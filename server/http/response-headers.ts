/**
 * Every response header the server sets is decided here, so that site-wide
 * headers (security headers among them) are added in one place. Each part of
 * the server states the headers it needs as an interface of its own, so none
 * of them imports this module.
 */
import type { FormHeaders } from "../form/form-handler.ts";
import type { InboxHeaders } from "../inbox/inbox-context.ts";
import type { StaticHeaders } from "../static/static-responder.ts";
import type { StaticFile, StaticKind, StaticVariant } from "../static/static-site.ts";
import { documentSecurityHeaders, subresourceSecurityHeaders } from "./security-policy.ts";

export type HeaderRecord = Record<string, string>;

const cacheControl: Readonly<Record<StaticKind, string>> = {
  // Content-hashed names change whenever the content does.
  "hashed-asset": "public, max-age=31536000, immutable",
  // Pages change with each deploy under the same URL: revalidate (cheaply, by ETag) every time.
  html: "no-cache",
  // A client-side navigation's data is a page view too (issue 16): revalidated by ETag, so each one reaches the server.
  "page-data": "no-cache",
  // Favicons, flags and logos keep their names across deploys but rarely change.
  other: "public, max-age=3600",
};

function hasVariants(file: StaticFile): boolean {
  return file.compressed.br !== undefined || file.compressed.gzip !== undefined;
}

/** The headers of every kind of answer: what the static files, the form and the inbox each ask for, and the server's own. */
export interface HttpHeaders extends StaticHeaders, FormHeaders, InboxHeaders {
  health(): HeaderRecord;
  /** A request target no URL parser would agree on: refused without a body. */
  badRequest(): HeaderRecord;
}

/**
 * The headers of every kind of answer. `pageScriptHashes` holds each prerendered page's inline
 * scripts, by its path in the static folder: a page's policy allows its own and no other's.
 */
export function createHttpHeaders(pageScriptHashes: ReadonlyMap<string, readonly string[]>): HttpHeaders {
  // What the server renders or answers itself runs no inline script.
  const security = documentSecurityHeaders([]);
  const subresource = subresourceSecurityHeaders();
  // The static responder builds each file's headers once, so this runs once per file and variant.
  const securityOf = (file: StaticFile): HeaderRecord =>
    file.kind === "html" ? documentSecurityHeaders(pageScriptHashes.get(file.path) ?? []) : subresource;
  const representation = (file: StaticFile, variant: StaticVariant): HeaderRecord => {
    const headers: HeaderRecord = {
      ...securityOf(file),
      "Content-Type": file.contentType,
      "Content-Length": String(variant.size),
    };
    if (variant.encoding !== null) headers["Content-Encoding"] = variant.encoding;
    // Caches must key on Accept-Encoding whenever another encoding could have been chosen.
    if (hasVariants(file)) headers["Vary"] = "Accept-Encoding";
    return headers;
  };

  return {
    staticFile: (file, variant) => ({
      ...representation(file, variant),
      "Cache-Control": cacheControl[file.kind],
      ETag: variant.etag,
    }),
    notModified: (file, variant) => {
      const headers: HeaderRecord = { ...securityOf(file), "Cache-Control": cacheControl[file.kind], ETag: variant.etag };
      if (hasVariants(file)) headers["Vary"] = "Accept-Encoding";
      return headers;
    },
    notFoundPage: (file, variant) => ({ ...representation(file, variant), "Cache-Control": "no-cache" }),
    generatedPage: (extra = {}) => ({
      ...security,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    }),
    inboxPage: (extra = {}) => ({
      ...security,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...extra,
    }),
    download: (contentType, fileName) => ({
      ...security,
      "Content-Type": contentType,
      // The name is built by the server from dates and a state, never from what a visitor typed.
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    }),
    inboxJson: () => ({ ...security, "Content-Type": "application/json", "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" }),
    seeOther: (location) => ({ ...security, Location: location, "Cache-Control": "no-store", "Content-Length": "0" }),
    health: () => ({ ...security, "Content-Type": "application/json", "Cache-Control": "no-store" }),
    badRequest: () => ({ ...security, "Cache-Control": "no-store", "Content-Length": "0" }),
  };
}
