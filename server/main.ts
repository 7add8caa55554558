/**
 * The site's server: serves the build and collects the contact form.
 * Run with `npm run serve`; configured by environment variables (docs/configuration.md; checked in config.ts).
 */
import { ConfigError, readServerConfig, type ServerConfig } from "./config.ts";
import { stdoutLog } from "./http/request-log.ts";
import { startServer } from "./start-server.ts";

function fail(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

function loadConfig(): ServerConfig {
  try {
    return readServerConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error);
    throw error;
  }
}

const config = loadConfig();

const running = await startServer(config).catch(fail);
stdoutLog({ event: "listening", url: running.url, database: config.database.kind });

/** Beyond the 10 s for requests in flight, a few seconds for pending commits and closing the database. */
const STOP_DEADLINE_MS = 15_000;
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stdoutLog({ event: "stopping", signal });
    // Every step of stop() is bounded; should one still hang, the process must end all the same.
    setTimeout(() => {
      stdoutLog({ event: "stop-timeout" });
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    running.stop().then(
      () => {
        stdoutLog({ event: "stopped" });
        process.exit(0);
      },
      (error: unknown) => fail(error),
    );
  });
}
