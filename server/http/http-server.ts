import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { InsightsCounter } from "../insights/insights-counter.ts";
import { appAnswers, bodyLimitFor } from "./app.ts";
import { createExpectContinueListener } from "./expect-continue.ts";
import { createRequestListener } from "./request-listener.ts";
import type { Log } from "./request-log.ts";
import type { ServedSiteHolder } from "./served-site.ts";

export interface HttpServerOptions {
  served: ServedSiteHolder;
  /** The app (server/http/app.ts): the form, the inbox and the health check. */
  app: { fetch: Parameters<typeof getRequestListener>[0] };
  /** The host name the app's URLs are built on (HOST). */
  host: string;
  log: Log;
  /** Counts the static answers that are page views (null: INSIGHTS=off). */
  insights: InsightsCounter | null;
}

/** The front door: static files from the site being served, everything else from the app. */
export function createHttpServer(options: HttpServerOptions): Server {
  const listener = createRequestListener({
    served: options.served,
    appAnswers,
    app: getRequestListener(options.app.fetch, { hostname: options.host }),
    log: options.log,
    insights: options.insights,
  });
  const server = createServer(listener);
  // Without this, Node answers every Expect: 100-continue with 100 Continue, inviting an upload the limit refuses.
  server.on("checkContinue", createExpectContinueListener(listener, bodyLimitFor));
  return server;
}

/** Listens on `port` and `host`: the address it listens on, with its URL ("http://[::1]:43127"). */
export function listen(server: Server, port: number, host: string): Promise<{ url: string; port: number }> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      const name = address.family === "IPv6" ? `[${address.address}]` : address.address;
      resolve({ url: `http://${name}:${address.port}`, port: address.port });
    });
  });
}

/** Stops accepting, lets requests in flight finish, and cuts what is still open after `graceMs`. */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
