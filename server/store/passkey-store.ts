import type { Database } from "./open-database.ts";
import { toIso } from "./driver-values.ts";
import { inTransaction } from "./transaction.ts";

interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  userId: number;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface NewPasskey {
  id: string;
  userId: number;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  name: string;
}

export interface PasskeyStore {
  listFor(userId: number): Promise<StoredPasskey[]>;
  get(id: string): Promise<StoredPasskey | null>;
  /** Stores a new passkey; false, with nothing written, when a passkey with its credential id is stored already (on any account). */
  add(passkey: NewPasskey, now: Date): Promise<boolean>;
  /** Records a sign-in with it: the authenticator's new counter and when. */
  used(id: string, counter: number, now: Date): Promise<void>;
  /** Removes one of the user's passkeys; false when the user has no such passkey. */
  remove(userId: number, id: string): Promise<boolean>;
}

type Row = {
  id: string;
  user_id: number;
  public_key: string;
  counter: number | string;
  transports: string | null;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
};

function fromRow(row: Row): StoredPasskey {
  return {
    id: row.id,
    userId: Number(row.user_id),
    publicKey: row.public_key,
    // PostgreSQL returns bigint as text.
    counter: Number(row.counter),
    transports: row.transports === null ? [] : (JSON.parse(row.transports) as string[]),
    name: row.name,
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : toIso(row.last_used_at),
  };
}

/** The WebAuthn credentials of the inbox's accounts. Writes go through inTransaction, which waits out another process's SQLite lock. */
export function createPasskeyStore(database: Database): PasskeyStore {
  const { db } = database;
  return {
    async listFor(userId) {
      return (
        await db
          .selectFrom("passkeys")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at")
          .execute()
      ).map(fromRow);
    },
    async get(id) {
      const row = await db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
      return row === undefined ? null : fromRow(row);
    },
    async add(passkey, now) {
      const result = await inTransaction(database, (trx) =>
        trx
          .insertInto("passkeys")
          .values({
            id: passkey.id,
            user_id: passkey.userId,
            public_key: passkey.publicKey,
            counter: passkey.counter,
            transports: JSON.stringify(passkey.transports),
            name: passkey.name,
            created_at: now.toISOString(),
            last_used_at: null,
          })
          // The credential id is the key: the same authenticator offered twice is one passkey, not a fault.
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst(),
      );
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    async used(id, counter, now) {
      await inTransaction(database, (trx) =>
        trx
          .updateTable("passkeys")
          .set({ counter, last_used_at: now.toISOString() })
          .where("id", "=", id)
          .execute(),
      );
    },
    async remove(userId, id) {
      const result = await inTransaction(database, (trx) =>
        trx.deleteFrom("passkeys").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst(),
      );
      return Number(result.numDeletedRows) > 0;
    },
  };
}
