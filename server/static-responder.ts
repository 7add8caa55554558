import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { chooseEncoding } from "./accept-encoding.ts";
import type { HeaderRecord, HttpHeaders } from "./http-headers.ts";
import type { StaticFile, StaticSite, StaticVariant } from "./static-site.ts";

export interface StaticRequest {
  /** HEAD gets the headers only, so no file is opened for it. */
  head: boolean;
  pathname: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

export interface StaticResponder {
  /** Whether a file answers at this (already decoded) path. */
  has(pathname: string): boolean;
  /** The file at the path, or the not-found page with status 404. */
  respond(request: StaticRequest): Response;
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

function body(variant: StaticVariant, head: boolean): BodyInit | null {
  if (head) return null;
  return variant.bytes ?? (Readable.toWeb(createReadStream(variant.path)) as ReadableStream<Uint8Array<ArrayBuffer>>);
}

function pickVariant(file: StaticFile, acceptEncoding: string | undefined): StaticVariant {
  const encoding = chooseEncoding(acceptEncoding, file.encodings);
  return (encoding === null ? undefined : file.compressed[encoding]) ?? file.identity;
}

export function createStaticResponder(site: StaticSite, httpHeaders: HttpHeaders): StaticResponder {
  // Header sets are built once per variant: the hot path only looks them up.
  const headerCache = new Map<StaticVariant, { ok: HeaderRecord; notModified: HeaderRecord; notFound: HeaderRecord }>();
  const headersOf = (file: StaticFile, variant: StaticVariant) => {
    let cached = headerCache.get(variant);
    if (cached === undefined) {
      cached = {
        ok: httpHeaders.staticFile(file, variant),
        notModified: httpHeaders.notModified(file, variant),
        notFound: httpHeaders.notFoundPage(file, variant),
      };
      headerCache.set(variant, cached);
    }
    return cached;
  };

  const notFound = (acceptEncoding: string | undefined, head: boolean): Response => {
    const file = site.notFound;
    if (file === undefined) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
    const variant = pickVariant(file, acceptEncoding);
    return new Response(body(variant, head), { status: 404, headers: headersOf(file, variant).notFound });
  };

  return {
    has: (pathname) => site.lookup(pathname) !== undefined,
    respond({ head, pathname, acceptEncoding, ifNoneMatch }) {
      const file = site.lookup(pathname);
      if (file === undefined) return notFound(acceptEncoding, head);
      const variant = pickVariant(file, acceptEncoding);
      const headers = headersOf(file, variant);
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, variant.etag)) {
        return new Response(null, { status: 304, headers: headers.notModified });
      }
      return new Response(body(variant, head), { status: 200, headers: headers.ok });
    },
  };
}
