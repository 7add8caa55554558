import { visitorHash } from "./visitor-hash.ts";

/** A client seen today: its hash, and whether its first view is already pending or written. */
export interface HashedClient {
  readonly userAgent: string;
  readonly site: string;
  readonly hash: string;
  /** Set once the visitor is pending or known: a returning visitor then costs one look-up, no hash and no key. */
  settled: boolean;
}

/**
 * Today's visitor hashes by the client they were made from, so that a
 * returning visitor's view is not hashed again. Memory only, for one day (a
 * new day or salt starts afresh), and bounded: past `max` clients it starts
 * afresh too, which only costs hashing again. By address first, then a short
 * list of user agents and sites: no key string is built per view.
 */
export class VisitorHashes {
  private day = "";
  private salt = "";
  private clients = new Map<string, HashedClient[]>();
  private size = 0;
  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  /** The client's entry for `day`, hashed with that day's `salt` the first time it is seen. */
  entry(day: string, salt: string, address: string, userAgent: string, site: string): HashedClient {
    if (day !== this.day || salt !== this.salt) {
      this.forget();
      this.day = day;
      this.salt = salt;
    }
    let list = this.clients.get(address);
    if (list !== undefined) {
      for (const client of list) if (client.userAgent === userAgent && client.site === site) return client;
    }
    if (this.size >= this.max) {
      this.forget();
      list = undefined;
    }
    const client: HashedClient = {
      userAgent,
      site,
      hash: visitorHash(salt, address, userAgent, site),
      settled: false,
    };
    if (list === undefined) this.clients.set(address, [client]);
    else list.push(client);
    this.size += 1;
    return client;
  }

  /** Drops every entry: the next view of each client is hashed and noted again. */
  forget(): void {
    this.clients = new Map();
    this.size = 0;
  }
}
