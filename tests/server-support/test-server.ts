import type { ServerConfig } from "../../server/config.ts";
import type { LogEntry } from "../../server/http/request-log.ts";
import { startServer, type RunningServer, type StartOptions } from "../../server/start-server.ts";

export interface TestServer extends RunningServer {
  /** Every log line the server wrote. */
  logs: LogEntry[];
}

/** The real server on a random loopback port, logging into memory. */
export async function startTestServer(
  config: Partial<ServerConfig> & Pick<ServerConfig, "database" | "staticDir">,
  options: StartOptions = {},
): Promise<TestServer> {
  const logs: LogEntry[] = [];
  const running = await startServer(
    {
      host: "127.0.0.1",
      port: 0,
      formRateLimit: 0,
      trustProxyHops: 0,
      smtp: null,
      webhook: null,
      autoreply: false,
      siteUrl: null,
      spamDnsCheck: false,
      auditRetentionDays: 365,
      holidays: [],
      // Off unless a test counts: a flush's write would meet the tool connections other tests open in this process.
      insights: false,
      insightsRetentionDays: 400,
      replyTo: null,
      digestTime: "08:30",
      ...config,
    },
    // The digest's clock looks only when a test asks: a write of its own would race a test's second SQLite connection.
    { log: (entry) => logs.push(entry), digestCheckMs: 24 * 60 * 60 * 1000, ...options },
  );
  return { ...running, logs };
}
