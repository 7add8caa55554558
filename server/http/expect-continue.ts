import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestListener } from "./request-listener.ts";
import { requestPath } from "./request-path.ts";

/**
 * Node's answer to `Expect: 100-continue` (its "checkContinue" event): a
 * request whose declared Content-Length is over the limit of where it goes
 * is never invited to send its body; it goes on to the app without
 * `100 Continue`, and the app answers 413 from its headers. Every other one
 * is invited and handled as any request.
 */
export function createExpectContinueListener(
  listener: RequestListener,
  bodyLimit: (method: string, pathname: string) => number | null,
): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const pathname = requestPath(request.url ?? "/");
    const limit = pathname === null ? null : bodyLimit(request.method ?? "GET", pathname);
    const declared = Number(request.headers["content-length"] ?? Number.NaN);
    if (limit === null || !(declared > limit)) response.writeContinue();
    listener(request, response);
  };
}
