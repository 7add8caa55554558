import { randomBytes } from "node:crypto";
import type { Database } from "./open-database.ts";
import { inTransaction } from "./transaction.ts";

export type ServerKeyName = "device-cookie";

export interface ServerKeys {
  /** The named key: made at first use, then the same for every instance on this database. */
  get(name: ServerKeyName, now: Date): Promise<Buffer>;
}

/**
 * Secrets the server makes for itself, so they need no setting: the first
 * instance to ask writes 32 random bytes, and everyone reads that row.
 * Deleting a row replaces its key (every device cookie is then unknown).
 */
export function createServerKeys(database: Database): ServerKeys {
  const cache = new Map<ServerKeyName, Buffer>();
  return {
    async get(name, now) {
      const cached = cache.get(name);
      if (cached !== undefined) return cached;
      const value = await inTransaction(database, async (trx) => {
        await trx
          .insertInto("server_keys")
          .values({ name, value: randomBytes(32).toString("base64url"), created_at: now.toISOString() })
          .onConflict((conflict) => conflict.column("name").doNothing())
          .execute();
        const row = await trx.selectFrom("server_keys").select("value").where("name", "=", name).executeTakeFirstOrThrow();
        return row.value;
      });
      const key = Buffer.from(value, "base64url");
      cache.set(name, key);
      return key;
    },
  };
}
