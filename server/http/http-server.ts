import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { InsightsCounter } from "../insights/insights-counter.ts";
import { appAnswers, bodyLimitFor, createApp, type AppOptions } from "./app.ts";
import { createExpectContinueListener } from "./expect-continue.ts";
import type { PreviewSites } from "./preview-sites.ts";
import { createRequestListener } from "./request-listener.ts";
import { singleFlight } from "./single-flight.ts";
import type { ServerConfig } from "../config.ts";

/** The app's parts (server/http/app.ts) and what the front door adds. */
export interface HttpServerOptions extends Omit<AppOptions, "ping" | "trustProxyHops"> {
  /** Throws unless a submission could be stored now: the health check, one at a time however many ask. */
  ping(): Promise<void>;
  config: Pick<ServerConfig, "host" | "trustProxyHops">;
  /** Counts the static answers that are page views (null: INSIGHTS=off). */
  insights: InsightsCounter | null;
  /** An editor's preview builds, served at the site's paths (decision 035); absent: no previews. */
  previews?: PreviewSites;
}

/** The front door: static files from the site being served, the form, the inbox and /healthz from the app. */
export function createHttpServer(options: HttpServerOptions): Server {
  const { config } = options;
  const app = createApp({
    ...options,
    ping: singleFlight(options.ping),
    trustProxyHops: config.trustProxyHops,
  });
  const listener = createRequestListener({
    served: options.served,
    appAnswers,
    app: getRequestListener(app.fetch, { hostname: config.host }),
    log: options.log,
    insights: options.insights,
    ...(options.previews === undefined ? {} : { previews: options.previews }),
  });
  const server = createServer(listener);
  // Without this, Node answers every Expect: 100-continue with 100 Continue, inviting an upload the limit
  // refuses.
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
