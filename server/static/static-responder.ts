import { createReadStream } from "node:fs";
import type { ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import {
  generatedPageHeaders,
  notFoundPageHeaders,
  notModifiedHeaders,
  staticFileHeaders,
  type HeaderRecord,
} from "../headers/response-headers.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import type { StaticFile, StaticSite, StaticVariant } from "./static-site.ts";

interface StaticRequest {
  method: string;
  /** The decoded path (server/http/request-path.ts). */
  pathname: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

export interface StaticResponder {
  /**
   * Answers GET and HEAD with the file at the path (or the not-found page,
   * 404), other methods with 405 where a file is and 404 elsewhere; returns
   * the status sent, for the request log.
   */
  answer(request: StaticRequest, response: ServerResponse): number;
}

/** Node takes headers as one flat [name, value, …] list, which it writes without building an object. */
type HeaderList = string[];

const headerList = (record: HeaderRecord): HeaderList => Object.entries(record).flat();

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

function pickVariant(file: StaticFile, acceptEncoding: string | undefined): StaticVariant {
  const encoding = chooseEncoding(acceptEncoding, file.encodings);
  return (encoding === null ? undefined : file.compressed[encoding]) ?? file.identity;
}

/** HEAD gets the headers only, so no file is opened for it. */
function send(
  response: ServerResponse,
  status: number,
  headers: HeaderList,
  variant: StaticVariant,
  head: boolean,
): number {
  response.writeHead(status, headers);
  if (head) response.end();
  else if (variant.bytes !== null) response.end(variant.bytes);
  // The status line is out by then: a file that fails mid-way can only be cut off, which pipeline does.
  else pipeline(createReadStream(variant.path), response, () => {});
  return status;
}

export function createStaticResponder(
  site: StaticSite,
  /** Each prerendered page's inline-script hashes, by its path in the static folder (server/headers/security-policy.ts). */
  pageScriptHashes: ReadonlyMap<string, readonly string[]>,
  methodNotAllowedPage: (pathname: string) => string,
  /** A last change to every file's headers (an editor's preview may be framed by the editor); none for the live site. */
  adjust: (headers: HeaderRecord) => HeaderRecord = (headers) => headers,
): StaticResponder {
  // Header lists are built once per variant: the hot path only looks them up.
  const headerCache = new Map<
    StaticVariant,
    { ok: HeaderList; notModified: HeaderList; notFound: HeaderList }
  >();
  const headersOf = (file: StaticFile, variant: StaticVariant) => {
    let cached = headerCache.get(variant);
    if (cached === undefined) {
      const scriptHashes = pageScriptHashes.get(file.path) ?? [];
      cached = {
        ok: headerList(adjust(staticFileHeaders(file, variant, scriptHashes))),
        notModified: headerList(adjust(notModifiedHeaders(file, variant, scriptHashes))),
        notFound: headerList(adjust(notFoundPageHeaders(file, variant, scriptHashes))),
      };
      headerCache.set(variant, cached);
    }
    return cached;
  };

  const notFound = (
    response: ServerResponse,
    pathname: string,
    acceptEncoding: string | undefined,
    head: boolean,
  ): number => {
    const file = site.notFoundFor(pathname);
    if (file === undefined) {
      response
        .writeHead(404, { "Content-Type": "text/plain", "Content-Length": "9" })
        .end(head ? undefined : "Not found");
      return 404;
    }
    const variant = pickVariant(file, acceptEncoding);
    return send(response, 404, headersOf(file, variant).notFound, variant, head);
  };

  const methodNotAllowed = (response: ServerResponse, pathname: string): number => {
    const body = methodNotAllowedPage(pathname);
    response
      .writeHead(
        405,
        headerList(
          generatedPageHeaders({ Allow: "GET, HEAD", "Content-Length": String(Buffer.byteLength(body)) }),
        ),
      )
      .end(body);
    return 405;
  };

  return {
    answer({ method, pathname, acceptEncoding, ifNoneMatch }, response) {
      const file = site.lookup(pathname);
      const head = method === "HEAD";
      if (!head && method !== "GET") {
        return file === undefined
          ? notFound(response, pathname, acceptEncoding, false)
          : methodNotAllowed(response, pathname);
      }
      if (file === undefined) return notFound(response, pathname, acceptEncoding, head);
      const variant = pickVariant(file, acceptEncoding);
      const headers = headersOf(file, variant);
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, variant.etag)) {
        response.writeHead(304, headers.notModified).end();
        return 304;
      }
      return send(response, 200, headers.ok, variant, head);
    },
  };
}
