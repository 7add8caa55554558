/**
 * The visitor's address for rate limiting. Behind `trustedHops` proxies that
 * each append to X-Forwarded-For, the client is that many entries from the
 * right; entries further left could have been written by the client itself.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor !== undefined) {
    const chain = forwardedFor.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
    const client = chain[Math.max(0, chain.length - trustedHops)];
    if (client !== undefined) return client;
  }
  return socketAddress ?? "unknown";
}
