import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve, sep } from "node:path";
import { localeInfo } from "../../../app/config/locales.ts";
import { localeOfPath } from "../../../app/lib/locale-paths.ts";
import {
  headersSentFor,
  parseHeadersFile,
  type StaticHost,
} from "../../../scripts/build/static-host-headers.ts";
import { headersFilePath } from "../../../server/build-layout.ts";
import { contentTypeFor } from "../../../server/static/content-types.ts";

export interface StaticHostServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The static folder served as a static host serves it, with none of our server's code: a
 * path's file (a folder's `index.html`, a page's `.html`), else its language's `404.html`
 * with status 404, each with the headers `_headers` gives that path on `host`
 * (scripts/build/static-host-headers.ts). What a visitor of a Netlify or Cloudflare Pages
 * deploy gets, for browser tests.
 */
export async function serveLikeStaticHost(staticDir: string, host: StaticHost): Promise<StaticHostServer> {
  const root = resolve(staticDir);
  const rules = parseHeadersFile(readFileSync(headersFilePath(root), "utf8"));
  const fileFor = (pathname: string) =>
    (pathname.endsWith("/")
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`]
    )
      .map((candidate) => join(root, candidate))
      .find((file) => file.startsWith(`${root}${sep}`) && existsSync(file) && statSync(file).isFile());
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    const found = fileFor(pathname);
    const prefix = localeInfo[localeOfPath(pathname)].prefix.slice(1);
    const file = found ?? join(root, prefix, "404.html");
    const headers = [...headersSentFor(rules, pathname, host)].map(([name, values]) => [
      name,
      values.join(", "),
    ]);
    response.writeHead(found === undefined ? 404 : 200, [
      ...headers.flat(),
      ...["content-type", contentTypeFor(file)],
    ]);
    response.end(readFileSync(file));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
