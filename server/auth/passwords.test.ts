import { parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  checkPasswordRules,
  DUMMY_HASH,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  verifyPasswordOrDummy,
} from "./passwords.ts";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's parameters and verifies the password, and only it", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPasswordOrDummy(stored, "correct horse battery")).toBe(true);
    expect(await verifyPasswordOrDummy(stored, "correct horse batterY")).toBe(false);
    expect(await hashPassword("correct horse battery")).not.toBe(stored);
  });

  it("matches a password however its accents were composed", async () => {
    const stored = await hashPassword("caf\u00e9 au lait noir");
    expect(await verifyPasswordOrDummy(stored, "cafe\u0301 au lait noir")).toBe(true);
  });

  it("checks a missing hash against a dummy of the same cost, and never matches", async () => {
    expect(parseOptions(DUMMY_HASH)).toEqual(parseOptions(await hashPassword("any password at all")));
    expect(await verifyPasswordOrDummy(null, "any password at all")).toBe(false);
    expect(await verifyPasswordOrDummy(null, "")).toBe(false);
  });

  it("refuses an overlong password without matching it", async () => {
    const long = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(await verifyPasswordOrDummy(await hashPassword("x".repeat(PASSWORD_MAX_LENGTH)), long)).toBe(
      false,
    );
  });
});

describe("password rules", () => {
  it.each([
    ["x".repeat(11), undefined, "tooShort"],
    ["x".repeat(12), undefined, null],
    ["🔑".repeat(11), undefined, "tooShort"],
    ["🔑".repeat(12), undefined, null],
    ["x".repeat(1024), undefined, null],
    ["x".repeat(1025), undefined, "tooLong"],
    ["twelve chars", "twelve chars", null],
    ["twelve chars", "twelve chars ", "mismatch"],
    ["short", "other", "tooShort"],
  ] as const)("%j confirmed by %j: %s", (password, confirm, problem) => {
    expect(checkPasswordRules(password, confirm)).toBe(problem);
  });
});
