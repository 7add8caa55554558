/**
 * The visitor's address for rate limiting. Behind `trustedHops` proxies that
 * each append to X-Forwarded-For, the client is that many entries from the
 * right; entries further left could have been written by the client itself.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops > 0 && forwardedFor !== undefined) {
    // One entry, as behind one proxy: that entry, without building a list (this runs for every counted view).
    if (!forwardedFor.includes(",")) {
      const only = forwardedFor.trim();
      if (only !== "") return only;
      return socketAddress ?? "unknown";
    }
    const chain = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const client = chain[Math.max(0, chain.length - trustedHops)];
    if (client !== undefined) return client;
  }
  return socketAddress ?? "unknown";
}

/**
 * The unit a throttle counts: an IPv4 address, or an IPv6 address's /64.
 * One subscriber or host gets a whole /64 and can pick any address in it,
 * so counting single IPv6 addresses would count nothing.
 */
export function throttleGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(":")) return address;
  // A zone ("%eth0") names the interface, not the host.
  const bare = address.split("%")[0] ?? "";
  const [head = "", tail] = bare.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
          ...tailGroups,
        ];
  const prefix = groups
    .slice(0, 4)
    .map((group) =>
      /^[0-9a-f]{1,4}$/i.test(group) ? Number.parseInt(group, 16).toString(16) : group.toLowerCase(),
    );
  return `${prefix.join(":")}::/64`;
}
