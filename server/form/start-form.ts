import type { ServerConfig } from "../config.ts";
import type { ServerKeys } from "../store/server-keys.ts";
import type { Database } from "../store/open-database.ts";
import type { LeadIntake } from "../store/lead-intake.ts";
import { createFormHandler, type FormHandlerOptions } from "./form-handler.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { systemResolver } from "./spam-signals.ts";

export interface FormOptions {
  config: Pick<ServerConfig, "formRateLimit" | "spamDnsCheck">;
  database: Database;
  keys: ServerKeys;
  store: LeadIntake;
  /** Called after a submission is committed (to wake the notification worker). */
  onStored(id: number): void;
  log(entry: Record<string, unknown>): void;
}

/**
 * The contact form's handler as the configuration asks: its rate limit and DNS check on or off.
 * `leadSource` tells where a post came from (server/insights/start-insights.ts); without it, "unknown".
 */
export function createForm(
  options: FormOptions,
  leadSource?: FormHandlerOptions["leadSource"],
): ReturnType<typeof createFormHandler> {
  const { config, database, keys, log } = options;
  return createFormHandler({
    store: options.store,
    rateLimiter:
      config.formRateLimit > 0
        ? createRateLimiter(database, config.formRateLimit, keys.get("client-address"))
        : null,
    domainResolver: config.spamDnsCheck ? systemResolver() : null,
    onStored: options.onStored,
    onError: (error) =>
      log({ event: "store-error", error: error instanceof Error ? error.message : String(error) }),
    ...(leadSource === undefined ? {} : { leadSource }),
  });
}
