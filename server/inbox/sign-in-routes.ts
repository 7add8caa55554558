import type { Hono } from "hono";
import { randomToken } from "../auth/tokens.ts";
import { checkPasswordRules, verifyPasswordOrDummy } from "../auth/passwords.ts";
import { clearCookie, readCookie, writeCookie } from "../auth/inbox-cookies.ts";
import {
  newDeviceValue,
  readDeviceCookie,
  verifiedDevice,
  writeDeviceCookie,
} from "../auth/device-cookie.ts";
import { tokensMatch } from "../auth/request-origin.ts";
import { refusedSignIn } from "../store/audit-log.ts";
import { CSRF_FIELD } from "../../app/server-pages/inbox/views.ts";
import type { SignInNotice } from "../../app/server-pages/inbox/views.ts";
import type { User } from "../store/user-store.ts";
import { inboxPageHeaders } from "../headers/response-headers.ts";
import { seeOther, type InboxContext, type InboxEnv, type InboxServices } from "./inbox-context.ts";
import { formFields } from "./form-fields.ts";

/** Only resolves paths: a next that leaves this origin is not an inbox path. */
const NEXT_BASE = "http://inbox.invalid";

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after signing in: an inbox path only, so the form cannot send
 * anyone elsewhere, and percent-encoded as the URL parser writes it (dot
 * segments resolved, any letter in any script as UTF-8 %XX), so it is always
 * a valid Location header.
 */
export function safeNext(next: string | undefined): string {
  // A control character (CR, LF…) would break the header; "//" or "\\" could lead off the site.
  if (
    next === undefined ||
    !next.startsWith("/inbox") ||
    next.includes("//") ||
    next.includes("\\") ||
    CONTROL_CHARACTERS.test(next)
  )
    return "/inbox";
  const url = URL.parse(next, NEXT_BASE);
  if (url === null || url.origin !== NEXT_BASE) return "/inbox";
  const path = url.pathname + url.search;
  return /^\/inbox(?:[/?]|$)/.test(path) && !path.includes("//") ? path : "/inbox";
}

/**
 * The token of the forms shown before there is a session (sign-in, set
 * password): a cookie the form must repeat, which another site can neither
 * read nor set.
 */
function preSessionToken(c: InboxContext): string {
  const existing = readCookie(c, "csrf", c.get("https"));
  if (existing !== undefined && existing.length >= 32) return existing;
  const token = randomToken();
  writeCookie(c, "csrf", token, c.get("https"));
  return token;
}

/** Whether a pre-session form (or the passkey script, in its header) repeated the cookie's token. */
export function preSessionTokenValid(c: InboxContext, given: string | undefined): boolean {
  const cookie = readCookie(c, "csrf", c.get("https"));
  return cookie !== undefined && tokensMatch(cookie, given);
}

/** The id of this browser's device cookie for the account, when it carries a valid one. */
export function deviceOf(c: InboxContext, services: InboxServices, userId: number): string | null {
  return verifiedDevice(
    services.serverKeys.get("device-cookie"),
    userId,
    readDeviceCookie(c, userId, c.get("https")),
  );
}

/** Marks this browser as one the account has signed in from (for another year): its own budget while strangers' guesses lock the account. */
function rememberDevice(c: InboxContext, services: InboxServices, userId: number): void {
  const key = services.serverKeys.get("device-cookie");
  const existing = readDeviceCookie(c, userId, c.get("https"));
  // The same value again, so the device keeps its budget's history.
  const value =
    existing !== undefined && verifiedDevice(key, userId, existing) !== null
      ? existing
      : newDeviceValue(key, userId);
  writeDeviceCookie(c, userId, value, c.get("https"));
}

/**
 * Signs an account in, by password or passkey alike. A new token at every
 * sign-in: a session id planted before it is worth nothing.
 */
export async function startSession(
  c: InboxContext,
  services: InboxServices,
  account: User,
  action: "sign-in" | "passkey-sign-in",
  now: Date,
): Promise<void> {
  const session = await services.sessions.create(account.id, now);
  writeCookie(c, "session", session.token, c.get("https"), session.expiresAt);
  clearCookie(c, "csrf", c.get("https"));
  rememberDevice(c, services, account.id);
  await services.audit.record(
    { actor: { id: account.id, email: account.email }, action, subject: null },
    now,
  );
}

const NOTICES: readonly SignInNotice[] = [
  "signedOut",
  "expired",
  "passwordSet",
  "passkeyFailed",
  "passkeyCancelled",
];

export function signInPage(
  c: InboxContext,
  services: InboxServices,
  options: {
    status?: 200 | 400 | 401 | 403 | 429;
    notice?: SignInNotice;
    email?: string;
    next?: string;
    retryAfterSeconds?: number;
  } = {},
) {
  const view = {
    page: "signIn" as const,
    csrfToken: preSessionToken(c),
    next: safeNext(options.next),
    passkeys: services.siteOrigin !== null,
    ...(options.email === undefined ? {} : { email: options.email }),
    ...(options.notice === undefined ? {} : { notice: options.notice }),
    ...(options.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: options.retryAfterSeconds }),
  };
  const extra: Record<string, string> =
    options.retryAfterSeconds === undefined ? {} : { "Retry-After": String(options.retryAfterSeconds) };
  return c.body(c.var.render(view), options.status ?? 200, inboxPageHeaders(extra));
}

/** Sign-in by password, sign-out, and setting a password with a one-time code. */
export function addSignInRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { users, sessions, audit, throttle } = services;

  app.get("/", async (c, next) => {
    if (c.get("session") !== null) return next();
    const notice = c.req.query("notice") as SignInNotice | undefined;
    // Opened directly with a filter (a bookmarked tab), the filter is where to return to.
    const url = new URL(c.req.url);
    const returnTo =
      c.req.query("next") ?? (url.search === "" || notice !== undefined ? undefined : `/inbox${url.search}`);
    return signInPage(c, services, {
      next: returnTo,
      ...(notice !== undefined && NOTICES.includes(notice) ? { notice } : {}),
    });
  });

  app.post("/sign-in", async (c) => {
    const fields = await formFields(c);
    const email = (fields.email ?? "").trim();
    const next = fields.next;
    if (!preSessionTokenValid(c, fields[CSRF_FIELD]))
      return signInPage(c, services, { status: 403, notice: "forbidden", email, next });

    const now = services.now();
    const client = c.get("client");
    const account = await users.findByEmail(email);
    const device = account === null ? null : deviceOf(c, services, account.id);
    const attempt = { email, hasAccount: account !== null, client, device };
    const { decision, underAttack } = await throttle.attempt(attempt, now);
    if (underAttack && account !== null) await services.alertOwners(account, now);
    if (!decision.allowed) {
      await audit.recordRefused(refusedSignIn("sign-in-throttled", account), throttle.clientTag(client), now);
      return signInPage(c, services, {
        status: 429,
        notice: "throttled",
        email,
        next,
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    const password = fields.password ?? "";
    // Verified (or a dummy hash verified) either way: the time taken does not tell whether the email has an account.
    const valid = await verifyPasswordOrDummy(account?.passwordHash ?? null, password);
    if (!valid || account === null) {
      await audit.recordRefused(refusedSignIn("sign-in-failed", account), throttle.clientTag(client), now);
      return signInPage(c, services, { status: 400, notice: "invalid", email, next });
    }
    // Where to go is settled before the session exists: nothing after it can fail on the client's input.
    const destination = safeNext(next);
    await throttle.succeeded(attempt);
    await startSession(c, services, account, "sign-in", now);
    return seeOther(c, destination);
  });

  app.post("/sign-out", async (c) => {
    const session = c.get("session");
    if (session !== null && !tokensMatch(session.csrfToken, (await formFields(c))[CSRF_FIELD])) {
      return c.body(c.var.render({ page: "forbidden", viewer: null }), 403, inboxPageHeaders());
    }
    const token = readCookie(c, "session", c.get("https"));
    if (token !== undefined) await sessions.end(token);
    clearCookie(c, "session", c.get("https"));
    if (session !== null)
      await audit.record(
        { actor: { id: session.user.id, email: session.user.email }, action: "sign-out", subject: null },
        services.now(),
      );
    return seeOther(c, "/inbox?notice=signedOut");
  });

  const setPasswordPage = (
    c: InboxContext,
    status: 200 | 400 | 403,
    email?: string,
    problem?: "invalidCode" | "expired" | "tooShort" | "tooLong" | "mismatch",
  ) =>
    c.body(
      c.var.render({
        page: "setPassword",
        csrfToken: preSessionToken(c),
        ...(email === undefined ? {} : { email }),
        ...(problem === undefined ? {} : { problem }),
      }),
      status,
      inboxPageHeaders(),
    );

  app.get("/set-password", (c) => setPasswordPage(c, 200));

  app.post("/set-password", async (c) => {
    const fields = await formFields(c);
    const email = (fields.email ?? "").trim();
    if (!preSessionTokenValid(c, fields[CSRF_FIELD])) return setPasswordPage(c, 403, email, "invalidCode");
    const now = services.now();
    const rules = checkPasswordRules(fields.password ?? "", fields.confirm ?? "");
    if (rules !== null) return setPasswordPage(c, 400, email, rules);
    // A code is a password for one use, throttled like one, but with a budget of its own: guessing passwords cannot block it.
    const decision = await throttle.codeAttempt(email, c.get("client"), now);
    if (!decision.allowed)
      return signInPage(c, services, {
        status: 429,
        notice: "throttled",
        email,
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    const result = await users.setPassword(email, fields.code ?? "", fields.password ?? "", now);
    if (!result.ok) return setPasswordPage(c, 400, email, result.problem);
    await throttle.codeSucceeded(email, c.get("client"));
    // The browser that held the code is the person's own: it signs in with its own budget even while the account is under attack.
    rememberDevice(c, services, result.user.id);
    await audit.record(
      { actor: { id: result.user.id, email: result.user.email }, action: "password-set", subject: null },
      now,
    );
    return seeOther(c, "/inbox?notice=passwordSet");
  });
}
