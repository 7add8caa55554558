import type { Database } from "../store/open-database.ts";
import { keyedHex } from "../store/server-keys.ts";
import { createThrottleStore, type RateDecision } from "../store/throttle-store.ts";

export interface RateLimiter {
  take(client: string, now?: Date): Promise<RateDecision>;
}

/**
 * A token bucket per client: `perMinute` posts at once, refilled evenly over
 * a minute. The buckets are rows of the database, so every instance draws on
 * the same budget; the key is the address's HMAC under `addressKey` (a server
 * key, decision 027), never the address nor a hash anyone could redo.
 */
export function createRateLimiter(database: Database, perMinute: number, addressKey: Buffer): RateLimiter {
  const throttles = createThrottleStore(database);
  return {
    take: (client, now = new Date()) =>
      throttles.take(`form:${keyedHex(addressKey, client)}`, perMinute, perMinute, now),
  };
}
