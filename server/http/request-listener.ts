import type { IncomingMessage, ServerResponse } from "node:http";
import { badRequestHeaders } from "../headers/response-headers.ts";
import { elapsedMs, type Log } from "./request-log.ts";
import { requestPath } from "./request-path.ts";
import type { InsightsCounter } from "../insights/insights-counter.ts";
import type { PreviewSites } from "./preview-sites.ts";
import type { ServedSite, ServedSiteHolder } from "./served-site.ts";

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface RequestListenerOptions {
  /** The site being served: a static answer comes from the one current when the request arrived. */
  served: ServedSiteHolder;
  /** Whether the app answers this request (server/http/app.ts); the static files answer every other. */
  appAnswers(method: string, pathname: string): boolean;
  /** The app behind its Node adaptor. */
  app: RequestListener;
  log: Log;
  /** Counts the static answers that are page views (null: INSIGHTS=off). */
  insights: InsightsCounter | null;
  /** An editor's preview, answered at the site's paths in place of the live site (absent: no previews). */
  previews?: PreviewSites;
}

/** A header Node may hand over as a list (one it does not know): its values joined. */
const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(", ") : value;

/**
 * Static files are answered here with Node's own API, from memory and with
 * headers built at start: the app's Request/Response adaptor cost more than
 * the answer itself. The log line is the one the app writes for its routes.
 */
export function createRequestListener(options: RequestListenerOptions): RequestListener {
  const { served, appAnswers, app, log, insights, previews } = options;
  /** Answers from `site`'s files; returns the status sent. */
  const answerStatic = (
    site: ServedSite,
    method: string,
    pathname: string,
    request: IncomingMessage,
    response: ServerResponse,
  ): number => {
    try {
      return site.staticFiles.answer(
        {
          method,
          pathname,
          acceptEncoding: request.headers["accept-encoding"],
          ifNoneMatch: request.headers["if-none-match"],
        },
        response,
      );
    } catch (error) {
      // Outside the app there is no error handler to fall back on: one bad request must not end the process.
      log({ event: "error", path: pathname, error: error instanceof Error ? error.message : String(error) });
      if (!response.headersSent) response.writeHead(500, badRequestHeaders());
      response.end();
      return 500;
    }
  };
  return (request, response) => {
    const started = performance.now();
    const method = request.method ?? "GET";
    const pathname = requestPath(request.url ?? "/");
    if (pathname === null) {
      response.writeHead(400, badRequestHeaders()).end();
      log({ method, status: 400, ms: elapsedMs(started) });
      return;
    }
    if (appAnswers(method, pathname)) {
      app(request, response);
      return;
    }
    const preview = previews?.siteFor(request.headers.cookie) ?? null;
    if (preview !== null) {
      // A preview is no visit: it is answered and logged, never counted.
      void preview
        .catch(() => null)
        .then((site) => {
          const status = answerStatic(site ?? served.current(), method, pathname, request, response);
          log({
            method,
            path: pathname,
            status,
            ms: elapsedMs(started),
            ...(site === null ? {} : { preview: true }),
          });
        });
      return;
    }
    const status = answerStatic(served.current(), method, pathname, request, response);
    log({ method, path: pathname, status, ms: elapsedMs(started) });
    if (insights !== null) {
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      const { headers: sent } = request;
      insights.seen({
        method,
        pathname,
        search: query === -1 ? "" : url.slice(query),
        status,
        userAgent: sent["user-agent"],
        referer: sent.referer,
        host: sent.host,
        secPurpose: header(sent["sec-purpose"]),
        purpose: header(sent.purpose),
        cookie: sent.cookie,
        socketAddress: request.socket.remoteAddress,
        forwardedFor: header(sent["x-forwarded-for"]),
      });
    }
  };
}
