import { describe, expect, it } from "vitest";
import { clientAddress, throttleGroup } from "./client-address.ts";

describe("client address", () => {
  it.each([
    ["10.0.0.1", undefined, 0, "10.0.0.1"],
    ["10.0.0.1", "203.0.113.7", 0, "10.0.0.1"],
    ["10.0.0.1", "203.0.113.7", 1, "203.0.113.7"],
    ["10.0.0.1", "spoofed, 203.0.113.7", 1, "203.0.113.7"],
    ["10.0.0.1", "spoofed, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["10.0.0.1", "203.0.113.7", 3, "203.0.113.7"],
    ["10.0.0.1", "", 1, "10.0.0.1"],
  ] as const)("socket %s, X-Forwarded-For %j, %i trusted → %s", (socket, forwarded, hops, expected) => {
    expect(clientAddress(socket, forwarded, hops)).toBe(expected);
  });
});

describe("throttle group", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:42:1:2:3:4", "2001:db8:85a3:42::/64"],
    ["2001:DB8:85A3:0042:ffff:ffff:ffff:ffff", "2001:db8:85a3:42::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:a::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s → %s", (address, expected) => {
    expect(throttleGroup(address)).toBe(expected);
  });
});
