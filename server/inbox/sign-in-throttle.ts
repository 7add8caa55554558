import type { Database } from "../store/open-database.ts";
import { createThrottleStore, type BackoffPolicy, type RateDecision } from "../store/throttle-store.ts";
import { normaliseEmail } from "../store/user-store.ts";
import { sha256Hex } from "../auth/tokens.ts";
import { throttleGroup } from "../auth/client-address.ts";
import { keyedHex } from "../store/server-keys.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The first lockout, as long as the window; each further one lasts twice as long, up to MAX_LOCK_MS. */
export const FIRST_LOCK_MS = 15 * 60 * 1000;
export const MAX_LOCK_MS = 8 * 60 * 60 * 1000;
/** Failed sign-ins allowed per window for one email from browsers it has never seen, whether or not it has an account (else the refusal would tell). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per window from one client (an IPv4 address or an IPv6 /64), over every email it tries. */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Failed sign-ins allowed per window from one browser that has signed in to the account before, wherever it is. */
export const MAX_FAILURES_PER_DEVICE = 5;
/** Wrong one-time codes allowed per window for one email: a budget of their own, so password guesses cannot block setting a password. */
export const MAX_CODE_FAILURES_PER_ACCOUNT = 10;
/** Failed sign-ins on one account in ALERT_WINDOW_MS, from everywhere, that tell its owners it is under attack. */
export const ALERT_CEILING = 100;
export const ALERT_WINDOW_MS = 60 * 60 * 1000;
/** Passkey sign-in ceremonies one client may start: this many at once, and this many more a minute. */
export const PASSKEY_OPTIONS_PER_MINUTE = 10;

const policy = (limit: number): BackoffPolicy => ({
  limit,
  windowMs: SIGN_IN_WINDOW_MS,
  firstLockMs: FIRST_LOCK_MS,
  maxLockMs: MAX_LOCK_MS,
});
const ACCOUNT = policy(MAX_FAILURES_PER_ACCOUNT);
const CLIENT = policy(MAX_FAILURES_PER_CLIENT);
const DEVICE = policy(MAX_FAILURES_PER_DEVICE);
const CODE_ACCOUNT = policy(MAX_CODE_FAILURES_PER_ACCOUNT);

/** Who is trying: the email typed, the client's address, and the browser's device id when its device cookie is valid for that email's account. */
export interface SignInAttempt {
  email: string;
  /** Whether the email has an account: only an account's failures can raise its alert (a row per real account, not per guess). */
  hasAccount: boolean;
  client: string;
  device: string | null;
}

interface AttemptDecision {
  decision: RateDecision;
  /** True once per ALERT_WINDOW_MS, at the failure that reaches ALERT_CEILING: time to tell the owners. */
  underAttack: boolean;
}

/**
 * A password attempt is counted as a failure before it is verified, so a
 * burst of attempts sent at once cannot slip past the limit together; one
 * that succeeds is then taken back.
 *
 * A browser the account has never seen is held by the account's limit and
 * its client's; a browser with the account's device cookie by its own
 * budget alone, so guesses from elsewhere never lock the owner's own laptop
 * out. Every limit locks for longer each time it is passed again.
 */
export interface SignInThrottle {
  /** Counts the attempt; refused when it is past its limits (then it is not verified). */
  attempt(attempt: SignInAttempt, now: Date): Promise<AttemptDecision>;
  /** Clears the budget that held the attempt and takes this attempt back from the client's; its other failures stay, so one good password does not reset a spray over many accounts. */
  succeeded(attempt: SignInAttempt): Promise<void>;
  /** Counts a one-time code attempt, against the codes' own budget. */
  codeAttempt(email: string, client: string, now: Date): Promise<RateDecision>;
  codeSucceeded(email: string, client: string): Promise<void>;
  /** The client's budget alone, for a passkey: there is no email to count against until one is verified. */
  checkClient(client: string, now: Date): Promise<RateDecision>;
  clientFailed(client: string, now: Date): Promise<void>;
  /** What may be stored in place of the client (its address or /64), e.g. in the audit log's burst key. */
  clientTag(client: string): string;
  /** Takes one passkey ceremony from the client's bucket: each writes a challenge row. */
  passkeyOptions(client: string, now: Date): Promise<RateDecision>;
}

const emailHash = (email: string) => sha256Hex(normaliseEmail(email));
const accountKey = (email: string) => `sign-in:account:${emailHash(email)}`;

const deviceKey = (email: string, device: string) =>
  `sign-in:device:${sha256Hex(`${normaliseEmail(email)}\n${device}`)}`;
const alertKey = (email: string) => `sign-in:alert:${emailHash(email)}`;
const NO_ACCOUNT_ALERT_KEY = "sign-in:alert:no-account";
const codeAccountKey = (email: string) => `set-password:account:${emailHash(email)}`;

/**
 * `addressKey` keys what the rows keep of a client (a server key, decision
 * 025): an HMAC of its address or /64, which a copy of the database cannot
 * match against every address.
 */
export function createSignInThrottle(database: Database, addressKey: Buffer): SignInThrottle {
  const throttles = createThrottleStore(database);
  const clientTag = (client: string) => keyedHex(addressKey, throttleGroup(client));
  const clientKey = (client: string) => `sign-in:client:${clientTag(client)}`;
  const codeClientKey = (client: string) => `set-password:client:${clientTag(client)}`;
  const optionsKey = (client: string) => `passkey-options:${clientTag(client)}`;

  /**
   * Counts against the account-wide ceiling; true at the failure that reaches it, once a window.
   * An email without an account is counted on one shared key: the same write either way, so the
   * time taken does not tell whether the email has an account, and no row per guessed email.
   */
  const countTowardsAlert = async (email: string, hasAccount: boolean, now: Date): Promise<boolean> => {
    const window = await throttles.recordFailure(
      hasAccount ? alertKey(email) : NO_ACCOUNT_ALERT_KEY,
      now,
      ALERT_WINDOW_MS,
    );
    return hasAccount && window.count === ALERT_CEILING;
  };

  /** The client first: once it is refused, nothing is counted for the emails it goes on trying, so a spray leaves no row per email. */
  const countClientThenAccount = async (
    accountSide: string,
    clientSide: string,
    accountPolicy: BackoffPolicy,
    now: Date,
  ): Promise<RateDecision> => {
    const fromClient = await throttles.countFailure(clientSide, now, CLIENT);
    if (!fromClient.allowed) return fromClient;
    return throttles.countFailure(accountSide, now, accountPolicy);
  };

  return {
    async attempt({ email, hasAccount, client, device }, now) {
      const underAttack = await countTowardsAlert(email, hasAccount, now);
      const decision =
        device === null
          ? await countClientThenAccount(accountKey(email), clientKey(client), ACCOUNT, now)
          : await throttles.countFailure(deviceKey(email, device), now, DEVICE);
      return { decision, underAttack };
    },

    async succeeded({ email, hasAccount, client, device }) {
      if (hasAccount) await throttles.forgive(alertKey(email));
      if (device !== null) await throttles.clear(deviceKey(email, device));
      else await Promise.all([throttles.clear(accountKey(email)), throttles.forgive(clientKey(client))]);
    },

    codeAttempt: (email, client, now) =>
      countClientThenAccount(codeAccountKey(email), codeClientKey(client), CODE_ACCOUNT, now),

    async codeSucceeded(email, client) {
      await Promise.all([throttles.clear(codeAccountKey(email)), throttles.forgive(codeClientKey(client))]);
    },

    checkClient: (client, now) => throttles.checkFailures(clientKey(client), now, CLIENT),

    async clientFailed(client, now) {
      await throttles.countFailure(clientKey(client), now, CLIENT);
    },

    clientTag,

    passkeyOptions: (client, now) =>
      throttles.take(optionsKey(client), PASSKEY_OPTIONS_PER_MINUTE, PASSKEY_OPTIONS_PER_MINUTE, now),
  };
}
