import { hash } from "node:crypto";

/**
 * A visitor's identifier for one day: the hash of the day's random salt, the
 * client's address, its user agent and the site, as Plausible makes it. The
 * address and user agent are read in memory and never kept; once the day's
 * salt is deleted, no one can make the hash again. `salt` is the salt's
 * base64url text, so the whole input is one string.
 */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  // One call, no hash object: this runs for every page view. 22 characters of base64url
  // (132 bits) tell a day's visitors apart as surely as all 43, in a shorter key.
  return hash("sha256", `${salt}\u0000${address}\u0000${userAgent}\u0000${site}`, "base64url").slice(0, 22);
}
