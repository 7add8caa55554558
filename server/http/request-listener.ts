import type { IncomingMessage, ServerResponse } from "node:http";
import type { HttpHeaders } from "./response-headers.ts";
import { elapsedMs, type Log } from "./request-log.ts";
import { requestPath } from "./request-path.ts";
import type { StaticResponder } from "../static/static-responder.ts";

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface RequestListenerOptions {
  staticFiles: StaticResponder;
  /** Whether the app answers this request (server/http/app.ts); the static files answer every other. */
  appAnswers(method: string, pathname: string): boolean;
  /** The app behind its Node adaptor. */
  app: RequestListener;
  headers: HttpHeaders;
  log: Log;
}

/**
 * Static files are answered here with Node's own API, from memory and with
 * headers built at start: the app's Request/Response adaptor cost more than
 * the answer itself. The log line is the one the app writes for its routes.
 */
export function createRequestListener(options: RequestListenerOptions): RequestListener {
  const { staticFiles, appAnswers, app, headers, log } = options;
  return (request, response) => {
    const started = performance.now();
    const method = request.method ?? "GET";
    const pathname = requestPath(request.url ?? "/");
    if (pathname === null) {
      response.writeHead(400, headers.badRequest()).end();
      log({ method, status: 400, ms: elapsedMs(started) });
      return;
    }
    if (appAnswers(method, pathname)) {
      app(request, response);
      return;
    }
    let status: number;
    try {
      status = staticFiles.answer(
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
      if (!response.headersSent) response.writeHead(500, headers.badRequest());
      response.end();
      status = 500;
    }
    log({ method, path: pathname, status, ms: elapsedMs(started) });
  };
}
