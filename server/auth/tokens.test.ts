import { describe, expect, it } from "vitest";
import { newSetupCode, normaliseSetupCode, randomToken, sha256Hex } from "./tokens.ts";

describe("tokens", () => {
  it("makes 32-byte base64url tokens, each different", () => {
    const tokens = new Set(Array.from({ length: 100 }, randomToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("hashes with SHA-256 in hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("setup codes", () => {
  it("are four groups of four unambiguous symbols, different each time", () => {
    const codes = Array.from({ length: 200 }, newSetupCode);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Every symbol of the alphabet turns up: the draw covers all 32, not a subset.
    expect(new Set(codes.join("").replace(/-/g, "")).size).toBe(32);
  });

  it("are accepted in any case, with or without dashes and spaces", () => {
    const code = newSetupCode();
    const canonical = code.replace(/-/g, "");
    for (const typed of [
      code,
      code.toLowerCase(),
      canonical,
      ` ${code.replace(/-/g, " ")} `,
      code.replace(/-/g, " - "),
    ]) {
      expect(normaliseSetupCode(typed)).toBe(canonical);
    }
  });

  it("read O, I and L as the digits they look like", () => {
    expect(normaliseSetupCode("OIL0-1111-2222-3333")).toBe("0110111122223333");
  });

  it.each([
    "",
    "ABCD-EFGH-JKMN",
    "ABCD-EFGH-JKMN-PQRS-TVWX",
    "ABCD-EFGH-JKMN-PQRU",
    "ABCD_EFGH_JKMN_PQRS",
    "ABCD-EFGH-JKMN-PQR!",
  ])("refuse %j", (typed) => {
    expect(normaliseSetupCode(typed)).toBeNull();
  });
});
