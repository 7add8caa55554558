import { createHmac, hkdfSync } from "node:crypto";

/** What each key is for: the device cookie's signature, stored stand-ins for a client's address, the visitor hash. */
type ServerKeyName = "device-cookie" | "client-address" | "visitor";

export interface ServerKeys {
  /** The named key, derived from the server secret: the same on every instance given the same secret. */
  get(name: ServerKeyName): Buffer;
}

/**
 * Keys derived from the server secret (decision 027), one per use, so that
 * no key serves two purposes. The secret is never in the database: a copy of
 * the database alone cannot tell an address from its stored derivative, nor
 * mint a device cookie.
 */
export function createServerKeys(secret: Buffer): ServerKeys {
  const keys = new Map<ServerKeyName, Buffer>();
  return {
    get(name) {
      let key = keys.get(name);
      if (key === undefined) {
        key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `dunecrest ${name}`, 32));
        keys.set(name, key);
      }
      return key;
    },
  };
}

/** What a store keeps in place of a client's address (or its /64): an HMAC under the "client-address" key, hex. */
export function keyedHex(key: Buffer, text: string): string {
  return createHmac("sha256", key).update(text).digest("hex");
}
