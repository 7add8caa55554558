export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateDecision;
}

interface Bucket {
  tokens: number;
  updated: number;
}

const MINUTE = 60_000;

/**
 * A token bucket per client: `perMinute` posts at once, refilled evenly over
 * a minute. Full buckets are forgotten, so memory follows active clients only.
 * Each instance counts on its own.
 */
export function createRateLimiter(perMinute: number): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / MINUTE;
  let lastSweep = 0;

  const refill = (bucket: Bucket, now: number) => {
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
  };

  const sweep = (now: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, now);
      if (bucket.tokens >= perMinute) buckets.delete(key);
    }
    lastSweep = now;
  };

  return {
    take(key, now = Date.now()) {
      if (now - lastSweep > MINUTE) sweep(now);
      const bucket = buckets.get(key) ?? { tokens: perMinute, updated: now };
      refill(bucket, now);
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      // Whole milliseconds first, so float noise never adds a second.
      const waitMs = Math.round((1 - bucket.tokens) / refillPerMs);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}
