import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

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
