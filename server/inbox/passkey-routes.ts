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
import { ownOrigin } from "../auth/request-origin.ts";
import type { ChallengePurpose, PendingChallenge } from "../store/challenge-store.ts";
import { byViewer, type InboxContext, type InboxEnv, type InboxServices } from "./inbox-context.ts";
import { readRegisterBody, readSignInBody } from "./passkey-bodies.ts";
import { sessionOf } from "./session-of.ts";
import { preSessionTokenValid, safeNext, startSession } from "./sign-in-routes.ts";

/** "preferred", as the options ask: a security key without a PIN still signs in, as a password alone does. */
const USER_VERIFICATION = "preferred";

/**
 * The library's default list, without ML-DSA: probing Node for it prints an
 * experimental-feature warning at the first passkey, and no authenticator offers it yet.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The relying party is this server as the browser sees it: its origin, and that origin's host name as the RP ID. */
function relyingParty(c: InboxContext, services: InboxServices): { origin: string; id: string } {
  const origin = ownOrigin(c.req.raw, services.trustProxyHops);
  return { origin, id: new URL(origin).hostname };
}

/** A refusal the script turns into "the passkey was not accepted": nothing about which account or why. */
const refused = (c: InboxContext, services: InboxServices) => c.body('{"error":"Not accepted."}', 400, services.headers.inboxJson());

const json = (c: InboxContext, services: InboxServices, value: unknown) => c.body(JSON.stringify(value), 200, services.headers.inboxJson());

async function rememberChallenge(c: InboxContext, services: InboxServices, challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<void> {
  const token = await services.challenges.save(challenge, purpose, userId, services.now());
  writeCookie(c, "challenge", token, c.get("https"));
}

/** The challenge this browser was given, spent whatever the answer turns out to be. */
async function takeChallenge(c: InboxContext, services: InboxServices, purpose: ChallengePurpose): Promise<PendingChallenge | null> {
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
  const { passkeys, users, throttle, headers } = services;
  const forbidden = (c: InboxContext) => c.body('{"error":"Reload the page."}', 403, headers.inboxJson());

  const tooMany = (c: InboxContext, retryAfterSeconds: number) =>
    c.body('{"error":"Too many attempts."}', 429, { ...headers.inboxJson(), "Retry-After": String(retryAfterSeconds) });

  app.post("/passkeys/sign-in/options", async (c) => {
    if (!preSessionTokenValid(c, c.req.header("x-csrf-token"))) return forbidden(c);
    // Each ceremony is a row until answered or expired: a client may start only a few a minute.
    const allowance = await throttle.passkeyOptions(c.get("client"), services.now());
    if (!allowance.allowed) return tooMany(c, allowance.retryAfterSeconds);
    // Discoverable credentials: the authenticator offers its passkeys for this site, so no email is asked for or revealed.
    const options = await generateAuthenticationOptions({ rpID: relyingParty(c, services).id, allowCredentials: [], userVerification: USER_VERIFICATION });
    await rememberChallenge(c, services, options.challenge, "authenticate", null);
    return json(c, services, options);
  });

  app.post("/passkeys/sign-in/verify", async (c) => {
    if (!preSessionTokenValid(c, c.req.header("x-csrf-token"))) return forbidden(c);
    const now = services.now();
    const client = c.get("client");
    const decision = await throttle.checkClient(client, now);
    if (!decision.allowed) return tooMany(c, decision.retryAfterSeconds);
    const pending = await takeChallenge(c, services, "authenticate");
    const body = await readSignInBody(c);
    const passkey = body === null ? null : await passkeys.get(body.response.id);
    const account = passkey === null ? null : await users.findById(passkey.userId);
    if (pending === null || body === null || passkey === null || account === null) {
      await throttle.clientFailed(client, now);
      return refused(c, services);
    }
    const { origin, id } = relyingParty(c, services);
    const result = await verifyAuthenticationResponse({
      response: body.response,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    }).catch(() => null);
    if (result === null || !result.verified) {
      await throttle.clientFailed(client, now);
      return refused(c, services);
    }
    await passkeys.used(passkey.id, result.authenticationInfo.newCounter, now);
    await startSession(c, services, account, "passkey-sign-in", now);
    return json(c, services, { redirect: safeNext(body.next) });
  });
}

/** Adding a passkey to the signed-in account: behind the guard, so with a session and its CSRF token. */
export function addPasskeyRegisterRoutes(app: Hono<InboxEnv>, services: InboxServices): void {
  const { passkeys, audit } = services;

  app.post("/passkeys/register/options", async (c) => {
    const { user } = sessionOf(c);
    const existing = await passkeys.listFor(user.id);
    const options = await generateRegistrationOptions({
      rpName: site.name,
      rpID: relyingParty(c, services).id,
      userName: user.email,
      attestationType: "none",
      // The same authenticator twice would be one passkey listed twice.
      excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
      // Resident (discoverable), so signing in needs no email first.
      authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    await rememberChallenge(c, services, options.challenge, "register", user.id);
    return json(c, services, options);
  });

  app.post("/passkeys/register/verify", async (c) => {
    const session = sessionOf(c);
    const pending = await takeChallenge(c, services, "register");
    const body = await readRegisterBody(c);
    // A challenge given to another account's session is no answer for this one.
    if (pending === null || body === null || pending.userId !== session.user.id) return refused(c, services);
    const { origin, id } = relyingParty(c, services);
    const result = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    }).catch(() => null);
    if (result === null || !result.verified) return refused(c, services);
    const { credential } = result.registrationInfo;
    const now = services.now();
    await passkeys.add(
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
    await audit.record(byViewer(session, "passkey-added", null), now);
    return json(c, services, { redirect: "/inbox/account?notice=passkeyAdded" });
  });
}
