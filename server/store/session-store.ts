import { randomToken, sha256Hex } from "../auth/tokens.ts";
import type { Database } from "./open-database.ts";
import { userOf, type User } from "./user-store.ts";
import { toIso } from "./driver-values.ts";
import { inTransaction } from "./transaction.ts";

/** A session unused this long is over. */
export const SESSION_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** A session is over this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;

/** last_seen_at is rewritten at most this often: one write a minute rather than one per request. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

interface NewSession {
  /** For the cookie; only its SHA-256 is stored. */
  token: string;
  csrfToken: string;
  /** The absolute end, for the cookie's Expires. */
  expiresAt: Date;
}

export interface AuthenticatedSession {
  /** The row's id (the token's SHA-256): safe to keep, names no cookie. */
  sessionId: string;
  user: User;
  csrfToken: string;
  /** When this session signed in (a new session at every sign-in): how fresh the proof of identity is. */
  signedInAt: string;
}

export interface SessionStore {
  create(userId: number, now: Date): Promise<NewSession>;
  /** The session a cookie's token belongs to, or null when there is none or it has ended (an ended one is deleted). */
  authenticate(token: string, now: Date): Promise<AuthenticatedSession | null>;
  /** Whether a cookie's token belongs to a session that has not ended; reads only. */
  isActive(token: string, now: Date): Promise<boolean>;
  end(token: string): Promise<void>;
  /** Deletes every session past its idle or absolute end; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}

/** What randomToken() makes; anything else is not worth a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSessionStore(database: Database): SessionStore {
  const { db } = database;
  const deleteById = (id: string) =>
    inTransaction(database, (trx) => trx.deleteFrom("sessions").where("id", "=", id).execute());

  return {
    async create(userId, now) {
      const token = randomToken();
      const csrfToken = randomToken();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
      const nowIso = now.toISOString();
      await inTransaction(database, (trx) =>
        trx
          .insertInto("sessions")
          .values({
            id: sha256Hex(token),
            user_id: userId,
            csrf_token: csrfToken,
            created_at: nowIso,
            last_seen_at: nowIso,
            expires_at: expiresAt.toISOString(),
          })
          .execute(),
      );
      return { token, csrfToken, expiresAt };
    },

    async authenticate(token, now) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const id = sha256Hex(token);
      const row = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select([
          "sessions.csrf_token",
          "sessions.created_at",
          "sessions.last_seen_at",
          "sessions.expires_at",
          "users.id as user_id",
          "users.email",
          "users.role",
          "users.display_name",
          "users.editor",
        ])
        .where("sessions.id", "=", id)
        .executeTakeFirst();
      if (row === undefined) return null;
      const lastSeen = Date.parse(toIso(row.last_seen_at));
      if (
        now.getTime() >= lastSeen + SESSION_IDLE_TIMEOUT_MS ||
        now.getTime() >= Date.parse(toIso(row.expires_at))
      ) {
        await deleteById(id);
        return null;
      }
      if (now.getTime() - lastSeen >= LAST_SEEN_RESOLUTION_MS) {
        await inTransaction(database, (trx) =>
          trx.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute(),
        );
      }
      return {
        sessionId: id,
        user: userOf({ ...row, id: row.user_id }),
        csrfToken: row.csrf_token,
        signedInAt: toIso(row.created_at),
      };
    },

    async isActive(token, now) {
      if (!TOKEN_PATTERN.test(token)) return false;
      const row = await db
        .selectFrom("sessions")
        .select(["last_seen_at", "expires_at"])
        .where("id", "=", sha256Hex(token))
        .executeTakeFirst();
      if (row === undefined) return false;
      return (
        now.getTime() < Date.parse(toIso(row.last_seen_at)) + SESSION_IDLE_TIMEOUT_MS &&
        now.getTime() < Date.parse(toIso(row.expires_at))
      );
    },

    async end(token) {
      await deleteById(sha256Hex(token));
    },

    async purgeExpired(now) {
      const result = await inTransaction(database, (trx) =>
        trx
          .deleteFrom("sessions")
          .where((eb) =>
            eb.or([
              eb("expires_at", "<=", now.toISOString()),
              eb("last_seen_at", "<=", new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString()),
            ]),
          )
          .executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },
  };
}
