import type { Hono } from "hono";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import { site } from "../../app/config/site.ts";
import { clearCookie, readCookie, writeCookie } from "../auth/inbox-cookies.ts";
import { verifyPasswordOrDummy } from "../auth/passwords.ts";
import { userSubject } from "../store/audit-log.ts";
import type { ChallengePurpose, PendingChallenge } from "../store/challenge-store.ts";
import type { AuthenticatedSession } from "../store/session-store.ts";
import { inboxJsonHeaders } from "../headers/response-headers.ts";
import { byViewer, type InboxContext, type InboxEnv, type InboxServices } from "./inbox-context.ts";
import { readRegisterBody, readRegisterOptionsBody, readSignInBody } from "./passkey-bodies.ts";
import { sessionOf } from "./session-of.ts";
import { deviceOf, preSessionTokenValid, safeNext, startSession } from "./sign-in-routes.ts";

/** "preferred", as the options ask: a security key without a PIN still signs in, as a password alone does. */
const USER_VERIFICATION = "preferred";

/**
 * The library's default list, without ML-DSA: probing Node for it prints an
 * experimental-feature warning at the first passkey, and no authenticator offers it yet.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/**
 * Adding a passkey is proved again: by the password, or by a sign-in this
 * recent. A session taken over later (a laptop left open) cannot plant a
 * passkey of its own that would outlive the session.
 */
const PASSKEY_ADD_FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export const signedInRecently = (session: AuthenticatedSession, now: Date) =>
  now.getTime() - Date.parse(session.signedInAt) < PASSKEY_ADD_FRESH_SIGN_IN_MS;

/**
 * The relying party is the site at SITE_URL: its origin, and that origin's
 * host name as the RP ID. Never the request's Host or X-Forwarded-Host,
 * which a client writes: a passkey is bound to the name it was made for.
 * Null without SITE_URL, and then passkeys are off.
 */
function relyingParty(services: InboxServices): { origin: string; id: string } | null {
  return services.siteOrigin === null
    ? null
    : { origin: services.siteOrigin, id: new URL(services.siteOrigin).hostname };
}

/** A refusal the script turns into "the passkey was not accepted": nothing about which account or why. */
const refused = (c: InboxContext) => c.body('{"error":"Not accepted."}', 400, inboxJsonHeaders());

/** Every passkey call without SITE_URL: not a fault, a setting, and the answer says which. */
const passkeysOff = (c: InboxContext) =>
  c.body(
    '{"error":"Passkeys are off: the server has no SITE_URL, the site\'s public address that passkeys are bound to. Sign in with your password."}',
    404,
    inboxJsonHeaders(),
  );

const json = (c: InboxContext, value: unknown) => c.body(JSON.stringify(value), 200, inboxJsonHeaders());

async function rememberChallenge(
  c: InboxContext,
  services: InboxServices,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<void> {
  const token = await services.challenges.save(challenge, purpose, userId, services.now());
  writeCookie(c, "challenge", token, c.get("https"));
}

/** The challenge this browser was given, spent whatever the answer turns out to be. */
async function takeChallenge(
  c: InboxContext,
  services: InboxServices,
  purpose: ChallengePurpose,
): Promise<PendingChallenge | null> {
  const token = readCookie(c, "challenge", c.get("https"));
  if (token === undefined) return null;
  clearCookie(c, "challenge", c.get("https"));
  return services.challenges.take(token, purpose, services.now());
}

/**
 * Signing in with a passkey, before there is a session: registered ahead of
 * the inbox's guard, so protected like the password form, by the pre-session
 * token (sent in a header) and the same per-client throttle.
 */
export function addPasskeySignInRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { passkeys, users, throttle, audit } = services;
  const forbidden = (c: InboxContext) => c.body('{"error":"Reload the page."}', 403, inboxJsonHeaders());

  const tooMany = (c: InboxContext, retryAfterSeconds: number) =>
    c.body('{"error":"Too many attempts."}', 429, {
      ...inboxJsonHeaders(),
      "Retry-After": String(retryAfterSeconds),
    });

  /** Before any sign-in ceremony: passkeys need the site's origin, and the page's pre-session token. */
  const signInGate = (c: InboxContext): { rp: { origin: string; id: string } } | { refused: Response } => {
    const rp = relyingParty(services);
    if (rp === null) return { refused: passkeysOff(c) };
    if (!preSessionTokenValid(c, c.req.header("x-csrf-token"))) return { refused: forbidden(c) };
    return { rp };
  };

  app.post("/passkeys/sign-in/options", async (c) => {
    const gate = signInGate(c);
    if ("refused" in gate) return gate.refused;
    const { rp } = gate;
    // Each ceremony is a row until answered or expired: a client may start only a few a minute.
    const allowance = await throttle.passkeyOptions(c.get("client"), services.now());
    if (!allowance.allowed) return tooMany(c, allowance.retryAfterSeconds);
    // Discoverable credentials: the authenticator offers its passkeys for this site, so no email is asked for or revealed.
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: [],
      userVerification: USER_VERIFICATION,
    });
    await rememberChallenge(c, services, options.challenge, "authenticate", null);
    return json(c, options);
  });

  app.post("/passkeys/sign-in/verify", async (c) => {
    const gate = signInGate(c);
    if ("refused" in gate) return gate.refused;
    const { rp } = gate;
    const now = services.now();
    const client = c.get("client");
    const decision = await throttle.checkClient(client, now);
    if (!decision.allowed) return tooMany(c, decision.retryAfterSeconds);
    const pending = await takeChallenge(c, services, "authenticate");
    const body = await readSignInBody(c);
    const passkey = body === null ? null : await passkeys.get(body.response.id);
    const account = passkey === null ? null : await users.findById(passkey.userId);
    // Audited as a refused password is: naming the account only when the passkey belongs to one,
    // and a row per client, account and minute with a count, so a flood of answers is a few rows.
    const fail = async (
      action: "passkey-sign-in-failed" | "passkey-counter-regressed" = "passkey-sign-in-failed",
    ) => {
      await throttle.clientFailed(client, now);
      await audit.recordRefused(
        { actor: null, action, subject: account === null ? null : userSubject(account.email) },
        throttle.clientTag(client),
        now,
      );
      return refused(c);
    };
    if (pending === null || body === null || passkey === null || account === null) return fail();
    const verify = (counter: number) =>
      verifyAuthenticationResponse({
        response: body.response,
        expectedChallenge: pending.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
          counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      }).catch(() => null);
    const result = await verify(passkey.counter);
    if (result === null || !result.verified) {
      // The library refuses a counter that did not go up before it checks the signature. Checked again
      // without the counter: a good signature means the real authenticator's key signed with an old
      // count, so the key may have been copied. Refused all the same, and written down for the owners.
      const withoutCounter = passkey.counter === 0 ? null : await verify(0);
      return fail(withoutCounter?.verified === true ? "passkey-counter-regressed" : "passkey-sign-in-failed");
    }
    await passkeys.used(passkey.id, result.authenticationInfo.newCounter, now);
    await startSession(c, services, account, "passkey-sign-in", now);
    return json(c, { redirect: safeNext(body.next) });
  });
}

/**
 * Adding a passkey to the signed-in account: behind the guard, so with a
 * session and its CSRF token, and after the password again unless the
 * sign-in is under ten minutes old.
 */
export function addPasskeyRegisterRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { passkeys, audit, users, throttle } = services;
  const passwordNeeded = (c: InboxContext) =>
    c.body('{"error":"Enter your password to add a passkey.","reason":"password"}', 403, inboxJsonHeaders());

  app.post("/passkeys/register/options", async (c) => {
    const rp = relyingParty(services);
    if (rp === null) return passkeysOff(c);
    const session = sessionOf(c);
    const { user } = session;
    const now = services.now();
    if (!signedInRecently(session, now)) {
      const password = (await readRegisterOptionsBody(c)).password;
      if (password === undefined) return passwordNeeded(c);
      // The sign-in's throttle: a taken-over session may not guess the password at speed either.
      const attempt = {
        email: user.email,
        hasAccount: true,
        client: c.get("client"),
        device: deviceOf(c, services, user.id),
      };
      const { decision } = await throttle.attempt(attempt, now);
      if (!decision.allowed) {
        return c.body('{"error":"Too many attempts."}', 429, {
          ...inboxJsonHeaders(),
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
      const stored = await users.findById(user.id);
      if (!(await verifyPasswordOrDummy(stored?.passwordHash ?? null, password))) {
        await audit.record(byViewer(session, "passkey-add-refused", null), now);
        return passwordNeeded(c);
      }
      await throttle.succeeded(attempt);
    }
    const existing = await passkeys.listFor(user.id);
    const options = await generateRegistrationOptions({
      rpName: site.name,
      rpID: rp.id,
      userName: user.email,
      attestationType: "none",
      // The same authenticator twice would be one passkey listed twice.
      excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
      // Resident (discoverable), so signing in needs no email first.
      authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    await rememberChallenge(c, services, options.challenge, "register", user.id);
    return json(c, options);
  });

  app.post("/passkeys/register/verify", async (c) => {
    const rp = relyingParty(services);
    if (rp === null) return passkeysOff(c);
    const session = sessionOf(c);
    const pending = await takeChallenge(c, services, "register");
    const body = await readRegisterBody(c);
    // A challenge given to another account's session is no answer for this one.
    if (pending === null || body === null || pending.userId !== session.user.id) return refused(c);
    const result = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: pending.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    }).catch(() => null);
    if (result === null || !result.verified) return refused(c);
    const { credential } = result.registrationInfo;
    const now = services.now();
    const added = await passkeys.add(
      {
        id: credential.id,
        userId: session.user.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
      },
      now,
    );
    if (!added)
      return c.body(
        '{"error":"This passkey is registered already.","reason":"duplicate"}',
        409,
        inboxJsonHeaders(),
      );
    await audit.record(byViewer(session, "passkey-added", null), now);
    return json(c, { redirect: "/inbox/account?notice=passkeyAdded" });
  });
}
