import { createHmac, hash } from "node:crypto";

/**
 * A visitor's identifier for one day: the hash of the day's secret (daySecret),
 * the client's address, its user agent and the site, as Plausible makes it.
 * The address and user agent are read in memory and never kept; once the
 * day's salt is deleted, no one can make the hash again, and without the
 * server's visitor key no one could while it lasts. `salt` is the day's
 * secret as base64url text, so the whole input is one string.
 */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  // One call, no hash object: this runs for every page view. 22 characters of base64url
  // (132 bits) tell a day's visitors apart as surely as all 43, in a shorter key.
  return hash("sha256", `${salt}\u0000${address}\u0000${userAgent}\u0000${site}`, "base64url").slice(0, 22);
}

/**
 * The day's salt (kept in the database, shared by the instances) mixed with
 * the server's visitor key (not in the database, decision 027), as base64url:
 * once a day, so a view's hash costs no more than before.
 */
export function daySecret(visitorKey: Buffer, salt: Buffer): string {
  return createHmac("sha256", visitorKey).update(salt).digest("base64url");
}
