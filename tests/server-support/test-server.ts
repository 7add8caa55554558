import { dirname, join } from "node:path";
import {
  SERVER_SECRET_FILE_NAME,
  type DatabaseConfig,
  type ServerConfig,
  type ServerSecretSource,
} from "../../server/config.ts";
import type { LogEntry } from "../../server/http/request-log.ts";
import { makeTempDir } from "./temp-dir.ts";
import { TEST_SERVER_SECRET } from "./test-secret.ts";
import { startServer, type RunningServer, type StartOptions } from "../../server/start-server.ts";

export interface TestServer extends RunningServer {
  /** Every log line the server wrote. */
  logs: LogEntry[];
}

/** Where a test server's secret comes from: the key file beside its SQLite database, or the setting on PostgreSQL, as the configuration would say. */
export function testServerSecret(database: DatabaseConfig): ServerSecretSource {
  return database.kind === "sqlite"
    ? { kind: "file", file: join(dirname(database.file), SERVER_SECRET_FILE_NAME) }
    : { kind: "setting", value: TEST_SERVER_SECRET };
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
      // Beside the test's site: each test's publishes are its own.
      publishDir: join(dirname(config.staticDir), "publish"),
      publishBuildTimeoutSeconds: 300,
      serverSecret: testServerSecret(config.database),
      uploadsDir: makeTempDir("uploads"),
      ...config,
    },
    // The digest's clock looks only when a test asks: a write of its own would race a test's second SQLite connection.
    {
      log: (entry) => logs.push(entry),
      digestCheckMs: 24 * 60 * 60 * 1000,
      // Likewise its heartbeat, a write every few seconds: one server alone needs none.
      siteInstance: { timing: { heartbeatMs: 60 * 60 * 1000, aliveMs: 2 * 60 * 60 * 1000 } },
      ...options,
    },
  );
  return { ...running, logs };
}
