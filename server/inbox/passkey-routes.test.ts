import { afterEach, beforeAll, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { randomToken } from "../auth/tokens.ts";
import { createChallengeStore } from "../store/challenge-store.ts";
import { PASSKEY_OPTIONS_PER_MINUTE } from "./sign-in-throttle.ts";
import { openDatabase, type Database } from "../store/open-database.ts";
import { createSessionStore } from "../store/session-store.ts";
import { createUserStore } from "../store/user-store.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request, type RawResponse } from "../../tests/server-support/http.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";

const JSON_TYPE = { "Content-Type": "application/json" };
const SIX_MINUTES_MS = 6 * 60 * 1000;

/** A well-formed answer the browser might send; its challenge and signature match nothing the server gave out. */
const signInAnswer = {
  response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" }, clientExtensionResults: {} },
  next: "/inbox",
};
const registerAnswer = {
  response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "AAAA" }, clientExtensionResults: {} },
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
  const start = async () => {
    const config: DatabaseConfig = await backend.freshDatabase();
    const server = await startTestServer({ staticDir, database: config });
    servers.push(server);
    const database = openDatabase(config, { role: "tool" });
    databases.push(database);
    return { server, database };
  };
  const signedIn = async (database: Database) => {
    const { user } = await createUserStore(database).add("layla@dunecrest.example", "owner", new Date());
    const session = await createSessionStore(database).create(user.id, new Date());
    return { user, cookie: `inbox_session=${session.token}`, csrfToken: session.csrfToken };
  };
  const post = (server: TestServer, path: string, headers: Record<string, string>, body: unknown = {}) =>
    request(server.url, path, { method: "POST", headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) });

  it("answers 401 to register/options without a session, and 403 with a session but the wrong CSRF header", async () => {
    const { server, database } = await start();
    const anonymous = await post(server, "/inbox/passkeys/register/options", {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers["content-type"]).toBe("application/json");
    const { cookie, csrfToken } = await signedIn(database);
    expect((await post(server, "/inbox/passkeys/register/options", { Cookie: cookie, "X-CSRF-Token": randomToken() })).status).toBe(403);
    expect((await post(server, "/inbox/passkeys/register/options", { Cookie: cookie })).status).toBe(403);
    expect((await post(server, "/inbox/passkeys/register/verify", { Cookie: cookie, "X-CSRF-Token": `${csrfToken}x` }, registerAnswer)).status).toBe(403);
  });

  it("gives a signed-in account registration options for a resident key, and a challenge cookie", async () => {
    const { server, database } = await start();
    const { cookie, csrfToken } = await signedIn(database);
    const response = await post(server, "/inbox/passkeys/register/options", { Cookie: cookie, "X-CSRF-Token": csrfToken });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({
      rp: { id: "127.0.0.1" },
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
      expect((await post(server, path, { Cookie: `inbox_csrf=${token}`, "X-CSRF-Token": randomToken() }, signInAnswer)).status).toBe(403);
      expect((await post(server, path, { "X-CSRF-Token": token }, signInAnswer)).status).toBe(403);
    }
    const options = await post(server, "/inbox/passkeys/sign-in/options", { Cookie: `inbox_csrf=${token}`, "X-CSRF-Token": token });
    expect(options.status).toBe(200);
    expect(JSON.parse(options.text)).toMatchObject({ rpId: "127.0.0.1", allowCredentials: [], userVerification: "preferred" });
  });

  it("answers 400 to a sign-in answer with no challenge, an expired one or one already spent", async () => {
    const { server, database } = await start();
    const token = randomToken();
    const csrf = { "X-CSRF-Token": token };
    const noChallenge = await post(server, "/inbox/passkeys/sign-in/verify", { ...csrf, Cookie: `inbox_csrf=${token}` }, signInAnswer);
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.text).toBe('{"error":"Not accepted."}');

    const expired = await createChallengeStore(database).save("old", "authenticate", null, new Date(Date.now() - SIX_MINUTES_MS));
    expect((await post(server, "/inbox/passkeys/sign-in/verify", { ...csrf, Cookie: `inbox_csrf=${token}; inbox_passkey=${expired}` }, signInAnswer)).status).toBe(400);

    const options = await post(server, "/inbox/passkeys/sign-in/options", { ...csrf, Cookie: `inbox_csrf=${token}` });
    const challengeCookie = setCookies(options).find((line) => line.startsWith("inbox_passkey="))?.split(";")[0] ?? "";
    const withChallenge = { ...csrf, Cookie: `inbox_csrf=${token}; ${challengeCookie}` };
    expect((await post(server, "/inbox/passkeys/sign-in/verify", withChallenge, signInAnswer)).status).toBe(400);
    expect(await database.db.selectFrom("auth_challenges").select("id").execute()).toEqual([]);
    expect((await post(server, "/inbox/passkeys/sign-in/verify", withChallenge, signInAnswer)).status).toBe(400);
  });

  it("answers 400 to a registration answer with no challenge, or one of another purpose", async () => {
    const { server, database } = await start();
    const { cookie, csrfToken, user } = await signedIn(database);
    const headers = { Cookie: cookie, "X-CSRF-Token": csrfToken };
    expect((await post(server, "/inbox/passkeys/register/verify", headers, registerAnswer)).status).toBe(400);
    const signInChallenge = await createChallengeStore(database).save("c", "authenticate", user.id, new Date());
    expect((await post(server, "/inbox/passkeys/register/verify", { ...headers, Cookie: `${cookie}; inbox_passkey=${signInChallenge}` }, registerAnswer)).status).toBe(400);
    expect(await createChallengeStore(database).take(signInChallenge, "authenticate", new Date())).toBeNull();
  });

  it("answers a client's flood of sign-in options with 429 and Retry-After, leaving a few challenge rows", async () => {
    const { server, database } = await start();
    const token = randomToken();
    const headers = { Cookie: `inbox_csrf=${token}`, "X-CSRF-Token": token };
    const startedAt = Date.now();
    const responses: RawResponse[] = [];
    for (let i = 0; i < 500; i++) responses.push(await post(server, "/inbox/passkeys/sign-in/options", headers));
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
