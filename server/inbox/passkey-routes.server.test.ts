import { afterEach, beforeAll, expect, it } from "vitest";
import type { DatabaseConfig, ServerConfig } from "../config.ts";
import { randomToken } from "../auth/tokens.ts";
import { createChallengeStore } from "../store/challenge-store.ts";
import { MAX_FAILURES_PER_CLIENT, PASSKEY_OPTIONS_PER_MINUTE } from "./sign-in-throttle.ts";
import { openDatabase, type Database } from "../store/open-database.ts";
import { createSessionStore } from "../store/session-store.ts";
import { createUserStore } from "../store/user-store.ts";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request, type RawResponse } from "../../tests/server-support/http.ts";
import { createSoftwarePasskey } from "../../tests/server-support/software-passkey.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { createAuditLog } from "../store/audit-log.ts";
import { FORM_TYPE } from "../../tests/server-support/http.ts";

const JSON_TYPE = { "Content-Type": "application/json" };
const SIX_MINUTES_MS = 6 * 60 * 1000;
const ELEVEN_MINUTES_MS = 11 * 60 * 1000;
/** The site's public address in these tests: the passkeys' relying party. */
const SITE_URL = "https://inbox.dunecrest.example";
const PASSWORD = "correct horse battery staple";

/** A well-formed answer the browser might send; its challenge and signature match nothing the server gave out. */
const signInAnswer = {
  response: {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
    clientExtensionResults: {},
  },
  next: "/inbox",
};
const registerAnswer = {
  response: {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    response: { clientDataJSON: "e30", attestationObject: "AAAA" },
    clientExtensionResults: {},
  },
  name: "Laptop",
};

const setCookies = (response: RawResponse): string[] => {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

describeEachBackend("the passkey routes", (backend) => {
  let staticDir: string;
  const servers: TestServer[] = [];
  const databases: Database[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    for (const database of databases.splice(0)) await database.close();
  });

  /** The server, and a second connection to its database, as the users CLI would open it. */
  const start = async (settings: Partial<ServerConfig> = { siteUrl: SITE_URL }) => {
    const config: DatabaseConfig = await backend.freshDatabase();
    const server = await startTestServer({ staticDir, database: config, ...settings });
    servers.push(server);
    const database = openDatabase(config, { role: "tool" });
    databases.push(database);
    return { server, database };
  };
  /** An owner with a password, signed in at `signedInAt`. */
  const signedIn = async (database: Database, signedInAt = new Date()) => {
    const users = createUserStore(database);
    const { user, setupCode } = await users.add("layla@dunecrest.example", "owner", new Date());
    await users.setPassword(user.email, setupCode, PASSWORD, new Date());
    const session = await createSessionStore(database).create(user.id, signedInAt);
    return { user, cookie: `inbox_session=${session.token}`, csrfToken: session.csrfToken };
  };
  const post = (server: TestServer, path: string, headers: Record<string, string>, body: unknown = {}) =>
    request(server.url, path, {
      method: "POST",
      headers: { ...JSON_TYPE, ...headers },
      body: JSON.stringify(body),
    });

  it("answers 401 to register/options without a session, and 403 with a session but the wrong CSRF header", async () => {
    const { server, database } = await start();
    const anonymous = await post(server, "/inbox/passkeys/register/options", {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers["content-type"]).toBe("application/json");
    const { cookie, csrfToken } = await signedIn(database);
    expect(
      (
        await post(server, "/inbox/passkeys/register/options", {
          Cookie: cookie,
          "X-CSRF-Token": randomToken(),
        })
      ).status,
    ).toBe(403);
    expect((await post(server, "/inbox/passkeys/register/options", { Cookie: cookie })).status).toBe(403);
    expect(
      (
        await post(
          server,
          "/inbox/passkeys/register/verify",
          { Cookie: cookie, "X-CSRF-Token": `${csrfToken}x` },
          registerAnswer,
        )
      ).status,
    ).toBe(403);
  });

  it("gives a signed-in account registration options for a resident key, and a challenge cookie", async () => {
    const { server, database } = await start();
    const { cookie, csrfToken } = await signedIn(database);
    const response = await post(server, "/inbox/passkeys/register/options", {
      Cookie: cookie,
      "X-CSRF-Token": csrfToken,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({
      rp: { id: "inbox.dunecrest.example" },
      user: { name: "layla@dunecrest.example" },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    expect(setCookies(response).some((line) => /^inbox_passkey=[^;]+;.*HttpOnly/.test(line))).toBe(true);
  });

  it("refuses the sign-in calls without the pre-session token in the header", async () => {
    const { server } = await start();
    const token = randomToken();
    for (const path of ["/inbox/passkeys/sign-in/options", "/inbox/passkeys/sign-in/verify"]) {
      expect(
        (
          await post(
            server,
            path,
            { Cookie: `inbox_csrf=${token}`, "X-CSRF-Token": randomToken() },
            signInAnswer,
          )
        ).status,
      ).toBe(403);
      expect((await post(server, path, { "X-CSRF-Token": token }, signInAnswer)).status).toBe(403);
    }
    const options = await post(server, "/inbox/passkeys/sign-in/options", {
      Cookie: `inbox_csrf=${token}`,
      "X-CSRF-Token": token,
    });
    expect(options.status).toBe(200);
    expect(JSON.parse(options.text)).toMatchObject({
      rpId: "inbox.dunecrest.example",
      allowCredentials: [],
      userVerification: "preferred",
    });
  });

  it("answers 400 to a sign-in answer with no challenge, an expired one or one already spent", async () => {
    const { server, database } = await start();
    const token = randomToken();
    const csrf = { "X-CSRF-Token": token };
    const noChallenge = await post(
      server,
      "/inbox/passkeys/sign-in/verify",
      { ...csrf, Cookie: `inbox_csrf=${token}` },
      signInAnswer,
    );
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.text).toBe('{"error":"Not accepted."}');

    const expired = await createChallengeStore(database).save(
      "old",
      "authenticate",
      null,
      new Date(Date.now() - SIX_MINUTES_MS),
    );
    expect(
      (
        await post(
          server,
          "/inbox/passkeys/sign-in/verify",
          { ...csrf, Cookie: `inbox_csrf=${token}; inbox_passkey=${expired}` },
          signInAnswer,
        )
      ).status,
    ).toBe(400);

    const options = await post(server, "/inbox/passkeys/sign-in/options", {
      ...csrf,
      Cookie: `inbox_csrf=${token}`,
    });
    const challengeCookie =
      setCookies(options)
        .find((line) => line.startsWith("inbox_passkey="))
        ?.split(";")[0] ?? "";
    const withChallenge = { ...csrf, Cookie: `inbox_csrf=${token}; ${challengeCookie}` };
    expect((await post(server, "/inbox/passkeys/sign-in/verify", withChallenge, signInAnswer)).status).toBe(
      400,
    );
    expect(await database.db.selectFrom("auth_challenges").select("id").execute()).toEqual([]);
    expect((await post(server, "/inbox/passkeys/sign-in/verify", withChallenge, signInAnswer)).status).toBe(
      400,
    );
  });

  it("answers 400 to a registration answer with no challenge, or one of another purpose", async () => {
    const { server, database } = await start();
    const { cookie, csrfToken, user } = await signedIn(database);
    const headers = { Cookie: cookie, "X-CSRF-Token": csrfToken };
    expect((await post(server, "/inbox/passkeys/register/verify", headers, registerAnswer)).status).toBe(400);
    const signInChallenge = await createChallengeStore(database).save(
      "c",
      "authenticate",
      user.id,
      new Date(),
    );
    expect(
      (
        await post(
          server,
          "/inbox/passkeys/register/verify",
          { ...headers, Cookie: `${cookie}; inbox_passkey=${signInChallenge}` },
          registerAnswer,
        )
      ).status,
    ).toBe(400);
    expect(await createChallengeStore(database).take(signInChallenge, "authenticate", new Date())).toBeNull();
  });

  const challengeOf = (response: RawResponse) => ({
    challenge: (JSON.parse(response.text) as { challenge: string }).challenge,
    cookie:
      setCookies(response)
        .find((line) => line.startsWith("inbox_passkey="))
        ?.split(";")[0] ?? "",
  });
  const auditActions = async (database: Database) =>
    (await createAuditLog(database).recent(50)).map(({ action, subject }) => ({ action, subject }));

  /** Adds a software passkey to a freshly signed-in account, through the routes. */
  const withPasskey = async (server: TestServer, database: Database) => {
    const account = await signedIn(database);
    const headers = { Cookie: account.cookie, "X-CSRF-Token": account.csrfToken };
    const passkey = createSoftwarePasskey(SITE_URL);
    const { challenge, cookie } = challengeOf(
      await post(server, "/inbox/passkeys/register/options", headers),
    );
    const added = await post(
      server,
      "/inbox/passkeys/register/verify",
      { ...headers, Cookie: `${account.cookie}; ${cookie}` },
      { response: passkey.register(challenge), name: "Laptop" },
    );
    expect(added.status).toBe(200);
    return { ...account, headers, passkey };
  };
  const passkeySignIn = async (server: TestServer, passkey: ReturnType<typeof createSoftwarePasskey>) => {
    const token = randomToken();
    const csrf = { "X-CSRF-Token": token, Cookie: `inbox_csrf=${token}` };
    const { challenge, cookie } = challengeOf(await post(server, "/inbox/passkeys/sign-in/options", csrf));
    return post(
      server,
      "/inbox/passkeys/sign-in/verify",
      { ...csrf, Cookie: `inbox_csrf=${token}; ${cookie}` },
      { response: passkey.authenticate(challenge), next: "/inbox" },
    );
  };

  it("without SITE_URL offers the password only: no passkey button or script, passkey calls explain, and X-Forwarded-Host is never read", async () => {
    const { server, database } = await start({ siteUrl: null, trustProxyHops: 1 });
    const page = await request(server.url, "/inbox");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("data-passkey-sign-in");
    expect(page.text).not.toMatch(/<script[^>]+src=/);
    const token = randomToken();
    const options = await post(server, "/inbox/passkeys/sign-in/options", {
      Cookie: `inbox_csrf=${token}`,
      "X-CSRF-Token": token,
    });
    expect(options.status).toBe(404);
    expect(JSON.parse(options.text)).toEqual({ error: expect.stringContaining("SITE_URL") });
    const { cookie, csrfToken } = await signedIn(database);
    const register = await post(server, "/inbox/passkeys/register/options", {
      Cookie: cookie,
      "X-CSRF-Token": csrfToken,
    });
    expect(register.status).toBe(404);
    const account = await request(server.url, "/inbox/account", { headers: { Cookie: cookie } });
    expect(account.text).not.toContain('id="passkey-add"');
    // Staff read what to ask for, not the setting's name.
    expect(account.text.replaceAll("&#x27;", "'")).toContain(inboxCopy.account.passkeysOff);
    expect(account.text).not.toContain("SITE_URL");

    // A client's own X-Forwarded-Host names its own site: its Origin must still be this server's Host.
    const signIn = (extra: Record<string, string>) =>
      request(server.url, "/inbox/sign-in", {
        method: "POST",
        headers: { ...FORM_TYPE, Cookie: `inbox_csrf=${token}`, ...extra },
        body: new URLSearchParams({
          _csrf: token,
          email: "nobody@dunecrest.example",
          password: "wrong password!",
        }).toString(),
      });
    const host = new URL(server.url).host;
    expect(
      (await signIn({ Host: host, "X-Forwarded-Host": "evil.example", Origin: "http://evil.example" }))
        .status,
    ).toBe(403);
    expect((await signIn({ Host: host, Origin: `http://${host}` })).status).toBe(400);
  });

  it("with SITE_URL takes the relying party and the origin check from it, whatever Host or X-Forwarded-Host say", async () => {
    const { server } = await start({ siteUrl: `${SITE_URL}/`, trustProxyHops: 1 });
    const token = randomToken();
    const headers = {
      Cookie: `inbox_csrf=${token}`,
      "X-CSRF-Token": token,
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
    };
    const options = await post(server, "/inbox/passkeys/sign-in/options", headers);
    expect(options.status).toBe(200);
    expect(JSON.parse(options.text)).toMatchObject({ rpId: "inbox.dunecrest.example" });
    expect(
      (await post(server, "/inbox/passkeys/sign-in/options", { ...headers, Origin: "http://evil.example" }))
        .status,
    ).toBe(403);
    expect(
      (await post(server, "/inbox/passkeys/sign-in/options", { ...headers, Origin: SITE_URL })).status,
    ).toBe(200);
    expect(
      (
        await post(server, "/inbox/passkeys/sign-in/options", {
          ...headers,
          Host: new URL(server.url).host,
          Origin: server.url,
        })
      ).status,
    ).toBe(403);
  });

  it("asks for the password before adding a passkey unless the sign-in is under ten minutes old, and answers 409 to a passkey added twice", async () => {
    const { server, database } = await start();
    const { cookie, csrfToken } = await signedIn(database, new Date(Date.now() - ELEVEN_MINUTES_MS));
    const headers = { Cookie: cookie, "X-CSRF-Token": csrfToken };
    const account = await request(server.url, "/inbox/account", { headers: { Cookie: cookie } });
    expect(account.text).toContain('name="password"');

    const missing = await post(server, "/inbox/passkeys/register/options", headers);
    expect(missing.status).toBe(403);
    expect(JSON.parse(missing.text)).toMatchObject({ reason: "password" });
    expect(setCookies(missing).some((line) => line.startsWith("inbox_passkey="))).toBe(false);
    expect(
      (await post(server, "/inbox/passkeys/register/options", headers, { password: "not the password" }))
        .status,
    ).toBe(403);
    expect(await auditActions(database)).toContainEqual({ action: "passkey-add-refused", subject: null });

    const passkey = createSoftwarePasskey(SITE_URL);
    const register = async () => {
      const options = await post(server, "/inbox/passkeys/register/options", headers, { password: PASSWORD });
      expect(options.status).toBe(200);
      const { challenge, cookie: challengeCookie } = challengeOf(options);
      return post(
        server,
        "/inbox/passkeys/register/verify",
        { ...headers, Cookie: `${cookie}; ${challengeCookie}` },
        { response: passkey.register(challenge), name: "Laptop" },
      );
    };
    expect((await register()).status).toBe(200);
    const again = await register();
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text)).toMatchObject({ reason: "duplicate" });
    expect(await database.db.selectFrom("passkeys").select("id").execute()).toHaveLength(1);
  });

  it("audits a failed passkey sign-in, and refuses and audits a signature counter that went back (a possibly cloned key)", async () => {
    const { server, database } = await start();
    // Signed in just now: the passkey is added without the password.
    const { passkey } = await withPasskey(server, database);
    expect((await passkeySignIn(server, passkey)).status).toBe(200);

    const forged = createSoftwarePasskey(SITE_URL);
    expect((await passkeySignIn(server, forged)).status).toBe(400);

    passkey.counter = 1;
    const replayed = await passkeySignIn(server, passkey);
    expect(replayed.status).toBe(400);
    expect(replayed.text).toBe('{"error":"Not accepted."}');
    expect(await auditActions(database)).toEqual(
      expect.arrayContaining([
        { action: "passkey-sign-in", subject: null },
        { action: "passkey-sign-in-failed", subject: null },
        { action: "passkey-counter-regressed", subject: "user layla@dunecrest.example" },
      ]),
    );
    expect((await passkeySignIn(server, passkey)).status).toBe(200);
  });

  it("keeps a client's refused passkey sign-ins as one counted audit row a minute, as refused passwords are", async () => {
    const { server, database } = await start();
    const token = randomToken();
    const csrf = { "X-CSRF-Token": token, Cookie: `inbox_csrf=${token}` };
    const startedAt = Date.now();
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++)
      expect((await post(server, "/inbox/passkeys/sign-in/verify", csrf, signInAnswer)).status).toBe(400);
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    // Past the client's budget the throttle answers, and writes nothing more.
    expect((await post(server, "/inbox/passkeys/sign-in/verify", csrf, signInAnswer)).status).toBe(429);
    const all = await database.db.selectFrom("audit_log").select(["action", "subject", "count"]).execute();
    const rows = all.filter((row) => row.action === "passkey-sign-in-failed");
    expect(rows.length).toBeLessThanOrEqual(minutes);
    expect(rows.every((row) => row.subject === null)).toBe(true);
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(MAX_FAILURES_PER_CLIENT);
    // Nothing else was written but the seed of the site's content at the server's first start.
    expect(all.filter((row) => !rows.includes(row))).toEqual([
      { action: "content-imported", subject: "revision 1", count: 1 },
    ]);
  });

  it("answers a client's flood of sign-in options with 429 and Retry-After, leaving a few challenge rows", async () => {
    const { server, database } = await start();
    const token = randomToken();
    const headers = { Cookie: `inbox_csrf=${token}`, "X-CSRF-Token": token };
    const startedAt = Date.now();
    const responses: RawResponse[] = [];
    for (let i = 0; i < 500; i++)
      responses.push(await post(server, "/inbox/passkeys/sign-in/options", headers));
    // The bucket's ten, and one more for each sixth of a minute the flood took.
    const refills = Math.ceil(((Date.now() - startedAt) * PASSKEY_OPTIONS_PER_MINUTE) / 60_000);
    const allowed = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect(allowed.length).toBeGreaterThanOrEqual(PASSKEY_OPTIONS_PER_MINUTE);
    expect(allowed.length).toBeLessThanOrEqual(PASSKEY_OPTIONS_PER_MINUTE + refills);
    expect(refused).toHaveLength(500 - allowed.length);
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(refused[0]?.text ?? "")).toEqual({ error: "Too many attempts." });
    const rows = await database.db.selectFrom("auth_challenges").select("id").execute();
    expect(rows).toHaveLength(allowed.length);
  });
});
