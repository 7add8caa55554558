import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.ts";

describe("Accept-Encoding", () => {
  const both = new Set(["br", "gzip"] as const);
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["BR", "br"],
  ] as const)("%j → %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("offers only what exists", () => {
    expect(chooseEncoding("br", new Set(["gzip"] as const))).toBeNull();
  });
});
