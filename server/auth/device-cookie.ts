import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/**
 * OWASP's device cookie: a browser that has signed in to an account carries
 * proof of it, so while strangers' guesses lock the account, that browser
 * keeps a small budget of its own. The value is `<account id>.<nonce>.<HMAC>`
 * under a key only the server holds: it cannot be made up, and names no one
 * but by id. One cookie per account, so a browser shared by two staff keeps both.
 */

/** A year: the owner's laptop stays known between sign-ins. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const nameOf = (userId: number) => `inbox_device_${userId}`;

const macOf = (key: Buffer, userId: number, nonce: string) =>
  createHmac("sha256", key).update(`${userId}.${nonce}`).digest("base64url");

/** A new device value for the account. */
export function newDeviceValue(key: Buffer, userId: number): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${userId}.${nonce}.${macOf(key, userId, nonce)}`;
}

/** The device's id (its nonce) when `value` was made by this server for this account; null otherwise. */
export function verifiedDevice(key: Buffer, userId: number, value: string | undefined): string | null {
  const [id, nonce, mac, ...rest] = (value ?? "").split(".");
  if (
    id !== String(userId) ||
    nonce === undefined ||
    !/^[A-Za-z0-9_-]{22}$/.test(nonce) ||
    mac === undefined ||
    rest.length > 0
  )
    return null;
  const expected = Buffer.from(macOf(key, userId, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Over HTTPS named `__Secure-` and Secure; under /inbox only, the sole place it is read. */
export function readDeviceCookie(c: Context, userId: number, https: boolean): string | undefined {
  return https ? getCookie(c, nameOf(userId), "secure") : getCookie(c, nameOf(userId));
}

export function writeDeviceCookie(c: Context, userId: number, value: string, https: boolean): void {
  setCookie(c, nameOf(userId), value, {
    path: "/inbox",
    httpOnly: true,
    secure: https,
    // Only ever sent to the sign-in form's own posts.
    sameSite: "Strict",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    ...(https ? { prefix: "secure" as const } : {}),
  });
}
