/**
 * Every response header the server sets is decided here, so that site-wide
 * headers (security headers among them) are added in one place.
 */
import { currentSecurityHeaders } from "./security-policy.ts";
import type { StaticFile, StaticKind, StaticVariant } from "./static-site.ts";

export type HeaderRecord = Record<string, string>;

const cacheControl: Readonly<Record<StaticKind, string>> = {
  // Content-hashed names change whenever the content does.
  "hashed-asset": "public, max-age=31536000, immutable",
  // Pages change with each deploy under the same URL: revalidate (cheaply, by ETag) every time.
  html: "no-cache",
  // Favicons, flags and logos keep their names across deploys but rarely change.
  other: "public, max-age=3600",
};

/** Headers every answer carries, static or generated. */
function baseHeaders(): HeaderRecord {
  return { ...currentSecurityHeaders() };
}

function hasVariants(file: StaticFile): boolean {
  return file.compressed.br !== undefined || file.compressed.gzip !== undefined;
}

function representationHeaders(file: StaticFile, variant: StaticVariant): HeaderRecord {
  const headers: HeaderRecord = {
    ...baseHeaders(),
    "Content-Type": file.contentType,
    "Content-Length": String(variant.size),
  };
  if (variant.encoding !== null) headers["Content-Encoding"] = variant.encoding;
  // Caches must key on Accept-Encoding whenever another encoding could have been chosen.
  if (hasVariants(file)) headers["Vary"] = "Accept-Encoding";
  return headers;
}

/** A static file's 200 answer (GET and HEAD). */
export function staticFileHeaders(file: StaticFile, variant: StaticVariant): HeaderRecord {
  return {
    ...representationHeaders(file, variant),
    "Cache-Control": cacheControl[file.kind],
    ETag: variant.etag,
  };
}

/** A 304 repeats the validators and caching rules of the 200 it stands for. */
export function notModifiedHeaders(file: StaticFile, variant: StaticVariant): HeaderRecord {
  const headers: HeaderRecord = {
    ...baseHeaders(),
    "Cache-Control": cacheControl[file.kind],
    ETag: variant.etag,
  };
  if (hasVariants(file)) headers["Vary"] = "Accept-Encoding";
  return headers;
}

/** The prerendered not-found page, sent with status 404 for any unknown path. */
export function notFoundPageHeaders(file: StaticFile, variant: StaticVariant): HeaderRecord {
  return { ...representationHeaders(file, variant), "Cache-Control": "no-cache" };
}

/** Pages generated per request (the form's answers) hold what a visitor typed: never cache them. */
export function generatedPageHeaders(extra: HeaderRecord = {}): HeaderRecord {
  return {
    ...baseHeaders(),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    ...extra,
  };
}

/** 303 See Other after a stored post, so a reload does not post again. */
export function seeOtherHeaders(location: string): HeaderRecord {
  return { ...baseHeaders(), Location: location, "Cache-Control": "no-store", "Content-Length": "0" };
}

export function healthHeaders(): HeaderRecord {
  return { ...baseHeaders(), "Content-Type": "application/json", "Cache-Control": "no-store" };
}
