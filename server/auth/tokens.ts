import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: a session cookie's token, a CSRF token. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Crockford's base32: no I, L, O or U, so nothing is mistaken for another symbol when read aloud or retyped. */
const SETUP_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SETUP_CODE_GROUPS = 4;
const SETUP_CODE_GROUP_LENGTH = 4;
const SETUP_CODE_LENGTH = SETUP_CODE_GROUPS * SETUP_CODE_GROUP_LENGTH;

/**
 * A one-time code a person can type: 16 symbols of 5 bits (80 bits), shown
 * as four dashed groups, "7KQ2-M9XD-3JHP-W4TZ".
 */
export function newSetupCode(): string {
  // 256 is a multiple of 32, so taking each byte modulo 32 is unbiased.
  const symbols = [...randomBytes(SETUP_CODE_LENGTH)].map((byte) =>
    SETUP_CODE_ALPHABET.charAt(byte % SETUP_CODE_ALPHABET.length),
  );
  const groups: string[] = [];
  for (let start = 0; start < SETUP_CODE_LENGTH; start += SETUP_CODE_GROUP_LENGTH) {
    groups.push(symbols.slice(start, start + SETUP_CODE_GROUP_LENGTH).join(""));
  }
  return groups.join("-");
}

/**
 * A code as typed to its canonical form (16 symbols, no separators), or null
 * when it cannot be one: any case, with or without dashes and spaces, and O,
 * I and L read as the digits they look like.
 */
export function normaliseSetupCode(typed: string): string | null {
  const canonical = typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (canonical.length !== SETUP_CODE_LENGTH) return null;
  return [...canonical].every((symbol) => SETUP_CODE_ALPHABET.includes(symbol)) ? canonical : null;
}
