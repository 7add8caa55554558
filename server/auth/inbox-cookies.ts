import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The inbox's cookies. Over HTTPS they are `Secure` with the `__Host-`
 * prefix (no Domain, Path=/): no subdomain or plain-HTTP page can set them.
 * HttpOnly, so no script reads them.
 */
export type InboxCookie = "session" | "csrf" | "challenge";

const names: Readonly<Record<InboxCookie, string>> = {
  session: "inbox_session",
  csrf: "inbox_csrf",
  challenge: "inbox_passkey",
};

/** SameSite per cookie: the session is Lax (a link from a mail client opens the inbox signed in); the others serve one form. */
const sameSite: Readonly<Record<InboxCookie, "Lax" | "Strict">> = {
  session: "Lax",
  csrf: "Strict",
  challenge: "Strict",
};

/** The session token in a raw Cookie header (either name), for code outside the inbox's routes; undefined when none. */
export function sessionTokenIn(cookieHeader: string): string | undefined {
  const pattern = new RegExp(`(?:^|;\\s*)(?:__Host-)?${names.session}=([^;]*)`);
  const token = pattern.exec(cookieHeader)?.[1]?.trim();
  return token === undefined || token === "" ? undefined : token;
}

export function readCookie(c: Context, cookie: InboxCookie, https: boolean): string | undefined {
  return https ? getCookie(c, names[cookie], "host") : getCookie(c, names[cookie]);
}

export function writeCookie(
  c: Context,
  cookie: InboxCookie,
  value: string,
  https: boolean,
  expires?: Date,
): void {
  setCookie(c, names[cookie], value, {
    path: "/",
    httpOnly: true,
    secure: https,
    sameSite: sameSite[cookie],
    ...(https ? { prefix: "host" as const } : {}),
    ...(expires === undefined ? {} : { expires }),
  });
}

export function clearCookie(c: Context, cookie: InboxCookie, https: boolean): void {
  deleteCookie(c, names[cookie], { path: "/", secure: https, ...(https ? { prefix: "host" as const } : {}) });
}
