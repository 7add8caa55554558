import { createHash } from "node:crypto";

/**
 * A visitor's identifier for one day: the hash of the day's random salt, the
 * client's address, its user agent and the site, as Plausible makes it. The
 * address and user agent are read in memory and never kept; once the day's
 * salt is deleted, no one can make the hash again.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string, site: string): string {
  // 128 bits tell a day's visitors apart as surely as 256, in a shorter key.
  return createHash("sha256").update(salt).update(`\u0000${address}\u0000${userAgent}\u0000${site}`).digest().subarray(0, 16).toString("base64url");
}
