/**
 * Every response header the server sets is decided here, so that site-wide
 * headers (security headers among them) are added in one place. The layer
 * sits low (docs/architecture.md): the static files, the form and the inbox
 * import these builders themselves.
 */
import { documentSecurityHeaders, subresourceSecurityHeaders } from "./security-policy.ts";

export type HeaderRecord = Record<string, string>;

/** What caching tells a static file apart by (server/static/static-site.ts sorts each file into one). */
export type StaticKind = "html" | "page-data" | "hashed-asset" | "other";

/** What a static file's headers depend on: server/static's files are these and more. */
interface HeadedFile {
  /** Where it is in the static folder: "ar/about/index.html". */
  path: string;
  contentType: string;
  kind: StaticKind;
  compressed: Partial<Record<"br" | "gzip", unknown>>;
}

/** One representation of a file, as its headers describe it. */
interface HeadedVariant {
  encoding: string | null;
  size: number;
  etag: string;
}

const cacheControl: Readonly<Record<StaticKind, string>> = {
  // Content-hashed names change whenever the content does.
  "hashed-asset": "public, max-age=31536000, immutable",
  // Pages change with each deploy under the same URL: revalidate (cheaply, by ETag) every time.
  html: "no-cache",
  // A client-side navigation's data is a page view too (issue 16): revalidated by ETag, so each one
  // reaches the server.
  "page-data": "no-cache",
  // Favicons, flags and logos keep their names across deploys but rarely change.
  other: "public, max-age=3600",
};

// What the server renders or answers itself runs no inline script.
const security = documentSecurityHeaders([]);
const subresource = subresourceSecurityHeaders();

function hasVariants(file: HeadedFile): boolean {
  return file.compressed.br !== undefined || file.compressed.gzip !== undefined;
}

/** A prerendered page's policy allows its own inline scripts (`scriptHashes`) and no other's. */
const securityOf = (file: HeadedFile, scriptHashes: readonly string[]): HeaderRecord =>
  file.kind === "html" ? documentSecurityHeaders(scriptHashes) : subresource;

type FileHeaders = (
  file: HeadedFile,
  variant: HeadedVariant,
  scriptHashes: readonly string[],
) => HeaderRecord;

const representation: FileHeaders = (file, variant, scriptHashes) => {
  const headers: HeaderRecord = {
    ...securityOf(file, scriptHashes),
    "Content-Type": file.contentType,
    "Content-Length": String(variant.size),
  };
  if (variant.encoding !== null) headers["Content-Encoding"] = variant.encoding;
  // Caches must key on Accept-Encoding whenever another encoding could have been chosen.
  if (hasVariants(file)) headers["Vary"] = "Accept-Encoding";
  return headers;
};

/** A static file's 200 answer (GET and HEAD); `scriptHashes` are the page's own inline scripts. */
export const staticFileHeaders: FileHeaders = (file, variant, scriptHashes) => ({
  ...representation(file, variant, scriptHashes),
  "Cache-Control": cacheControl[file.kind],
  ETag: variant.etag,
});

/** A 304 repeats the validators and caching rules of the 200 it stands for. */
export const notModifiedHeaders: FileHeaders = (file, variant, scriptHashes) => {
  const headers: HeaderRecord = {
    ...securityOf(file, scriptHashes),
    "Cache-Control": cacheControl[file.kind],
    ETag: variant.etag,
  };
  if (hasVariants(file)) headers["Vary"] = "Accept-Encoding";
  return headers;
};

/** The prerendered not-found page, sent with status 404 for any unknown path. */
export const notFoundPageHeaders: FileHeaders = (file, variant, scriptHashes) => ({
  ...representation(file, variant, scriptHashes),
  "Cache-Control": "no-cache",
});

/** A page made for this request (an answer page with what the visitor typed, the 405 page): never cached. */
export const generatedPageHeaders = (extra: HeaderRecord = {}): HeaderRecord => ({
  ...security,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  ...extra,
});

/** An inbox page: per account and private, never cached, never indexed. */
export const inboxPageHeaders = (extra: HeaderRecord = {}): HeaderRecord => ({
  ...security,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  ...extra,
});

/** An export, as a download. */
export const downloadHeaders = (contentType: string, fileName: string): HeaderRecord => ({
  ...security,
  "Content-Type": contentType,
  // The name is built by the server from dates and a state, never from what a visitor typed.
  "Content-Disposition": `attachment; filename="${fileName}"`,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/** The answers to the inbox's passkey script, and the inbox's refusals of requests that are not pages. */
export const inboxJsonHeaders = (): HeaderRecord => ({
  ...security,
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/**
 * A staff upload's variant, for the editor's preview: never taken for
 * anything but the image its type says (nosniff), never a document that can
 * run or load anything, even opened on its own (sandbox), and cached for
 * good by the signed-in browser alone: its name is its content's hash.
 */
export const uploadedImageHeaders = (contentType: string, size: number): HeaderRecord => ({
  ...subresource,
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Content-Type": contentType,
  "Content-Length": String(size),
  "Cache-Control": "private, max-age=31536000, immutable",
  "X-Robots-Tag": "noindex, nofollow",
});

/** 303 See Other: after a stored post, so a reload does not post again, and the inbox's redirects. */
export const seeOtherHeaders = (location: string): HeaderRecord => ({
  ...security,
  Location: location,
  "Cache-Control": "no-store",
  "Content-Length": "0",
});

export const healthHeaders = (): HeaderRecord => ({
  ...security,
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
});

/** A request target no URL parser would agree on: refused without a body. */
export const badRequestHeaders = (): HeaderRecord => ({
  ...security,
  "Cache-Control": "no-store",
  "Content-Length": "0",
});
