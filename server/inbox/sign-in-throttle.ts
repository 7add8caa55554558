import type { Database } from "../store/open-database.ts";
import { createThrottleStore, type FailureWindow, type RateDecision } from "../store/throttle-store.ts";
import { normaliseEmail } from "../store/user-store.ts";
import { sha256Hex } from "../auth/tokens.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per window for one email, whether or not it has an account (else the refusal would tell). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per window from one client address, over every email it tries. */
export const MAX_FAILURES_PER_CLIENT = 20;

/**
 * A password attempt is counted as a failure before it is verified, so a
 * burst of attempts sent at once cannot slip past the limit together; one
 * that succeeds is then taken back.
 */
export interface SignInThrottle {
  /** Counts the attempt; refused when it is past either limit (then it is not verified). */
  attempt(email: string, client: string, now: Date): Promise<RateDecision>;
  /** The client's budget alone, for a passkey: there is no email to count against until one is verified. */
  checkClient(client: string, now: Date): Promise<RateDecision>;
  clientFailed(client: string, now: Date): Promise<void>;
  /** Clears the account's count and takes back this attempt from the client's; its other failures stay, so one good password does not reset a spray over many accounts. */
  succeeded(email: string, client: string): Promise<void>;
}

const accountKey = (email: string) => `sign-in:account:${sha256Hex(normaliseEmail(email))}`;
const clientKey = (client: string) => `sign-in:client:${sha256Hex(client)}`;

/** Allowed unless a window is full; when any is, until the last full one ends. */
function decide(full: readonly FailureWindow[], now: Date): RateDecision {
  if (full.length === 0) return { allowed: true };
  const waitMs = Math.max(...full.map((window) => window.endsAt.getTime() - now.getTime()));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function createSignInThrottle(database: Database): SignInThrottle {
  const throttles = createThrottleStore(database);
  return {
    async attempt(email, client, now) {
      // Counted before the password is verified: requests sent at once each see the others' counts.
      const [account, fromClient] = await Promise.all([
        throttles.recordFailure(accountKey(email), now, SIGN_IN_WINDOW_MS),
        throttles.recordFailure(clientKey(client), now, SIGN_IN_WINDOW_MS),
      ]);
      const full: FailureWindow[] = [];
      if (account.count > MAX_FAILURES_PER_ACCOUNT) full.push(account);
      if (fromClient.count > MAX_FAILURES_PER_CLIENT) full.push(fromClient);
      return decide(full, now);
    },

    async checkClient(client, now) {
      const fromClient = await throttles.failuresIn(clientKey(client), now, SIGN_IN_WINDOW_MS);
      return decide(fromClient.count >= MAX_FAILURES_PER_CLIENT ? [fromClient] : [], now);
    },

    async clientFailed(client, now) {
      await throttles.recordFailure(clientKey(client), now, SIGN_IN_WINDOW_MS);
    },

    async succeeded(email, client) {
      await Promise.all([throttles.clear(accountKey(email)), throttles.forgive(clientKey(client))]);
    },
  };
}
