import { sha256Hex } from "../auth/tokens.ts";
import type { Database } from "../store/open-database.ts";
import { createThrottleStore, type RateDecision } from "../store/throttle-store.ts";

export interface RateLimiter {
  take(client: string, now?: Date): Promise<RateDecision>;
}

/**
 * A token bucket per client: `perMinute` posts at once, refilled evenly over
 * a minute. The buckets are rows of the database, so every instance draws on
 * the same budget; the key is the address's hash, never the address.
 */
export function createRateLimiter(database: Database, perMinute: number): RateLimiter {
  const throttles = createThrottleStore(database);
  return {
    take: (client, now = new Date()) => throttles.take(`form:${sha256Hex(client)}`, perMinute, perMinute, now),
  };
}
