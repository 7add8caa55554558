import { randomToken, sha256Hex } from "../auth/tokens.ts";
import type { Database } from "./open-database.ts";
import type { AuthChallengesTable } from "./schema.ts";
import { toIso } from "./driver-values.ts";
import { inTransaction } from "./transaction.ts";

/** A ceremony left this long is abandoned: the browser's own timeout is one minute. */
export const CHALLENGE_VALID_MS = 5 * 60 * 1000;

export type ChallengePurpose = AuthChallengesTable["purpose"];

export interface PendingChallenge {
  challenge: string;
  /** The user registering a passkey; null while signing in. */
  userId: number | null;
}

export interface ChallengeStore {
  /** Keeps a WebAuthn challenge until it is answered; returns the token for the challenge cookie. */
  save(challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date): Promise<string>;
  /** The challenge a cookie's token stands for, deleted as it is read: each is answered once. Null when unknown, of another purpose or expired. */
  take(token: string, purpose: ChallengePurpose, now: Date): Promise<PendingChallenge | null>;
}

/**
 * How many ceremonies may wait at once. Past it the oldest is dropped (its
 * browser is asked to try again): the table stays small however many
 * clients ask, and a flood cannot stop anyone from getting a new challenge.
 */
const MAX_PENDING_CHALLENGES = 1_000;

/** WebAuthn challenges waiting for their answer, keyed by the SHA-256 of the cookie's token: the table alone answers nothing. */
export function createChallengeStore(
  database: Database,
  maxPending = MAX_PENDING_CHALLENGES,
): ChallengeStore {
  return {
    async save(challenge, purpose, userId, now) {
      const token = randomToken();
      await inTransaction(database, async (trx) => {
        // Abandoned ceremonies are swept here, so the table holds a few minutes' worth at most.
        await trx.deleteFrom("auth_challenges").where("expires_at", "<=", now.toISOString()).execute();
        // Room for this one: the newest others stay.
        const kept = trx
          .selectFrom("auth_challenges")
          .select("id")
          .orderBy("expires_at", "desc")
          .orderBy("id")
          .limit(maxPending - 1);
        await trx.deleteFrom("auth_challenges").where("id", "not in", kept).execute();
        await trx
          .insertInto("auth_challenges")
          .values({
            id: sha256Hex(token),
            challenge,
            purpose,
            user_id: userId,
            expires_at: new Date(now.getTime() + CHALLENGE_VALID_MS).toISOString(),
          })
          .execute();
      });
      return token;
    },

    async take(token, purpose, now) {
      // Deleted and read in one statement: two answers racing for one challenge cannot both get it.
      const row = await inTransaction(database, (trx) =>
        trx
          .deleteFrom("auth_challenges")
          .where("id", "=", sha256Hex(token))
          .returning(["challenge", "purpose", "user_id", "expires_at"])
          .executeTakeFirst(),
      );
      if (row === undefined || row.purpose !== purpose) return null;
      if (now.getTime() >= Date.parse(toIso(row.expires_at))) return null;
      return { challenge: row.challenge, userId: row.user_id === null ? null : Number(row.user_id) };
    },
  };
}
