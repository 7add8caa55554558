import { afterEach, beforeAll, expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { isolate } from "../../app/lib/bidi.ts";
import { pageTitle } from "../../app/lib/page-title.ts";
import { addDays, dubaiDay } from "../../app/lib/dubai-time.ts";
import { DEFAULT_INSIGHTS_RETENTION_DAYS } from "../../app/lib/insights.ts";
import { site } from "../../app/config/site.ts";
import type { ServerConfig } from "../config.ts";
import { ALERT_CEILING, FIRST_LOCK_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_CLIENT } from "./sign-in-throttle.ts";
import type { Database } from "../store/open-database.ts";
import type { NewSubmission } from "../../app/lib/submission.ts";
import { toIso } from "../store/driver-values.ts";
import { createUserStore, type UserStore } from "../store/user-store.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newSubmission } from "../../tests/server-support/submissions.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { postForm, request, validFields } from "../../tests/server-support/http.ts";
import { parseHtml } from "../../tests/server-support/parse-html.ts";
import { runUsersCli, serverEnv, spawnServer } from "../../tests/server-support/server-process.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import type { StartOptions } from "../start-server.ts";
import { startMailCatcher } from "../../tests/server-support/mail-catcher.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { csrfIn, noticeOf, page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/server-support/webhook-receiver.ts";

const PASSWORD = "a long enough password";
const OWNER = "layla@dunecrest.example";
const HOUR_MS = 60 * 60 * 1000;

/** The session's token, as every signed-in page's forms carry it. */
async function sessionToken(visitor: Visitor): Promise<string> {
  const response = await visitor.get("/inbox/account");
  expect(response.status).toBe(200);
  return csrfIn(await response.text());
}

/** Arrived now: the list's chart and date filters count recent days. */
const submission = (overrides: Partial<NewSubmission> = {}) => newSubmission({ createdAt: new Date(), ...overrides });

const auditRows = (database: Database) =>
  database.db.selectFrom("audit_log").select(["actor_email", "action", "subject"]).orderBy("id").execute();

describeEachBackend("the inbox over HTTP", (backend) => {
  const databases = useTestDatabases(backend);
  let staticDir: string;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  interface Running {
    server: TestServer;
    database: Database;
    users: UserStore;
    env: NodeJS.ProcessEnv;
    visitor: Visitor;
  }

  const start = async (config: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<Running> => {
    const databaseConfig = await backend.freshDatabase();
    const server = await startTestServer({ staticDir, database: databaseConfig, ...config }, options);
    cleanups.push(() => server.stop());
    const database = await databases.open(databaseConfig);
    return { server, database, users: createUserStore(database), env: serverEnv(databaseConfig, staticDir), visitor: new Visitor(server.url) };
  };

  /** An account with its password set, as its owner would after `npm run users -- add`. */
  const account = async (users: UserStore, email = OWNER, role: "owner" | "member" = "owner") => {
    const issued = await users.add(email, role, new Date());
    const result = await users.setPassword(email, issued.setupCode, PASSWORD, new Date());
    if (!result.ok) throw new Error(result.problem);
    return result.user;
  };

  const signedIn = async (config: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<Running> => {
    const running = await start(config, options);
    await account(running.users);
    const response = await signIn(running.visitor, OWNER, PASSWORD);
    expect(response.status).toBe(303);
    return running;
  };

  it("shows the sign-in page at /inbox, and sends every other page to it with where to come back", async () => {
    const { visitor } = await start();
    const signInPage = await visitor.get("/inbox");
    expect(signInPage.status).toBe(200);
    const document = await page(signInPage);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.signIn.heading);
    for (const path of ["/inbox/submissions/1", "/inbox/people", "/inbox/account", "/inbox/submissions/1/delete", "/inbox/people?x=1"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe(`/inbox?next=${encodeURIComponent(path)}`);
    }
  });

  it("answers exports and posts without a session with 401, and changes nothing", async () => {
    const { server, visitor } = await start();
    const id = (await server.store.add(submission())).id;
    for (const path of ["/inbox/export.csv", "/inbox/export.json"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in first." });
    }
    for (const [path, fields] of [
      [`/inbox/submissions/${id}/state`, { state: "spam" }],
      [`/inbox/submissions/${id}/delete`, {}],
      ["/inbox/people", { email: "omar@example.com" }],
      ["/inbox/people/export", { email: "omar@example.com" }],
      ["/inbox/people/erase", { email: "omar@example.com", confirm: "yes" }],
    ] as const) {
      expect((await visitor.post(path, fields)).status, path).toBe(401);
    }
    expect((await server.store.get([id]))[0]?.state).toBe("new");
  });

  it("answers a wrong password and an unknown email alike: same status, page and message", async () => {
    const { users, visitor } = await start();
    await account(users);
    const wrongPassword = await signIn(visitor, OWNER, "not the password at all");
    const unknownEmail = await signIn(new Visitor(visitor.origin), "nobody@dunecrest.example", "not the password at all");
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    const [one, two] = [await page(wrongPassword), await page(unknownEmail)];
    expect(noticeOf(one)).toBe(inboxCopy.signIn.invalid);
    expect(noticeOf(two)).toBe(noticeOf(one));
    expect(two.title).toBe(one.title);
    // The same page but for the address typed, which is kept in its field.
    const main = (document: Document, email: string) => document.querySelector("main")?.innerHTML.replaceAll(email, "EMAIL").replace(/"[A-Za-z0-9_-]{43}"/g, "TOKEN");
    expect(main(two, "nobody@dunecrest.example")).toBe(main(one, OWNER));
    expect(one.querySelector<HTMLInputElement>("#sign-in-email")?.value).toBe(OWNER);
    expect(one.querySelector<HTMLInputElement>("#sign-in-password")?.value).toBe("");
  });

  it(`refuses the ${MAX_FAILURES_PER_ACCOUNT + 1}th attempt on an account in 15 minutes with 429 and Retry-After, even with the right password`, async () => {
    const { users, visitor } = await start();
    await account(users);
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await signIn(visitor, OWNER, `wrong password ${attempt}`)).status, `attempt ${attempt}`).toBe(400);
    }
    const refused = await signIn(visitor, OWNER, "wrong password 6");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(FIRST_LOCK_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(FIRST_LOCK_MS / 1000);
    expect(noticeOf(await page(refused))).toBe(inboxCopy.signIn.throttled(inboxCopy.minutes(15)));

    const rightPassword = await signIn(visitor, OWNER, PASSWORD);
    expect(rightPassword.status).toBe(429);
    expect(visitor.cookieNames()).not.toContain("inbox_session");
    // Another account from elsewhere is not held up by it.
    await account(users, "omar@dunecrest.example", "member");
    expect((await signIn(new Visitor(visitor.origin), "omar@dunecrest.example", PASSWORD)).status).toBe(303);
  });

  it("lets the owner's own browser in with the right password while attackers lock the account, from any address; a fresh browser stays out", async () => {
    const { server, users } = await start({ trustProxyHops: 1 });
    const owner = await account(users);
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const laptop = new Visitor(server.url, server.url, from("198.51.100.10"));
    expect((await signIn(laptop, OWNER, PASSWORD)).status).toBe(303);
    expect(laptop.cookieNames()).toContain(`inbox_device_${owner.id}`);
    await laptop.post("/inbox/sign-out", { _csrf: await sessionToken(laptop) });

    for (let attacker = 0; attacker < 30; attacker++) {
      const response = await signIn(new Visitor(server.url, server.url, from(`203.0.113.${attacker}`)), OWNER, `guess ${attacker}`);
      expect(response.status, `guess ${attacker}`).toBe(attacker < MAX_FAILURES_PER_ACCOUNT ? 400 : 429);
    }
    expect((await signIn(new Visitor(server.url, server.url, from("192.0.2.50")), OWNER, PASSWORD)).status).toBe(429);
    // The laptop on the café's network, which the attackers share.
    const atTheCafe = laptop.copy(from("203.0.113.3"));
    expect((await signIn(atTheCafe, OWNER, "a typo in the password")).status).toBe(400);
    expect((await signIn(atTheCafe, OWNER, PASSWORD)).status).toBe(303);
    expect((await atTheCafe.get("/inbox/account")).status).toBe(200);

    // A made-up device cookie, or one made for another account, is no way in.
    for (const [id, value] of [
      [owner.id, `${owner.id}.AAAAAAAAAAAAAAAAAAAAAA.${"A".repeat(43)}`],
      [owner.id, (atTheCafe.cookieValue(`inbox_device_${owner.id}`) ?? "").replace(/^\d+/, String(owner.id + 1))],
    ] as const) {
      const forger = new Visitor(server.url, server.url, from("192.0.2.51"));
      forger.plant(`inbox_device_${id}`, value);
      expect((await signIn(forger, OWNER, PASSWORD)).status).toBe(429);
    }
  });

  it(`mails every owner once when the failed sign-ins on an account reach ${ALERT_CEILING} within the hour`, async () => {
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const { server, users } = await start({
      trustProxyHops: 1,
      smtp: { url: `smtp://127.0.0.1:${catcher.port}`, from: "Dunecrest Digital <web@dunecrest.example>", to: ["leads@dunecrest.example"] },
    });
    await account(users);
    await account(users, "second-owner@dunecrest.example", "owner");
    await account(users, "member@dunecrest.example", "member");
    for (let attempt = 0; attempt < ALERT_CEILING + 10; attempt++) {
      const attacker = new Visitor(server.url, server.url, { "X-Forwarded-For": `203.0.113.${attempt % 250}` });
      expect([400, 429], `attempt ${attempt}`).toContain((await signIn(attacker, OWNER, `guess ${attempt}`)).status);
    }
    await waitFor(() => catcher.mails.length > 0, "the owners' alert");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.mails).toHaveLength(1);
    const [mail] = catcher.mails;
    expect(mail?.recipients.sort()).toEqual([OWNER, "second-owner@dunecrest.example"].sort());
    expect(mail?.raw).toContain(`many failed sign-ins on ${OWNER}`);
    expect(mail?.raw).not.toContain("guess ");
  });

  it("sets the device cookie HttpOnly, SameSite=Strict, under /inbox for a year, and behind HTTPS as __Secure- and Secure", async () => {
    const running = await start({ trustProxyHops: 1 });
    const owner = await account(running.users);
    const plain = (await signIn(running.visitor, OWNER, PASSWORD)).headers.getSetCookie().find((line) => line.startsWith(`inbox_device_${owner.id}=`));
    const attributes = (plain ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/inbox", `max-age=${365 * 24 * 60 * 60}`]));
    expect(attributes).not.toContain("secure");

    const origin = running.server.url.replace(/^http:/, "https:");
    const secure = new Visitor(running.server.url, origin, { "X-Forwarded-Proto": "https" });
    const line = (await signIn(secure, OWNER, PASSWORD)).headers.getSetCookie().find((cookie) => cookie.startsWith(`__Secure-inbox_device_${owner.id}=`));
    expect((line ?? "").split(";").map((part) => part.trim().toLowerCase())).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=strict", "path=/inbox"]));
  });

  it("sets a password with the one-time code while the account is locked by guesses, and that browser then signs in", async () => {
    const { server, users } = await start({ trustProxyHops: 1 });
    const { setupCode } = await users.add(OWNER, "member", new Date());
    for (let attacker = 0; attacker < 30; attacker++) await signIn(new Visitor(server.url, server.url, { "X-Forwarded-For": `203.0.113.${attacker}` }), OWNER, `guess ${attacker}`);
    const newcomer = new Visitor(server.url, server.url, { "X-Forwarded-For": "198.51.100.20" });
    expect((await signIn(newcomer, OWNER, "before any password")).status).toBe(429);
    const token = csrfIn(await (await newcomer.get("/inbox/set-password")).text());
    const done = await newcomer.post("/inbox/set-password", { _csrf: token, email: OWNER, code: setupCode, password: PASSWORD, confirm: PASSWORD });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/inbox?notice=passwordSet");
    expect((await signIn(newcomer, OWNER, PASSWORD)).status).toBe(303);
  });

  it("keeps 500 refused sign-ins from one client as a few counted audit rows a minute, and a few throttle counters", async () => {
    const { database, users, visitor } = await start();
    await account(users);
    const token = csrfIn(await (await visitor.get("/inbox")).text());
    const startedAt = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) {
      const email = i % 2 === 0 ? OWNER : `guess${i}@dunecrest.example`;
      statuses.push((await visitor.post("/inbox/sign-in", { _csrf: token, email, password: `guess ${i}` })).status);
    }
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(450);
    const all = await database.db.selectFrom("audit_log").select(["action", "subject", "count"]).execute();
    const rows = all.filter((row) => row.action === "sign-in-failed" || row.action === "sign-in-throttled");
    // Per minute at most one row for each of: failed or refused, on the owner's account or on no account.
    expect(rows.length).toBeLessThanOrEqual(4 * minutes);
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(500);
    // And the one alert that 250 guesses at one account raise.
    expect(all.filter((row) => !rows.includes(row))).toEqual([{ action: "sign-in-alert", subject: `user ${OWNER}`, count: 1 }]);
    const throttles = await database.db.selectFrom("throttles").select("key").execute();
    // The client's, the emails' it tried before it was refused, and the alert counters (the owner's, and one for every email without an account).
    expect(throttles.length).toBeLessThanOrEqual(MAX_FAILURES_PER_CLIENT + 3);
  });

  it("sets a password with the one-time code, and says what is wrong with a bad code, a short password or a mismatch", async () => {
    const { users, visitor } = await start();
    const { setupCode } = await users.add(OWNER, "member", new Date());
    const form = await visitor.get("/inbox/set-password");
    expect(form.status).toBe(200);
    const token = csrfIn(await form.text());
    const attempt = (fields: Record<string, string>) =>
      visitor.post("/inbox/set-password", { _csrf: token, email: OWNER, code: setupCode, password: PASSWORD, confirm: PASSWORD, ...fields });

    for (const [fields, problem, field] of [
      [{ code: "AAAA-BBBB-CCCC-DDDD" }, inboxCopy.setPassword.invalidCode, "#set-code"],
      [{ password: "eleven char", confirm: "eleven char" }, inboxCopy.setPassword.tooShort, "#set-password"],
      [{ confirm: `${PASSWORD}!` }, inboxCopy.setPassword.mismatch, "#set-confirm"],
    ] as const) {
      const response = await attempt(fields);
      expect(response.status, problem).toBe(400);
      const document = await page(response);
      expect(noticeOf(document)).toBe(problem);
      expect(document.querySelector(field)?.getAttribute("aria-invalid"), problem).toBe("true");
      // What was typed stays, but no password or code is sent back.
      expect(document.querySelector<HTMLInputElement>("#set-email")?.value).toBe(OWNER);
      expect(document.documentElement.outerHTML).not.toContain(PASSWORD);
      expect((await users.findByEmail(OWNER))?.passwordHash).toBeNull();
    }

    const done = await attempt({});
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/inbox?notice=passwordSet");
    expect(noticeOf(await page(await visitor.get("/inbox?notice=passwordSet")))).toBe(inboxCopy.setPassword.done);
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    // The code works once.
    const again = new Visitor(visitor.origin);
    const againToken = csrfIn(await (await again.get("/inbox/set-password")).text());
    const reused = await again.post("/inbox/set-password", { _csrf: againToken, email: OWNER, code: setupCode, password: "another long password", confirm: "another long password" });
    expect(reused.status).toBe(400);
    expect(noticeOf(await page(reused))).toBe(inboxCopy.setPassword.invalidCode);
  });

  it("signs in to the page asked for, and never to another site", async () => {
    const { users, visitor } = await start();
    await account(users);
    expect((await signIn(visitor, OWNER, PASSWORD, "/inbox/people?x=1")).headers.get("location")).toBe("/inbox/people?x=1");
    // A bookmarked tab opened without a session comes back to that tab.
    const bookmarked = new Visitor(visitor.origin);
    const form = await page(await bookmarked.get("/inbox?state=spam"));
    expect(form.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe("/inbox?state=spam");
    for (const next of ["//evil.example/inbox", "https://evil.example/inbox", "/inbox//evil.example", "/inbox\\evil", "/inboxes"]) {
      const other = new Visitor(visitor.origin);
      const token = csrfIn(await (await other.get("/inbox")).text());
      const answer = await other.post("/inbox/sign-in", { _csrf: token, email: OWNER, password: PASSWORD, next });
      expect(answer.status, next).toBe(303);
      expect(answer.headers.get("location"), next).toBe("/inbox");
    }
  });

  it("signs in to a page asked for with non-Latin letters in its address, sent on percent-encoded", async () => {
    const { users, visitor } = await start();
    await account(users);
    const next = "/inbox?q=فاطمة الزهراء&state=all";
    const answer = await signIn(visitor, OWNER, PASSWORD, next);
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/^\/inbox\?[\x21-\x7e]+$/);
    expect(new URL(location, visitor.origin).searchParams.get("q")).toBe("فاطمة الزهراء");
    expect((await visitor.get(location)).status).toBe(200);
  });

  it("answers a form body it cannot read with a 400 page that says so, before signing anyone in or changing anything", async () => {
    const { server, database, users, visitor } = await start();
    await account(users);
    const id = (await server.store.add(submission())).id;
    const token = csrfIn(await (await visitor.get("/inbox")).text());
    const malformed = [
      { "Content-Type": "multipart/form-data; boundary=----cut", body: `------cut\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${token}` },
      { "Content-Type": "multipart/form-data", body: "_csrf=x" },
      { "Content-Type": "multipart/form-data; boundary=x", body: "not multipart at all" },
    ];
    const refusedHere = async (path: string) => {
      for (const { body, ...headers } of malformed) {
        const answer = await visitor.request("POST", path, { body, headers: { ...headers, Origin: visitor.origin, Accept: "text/html" } });
        expect(answer.status, `${path} ${headers["Content-Type"]}`).toBe(400);
        expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect((await page(answer)).querySelector("h1")?.textContent).toBe(inboxCopy.badRequest.heading);
      }
    };
    await refusedHere("/inbox/sign-in");
    expect(visitor.cookieNames()).not.toContain("inbox_session");
    expect((await auditRows(database)).filter((row) => row.action === "sign-in")).toEqual([]);
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    await refusedHere(`/inbox/submissions/${id}/state`);
    expect((await server.store.get([id]))[0]?.state).toBe("new");
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/ and, over plain HTTP, not Secure", async () => {
    const { users, visitor } = await start();
    await account(users);
    const response = await signIn(visitor, OWNER, PASSWORD);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("inbox_session="));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(attributes).not.toContain("secure");
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
    expect((await visitor.get("/inbox/account")).status).toBe(200);
  });

  it("behind a trusted HTTPS proxy, names the cookie __Host- and makes it Secure", async () => {
    const running = await start({ trustProxyHops: 1 });
    await account(running.users);
    const origin = running.server.url.replace(/^http:/, "https:");
    const visitor = new Visitor(running.server.url, origin, { "X-Forwarded-Proto": "https" });
    const response = await signIn(visitor, OWNER, PASSWORD);
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__Host-inbox_session="));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    expect(response.headers.getSetCookie().some((line) => line.startsWith("inbox_session="))).toBe(false);
    expect((await visitor.get("/inbox/account")).status).toBe(200);
  });

  it("refuses a post from another site with 403, even with the right token", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(submission())).id;
    const token = await sessionToken(visitor);
    for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }, { Origin: server.url.replace("127.0.0.1", "localhost") }]) {
      const response = await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "spam" }, headers);
      expect(response.status, headers.Origin).toBe(403);
      expect((await page(response)).querySelector("h1")?.textContent).toBe(inboxCopy.forbidden.heading);
    }
    const bySecFetch = await visitor.request("POST", `/inbox/submissions/${id}/state`, {
      body: new URLSearchParams({ _csrf: token, state: "spam" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
    });
    expect(bySecFetch.status).toBe(403);
    // Before a session too: another site cannot sign anyone in.
    const stranger = new Visitor(server.url, "https://evil.example");
    const formToken = csrfIn(await (await stranger.get("/inbox")).text());
    expect((await stranger.post("/inbox/sign-in", { _csrf: formToken, email: OWNER, password: PASSWORD })).status).toBe(403);
    expect((await server.store.get([id]))[0]?.state).toBe("new");
  });

  it("refuses a post with a wrong or missing CSRF token with 403, and takes the token from the X-CSRF-Token header", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(submission())).id;
    const token = await sessionToken(visitor);
    const forged: Record<string, string>[] = [{ state: "spam" }, { state: "spam", _csrf: "" }, { state: "spam", _csrf: token.replace(/^./, (c) => (c === "a" ? "b" : "a")) }];
    for (const fields of forged) {
      expect((await visitor.post(`/inbox/submissions/${id}/state`, fields)).status).toBe(403);
    }
    expect((await visitor.post(`/inbox/submissions/${id}/state`, { state: "spam" }, { "X-CSRF-Token": "wrong" })).status).toBe(403);
    // Another session's token is not this one's.
    const other = new Visitor(server.url);
    expect((await signIn(other, OWNER, PASSWORD)).status).toBe(303);
    expect((await other.post(`/inbox/submissions/${id}/state`, { state: "spam", _csrf: token })).status).toBe(403);
    expect((await server.store.get([id]))[0]?.state).toBe("new");

    const byHeader = await visitor.post(`/inbox/submissions/${id}/state`, { state: "spam" }, { "X-CSRF-Token": token });
    expect(byHeader.status).toBe(303);
    expect((await server.store.get([id]))[0]?.state).toBe("spam");
    // The sign-in form's token is checked as well.
    const fresh = new Visitor(server.url);
    await fresh.get("/inbox");
    expect((await fresh.post("/inbox/sign-in", { _csrf: "not-the-cookie", email: OWNER, password: PASSWORD })).status).toBe(403);
  });

  it("ends a session idle for 8 hours, or 30 days old, and says so at sign-in", async () => {
    const { database, visitor } = await signedIn();
    await database.db.updateTable("sessions").set({ last_seen_at: new Date(Date.now() - 9 * HOUR_MS).toISOString() }).execute();
    const expired = await visitor.get("/inbox/account");
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe(`/inbox?next=${encodeURIComponent("/inbox/account")}&notice=expired`);
    expect(noticeOf(await page(await visitor.get(expired.headers.get("location") ?? "")))).toBe(inboxCopy.signIn.expired);
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([]);
    // An export without a live session is refused, not redirected.
    expect((await visitor.get("/inbox/export.csv")).status).toBe(401);

    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    expect((await visitor.get("/inbox/account")).status).toBe(200);
    await database.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await visitor.get("/inbox/account")).headers.get("location")).toContain("notice=expired");
  });

  it("keeps a session that is used, well within its idle time", async () => {
    const { database, visitor } = await signedIn();
    await database.db.updateTable("sessions").set({ last_seen_at: new Date(Date.now() - 7 * HOUR_MS).toISOString() }).execute();
    expect((await visitor.get("/inbox/account")).status).toBe(200);
    const [row] = await database.db.selectFrom("sessions").select("last_seen_at").execute();
    // Using it moved its idle end forward.
    expect(Date.now() - Date.parse(toIso(row?.last_seen_at ?? ""))).toBeLessThan(60_000);
  });

  it("signs out: the session ends, and a copy of the old cookie no longer works", async () => {
    const { database, visitor } = await signedIn();
    const stolen = visitor.copy();
    const token = await sessionToken(visitor);
    const response = await visitor.post("/inbox/sign-out", { _csrf: token });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/inbox?notice=signedOut");
    expect(visitor.cookieNames()).not.toContain("inbox_session");
    expect(noticeOf(await page(await visitor.get("/inbox?notice=signedOut")))).toBe(inboxCopy.signIn.signedOut);
    expect((await stolen.get("/inbox/account")).status).toBe(303);
    expect((await stolen.get("/inbox/export.json")).status).toBe(401);
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([]);
  });

  it("refuses a sign-out without the session's token, and keeps the session", async () => {
    const { visitor } = await signedIn();
    expect((await visitor.post("/inbox/sign-out", { _csrf: "forged" })).status).toBe(403);
    expect((await visitor.get("/inbox/account")).status).toBe(200);
  });

  it.each(["remove", "reset"] as const)("npm run users -- %s ends the account's sessions", async (command) => {
    const { env, visitor } = await signedIn();
    expect((await visitor.get("/inbox/account")).status).toBe(200);
    const run = await runUsersCli(env, [command, OWNER]);
    expect(run.code).toBe(0);
    const response = await visitor.get("/inbox/account");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("notice=expired");
    // The old password is gone with it.
    expect((await signIn(new Visitor(visitor.origin), OWNER, PASSWORD)).status).toBe(400);
  });

  it("lists messages newest first, 25 a page, searched by name, email or message and filtered by state", async () => {
    const { server, visitor } = await signedIn();
    const start = Date.now() - 60 * 60 * 1000;
    const ids: number[] = [];
    for (let index = 0; index < 30; index++) {
      ids.push((await server.store.add(submission({ fullName: `Visitor ${index}`, email: `visitor${index}@client.example`, createdAt: new Date(start + index * 1000) }))).id);
    }
    const names = (document: Document) => [...document.querySelectorAll('ul[aria-labelledby="results-heading"] h3')].map((item) => item.textContent);

    const first = await page(await visitor.get("/inbox"));
    expect(first.querySelector("#results-heading")?.textContent).toBe(inboxCopy.list.results(30));
    expect(names(first)).toEqual(Array.from({ length: 25 }, (_, index) => `Visitor ${29 - index}`));
    expect(first.querySelector('nav[aria-label="Pages"]')?.textContent).toContain(inboxCopy.list.pageOf(1, 2));
    const nextHref = first.querySelector('a[rel="next"]')?.getAttribute("href");
    expect(nextHref).toBe("/inbox?page=2");
    const second = await page(await visitor.get(nextHref ?? ""));
    expect(names(second)).toEqual(["Visitor 4", "Visitor 3", "Visitor 2", "Visitor 1", "Visitor 0"]);
    expect(names(await page(await visitor.get("/inbox?page=99")))).toEqual(names(second));

    await server.store.add(submission({ fullName: "Noura Khalil", email: "noura@bank.example", message: "A card-acquiring LAUNCH in Q3." }));
    for (const q of ["noura", "NOURA@BANK", "acquiring launch"]) {
      expect(names(await page(await visitor.get(`/inbox?q=${encodeURIComponent(q)}`))), q).toEqual(["Noura Khalil"]);
    }
    expect((await page(await visitor.get("/inbox?q=nothing-like-this"))).querySelector("main")?.textContent).toContain(inboxCopy.list.empty);
    // A % or _ in the search is a character, not a wildcard.
    expect(names(await page(await visitor.get("/inbox?q=%25")))).toEqual([]);

    const token = await sessionToken(visitor);
    for (const id of ids.slice(0, 2)) await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "handled" });
    expect(names(await page(await visitor.get("/inbox?state=handled")))).toEqual(["Visitor 1", "Visitor 0"]);
    expect(names(await page(await visitor.get("/inbox?state=handled&q=visitor1%40")))).toEqual(["Visitor 1"]);
    const all = await page(await visitor.get("/inbox?state=all"));
    expect(all.querySelector("#results-heading")?.textContent).toBe(inboxCopy.list.results(31));
    const tabs = [...all.querySelectorAll('nav[aria-label="Message states"] a')].map((tab) => tab.textContent);
    expect(tabs).toEqual(["New29", "Handled2", "Spam0", "All31"]);
  });

  it("folds the date range away until a date is in use, and offers Clear only when something is filtered", async () => {
    const { visitor } = await signedIn();
    const datesOpen = (document: Document) => document.querySelector('form[action="/inbox"] details')?.hasAttribute("open");
    const clear = (document: Document) => document.querySelector('form[action="/inbox"] a')?.textContent ?? null;

    const plain = await page(await visitor.get("/inbox"));
    expect(datesOpen(plain)).toBe(false);
    expect(plain.querySelector("#inbox-from")?.closest("details"), "the dates are inside the fold").not.toBeNull();
    expect(clear(plain)).toBeNull();

    const searched = await page(await visitor.get("/inbox?q=noura"));
    expect(datesOpen(searched)).toBe(false);
    expect(clear(searched)).toBe(inboxCopy.list.clear);

    for (const query of ["from=2026-11-01", "to=2026-11-30", "from=not-a-date"]) {
      const dated = await page(await visitor.get(`/inbox?${query}`));
      expect(datesOpen(dated), query).toBe(true);
      expect(clear(dated), query).toBe(inboxCopy.list.clear);
    }
  });

  it("heads each section's page with the name its link carries", async () => {
    const { visitor } = await signedIn();
    const list = await page(await visitor.get("/inbox"));
    const links = [...list.querySelectorAll(`nav[aria-label="${inboxCopy.nav.label}"] a`)].map((link) => ({ href: link.getAttribute("href") ?? "", label: link.textContent ?? "" }));
    expect(links.length).toBeGreaterThan(1);
    for (const { href, label } of links) {
      const document = await page(await visitor.get(href));
      expect(document.title, href).toBe(pageTitle(`${label} · ${inboxCopy.product}`, site.name));
      expect(document.querySelector("h1")?.textContent, href).toBe(label);
    }
  });

  it("marks a message handled, spam and new again, and shows it under its tab", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(submission())).id;
    const token = await sessionToken(visitor);
    for (const state of ["handled", "spam", "new"] as const) {
      const response = await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/inbox/submissions/${id}?done=${state}`);
      const document = await page(await visitor.get(response.headers.get("location") ?? ""));
      expect(noticeOf(document)).toBe(inboxCopy.submission.done[state]);
      const listed = await page(await visitor.get(`/inbox?state=${state}`));
      expect(listed.querySelector(`a[href="/inbox/submissions/${id}"]`), state).not.toBeNull();
      for (const other of ["new", "handled", "spam"].filter((candidate) => candidate !== state)) {
        expect((await page(await visitor.get(`/inbox?state=${other}`))).querySelector(`a[href="/inbox/submissions/${id}"]`), `${state} not under ${other}`).toBeNull();
      }
    }
    expect((await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "archived" })).status).toBe(404);
    expect((await visitor.post("/inbox/submissions/999999/state", { _csrf: token, state: "spam" })).status).toBe(404);
  });

  it("isolates a visitor's name everywhere it appears, so an override left open in it reorders nothing around it", async () => {
    const { server, visitor } = await signedIn();
    const fullName = "Mallory \u202Eevil";
    const id = (await server.store.add(submission({ fullName, message: "\u202Eright to left, never closed" }))).id;
    const isolated = `\u2068${fullName}\u2069`;

    const list = await page(await visitor.get("/inbox?state=all"));
    const link = list.querySelector(`a[href="/inbox/submissions/${id}"]`);
    expect(link?.querySelector("bdi")?.textContent).toBe(fullName);
    const excerpt = link?.closest("li")?.querySelector("p[dir=auto]");
    expect(excerpt?.textContent).toContain("right to left");

    const message = await page(await visitor.get(`/inbox/submissions/${id}`));
    expect(message.title).toBe(pageTitle(`${inboxCopy.submission.title(isolated)} · ${inboxCopy.product}`, site.name));
    expect(message.querySelector("h1")?.textContent).toBe(inboxCopy.submission.title(isolated));
    expect([...message.querySelectorAll("main bdi")].map((element) => element.textContent)).toContain(fullName);
    const reply = new URL(message.querySelector('a[href^="mailto:"]')?.getAttribute("href") ?? "");
    expect(reply.searchParams.get("subject")).toBe(inboxCopy.submission.replySubject(isolated));

    const confirm = await page(await visitor.get(`/inbox/submissions/${id}/delete`));
    expect(confirm.querySelector("main")?.textContent).toContain(`The message from ${isolated}, received`);
  });

  it("shows Insights to a signed-in account: the visit, the lead's source and conversion, each table as CSV; the account's own browsing is not counted", async () => {
    const { server, visitor } = await signedIn({ insights: true }, { insightsFlushMs: 50 });
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    const host = new URL(server.url).host;
    await request(server.url, "/?utm_source=linkedin&utm_campaign=launch", { headers: { "User-Agent": browser } });
    await request(server.url, "/services.data", { headers: { "User-Agent": browser, Referer: `${server.url}/` } });
    expect((await postForm(server.url, validFields, { "User-Agent": browser, Referer: `http://${host}/contact` })).status).toBe(303);
    // The signed-in account reads the site too: not a visitor.
    await visitor.get("/about", { "User-Agent": browser });

    const totalsOf = (document: Document) => [...document.querySelectorAll("main dl dd")].map((cell) => cell.textContent);
    let insights = await page(await visitor.get("/inbox/insights"));
    // Written every 50 ms here: the two views may arrive in two writes.
    await waitFor(async () => {
      insights = await page(await visitor.get("/inbox/insights"));
      return totalsOf(insights)[1] === "2";
    }, "both views to be counted");
    expect(insights.querySelector("h1")?.textContent).toBe(inboxCopy.insights.heading);
    expect(totalsOf(insights)).toEqual(["1", "2", "1", "100.0 %"]);
    expect([...insights.querySelectorAll("main th[scope=row]")].map((cell) => cell.textContent)).toContain("linkedin / – / launch");
    const pages = [...insights.querySelectorAll("main th[scope=row] bdi")].map((cell) => cell.textContent);
    expect(pages).not.toContain("/about");
    expect(insights.querySelector("main script")).toBeNull();

    const csvHref = insights.querySelector('a[href^="/inbox/insights/leads-by-campaign.csv"]')?.getAttribute("href") ?? "";
    const csv = await visitor.get(csvHref);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain("insights-leads-by-campaign-");
    // The byte-order mark for Excel is there, and text() takes it off.
    expect([...new Uint8Array(await csv.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await csv.text()).toBe("campaign,visitors,leads,leadsPerVisitor\r\nlinkedin / – / launch,1,1,100.0 %\r\n");
    expect((await visitor.get("/inbox/insights/nothing.csv")).status).toBe(404);

    const [lead] = await server.store.list();
    const detail = await page(await visitor.get(`/inbox/submissions/${lead?.id}`));
    expect(detail.querySelector("main")?.textContent).toContain(inboxCopy.submission.sourceNote);
    expect([...detail.querySelectorAll("main bdi")].map((cell) => cell.textContent)).toEqual(expect.arrayContaining(["/contact", "/", "linkedin / – / launch"]));
  });

  it("answers a date outside the days counts are kept with a readable page, not a loop: the page moves the range and says so, a CSV is refused with the page; /healthz answers throughout", async () => {
    // Its own process: on a server that loops, the request thread this test runs in would loop with it.
    const databaseConfig = await backend.freshDatabase();
    const child = await spawnServer({ ...serverEnv(databaseConfig, staticDir), INSIGHTS: "off" });
    cleanups.push(async () => {
      child.child.kill("SIGKILL");
      await child.exitCode;
    });
    const database = await databases.open(databaseConfig);
    await account(createUserStore(database));
    const visitor = new Visitor(child.url);
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    const today = dubaiDay(new Date());
    const first = addDays(today, -(DEFAULT_INSIGHTS_RETENTION_DAYS - 1));
    const moved = inboxCopy.insights.outOfRange(first, today);

    for (const [query, from, to] of [
      ["from=9999-12-31", today, today],
      ["to=9999-12-31", addDays(today, -29), today],
      ["from=1000-01-01&to=9999-12-31", first, today],
    ] as const) {
      const response = await visitor.get(`/inbox/insights?${query}`);
      expect(response.status, query).toBe(200);
      const document = await page(response);
      expect(document.querySelector("h1")?.textContent, query).toBe(inboxCopy.insights.heading);
      expect(document.querySelector("main form")?.textContent, query).toContain(moved);
      expect(document.querySelector("main")?.textContent, query).toContain(inboxCopy.insights.range(from, to));
      const fromInput = document.querySelector<HTMLInputElement>("#insights-from");
      expect([fromInput?.value, fromInput?.min, fromInput?.max], query).toEqual([from, first, today]);
    }
    for (const path of ["/inbox/insights/daily.csv?from=9999-12-31", "/inbox/insights/pages.csv?to=9999-12-31", "/inbox/insights/leads-by-referrer.csv?from=2026-02-30"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const document = await page(response);
      expect(document.querySelector('main [role="alert"]')?.textContent, path).toBe(inboxCopy.insights.refusedExport);
      // Its links download the range it can give.
      expect(document.querySelector('a[href^="/inbox/insights/daily.csv"]')?.getAttribute("href"), path).toMatch(/^\/inbox\/insights\/daily\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    }
    const csv = await visitor.get(`/inbox/insights/daily.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toBe(`date,visitors,pageViews\r\n${today},0,0\r\n`);
    expect((await request(child.url, "/healthz")).status).toBe(200);
  });

  it("keeps a posted number that is no valid one of its country, as dialled, and warns beside it; a valid one gets no warning", async () => {
    const { server, visitor } = await signedIn();
    expect((await postForm(server.url, { ...validFields, phoneCountry: "AE", phone: "+966 45 234 5678", message: "Invalid range." })).status).toBe(303);
    expect((await postForm(server.url, { ...validFields, phoneCountry: "US", phone: "00966 55 234 5678", message: "Dialled with 00." })).status).toBe(303);
    const stored = await server.store.list();
    const invalid = stored.find((row) => row.message === "Invalid range.");
    const dialled = stored.find((row) => row.message === "Dialled with 00.");
    expect([invalid?.phone, dialled?.phone]).toEqual(["+966452345678", "+966552345678"]);

    const warned = await page(await visitor.get(`/inbox/submissions/${invalid?.id}`));
    expect(warned.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe("tel:+966452345678");
    expect(warned.querySelector("main")?.textContent).toContain(inboxCopy.submission.phoneNotValidFor("Saudi Arabia"));
    const fine = await page(await visitor.get(`/inbox/submissions/${dialled?.id}`));
    expect(fine.querySelector('a[href^="tel:"]')?.textContent).toBe("+966 55 234 5678");
    expect(fine.querySelector("main")?.textContent).not.toContain("Not a valid number");
  });

  it("shows a message with a tel: link and a mailto: link with a Re: subject, its text escaped", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(submission({ message: `<script>alert(1)</script> & "quotes"` }))).id;
    const response = await visitor.get(`/inbox/submissions/${id}`);
    expect(response.status).toBe(200);
    const document = await page(response);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.submission.title(isolate("Omar Al Mansoori")));
    const phone = document.querySelector('a[href^="tel:"]');
    expect(phone?.getAttribute("href")).toBe("tel:+971501234567");
    expect(phone?.textContent, "grouped as people read a number").toBe("+971 50 123 4567");
    const href = document.querySelector('a[href^="mailto:"]')?.getAttribute("href") ?? "";
    const mailto = new URL(href);
    expect(mailto.pathname).toBe("omar@example.com");
    // The name isolated, as in every title, and the marks percent-encoded as UTF-8 (RFC 6068).
    expect(mailto.searchParams.get("subject")).toBe(inboxCopy.submission.replySubject(isolate("Omar Al Mansoori")));
    expect(href).toContain("%E2%81%A8Omar%20Al%20Mansoori%E2%81%A9");
    expect(document.querySelector("main script")).toBeNull();
    expect(document.querySelector("main")?.textContent).toContain(`<script>alert(1)</script> & "quotes"`);
    expect((await visitor.get("/inbox/submissions/999999")).status).toBe(404);
    expect((await visitor.get("/inbox/submissions/abc")).status).toBe(404);
  });

  it("builds the Reply link so that an address stored with ?bcc=…&body=… adds no recipient and no header", async () => {
    const { server, visitor } = await signedIn();
    // Stored before the form refused such addresses, or by another way in.
    const email = "lead%40acme.example?bcc=spy%40evil.example&body=Send%20it@example.org";
    const id = (await server.store.add(submission({ email }))).id;
    const document = await page(await visitor.get(`/inbox/submissions/${id}`));
    const links = [...document.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute("href") ?? "");
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const [to = "", query = ""] = href.slice("mailto:".length).split("?");
      expect(decodeURIComponent(to)).toBe(email);
      expect([...new URLSearchParams(query).keys()]).toEqual(["subject"]);
    }
  });

  it("deletes a message after asking, with its notifications", async () => {
    const webhook = await startWebhookReceiver();
    cleanups.push(() => webhook.close());
    const { server, database, visitor } = await signedIn({ webhook: webhook.config });
    const id = (await server.store.add(submission())).id;
    const kept = (await server.store.add(submission({ fullName: "Kept Person" }))).id;
    const outbox = (submissionId: number) => database.db.selectFrom("notification_outbox").select("id").where("submission_id", "=", submissionId).execute();
    expect(await outbox(id)).toHaveLength(1);

    const confirm = await visitor.get(`/inbox/submissions/${id}/delete`);
    expect(confirm.status).toBe(200);
    const document = await page(confirm);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.confirmDelete.heading);
    const form = document.querySelector<HTMLFormElement>(`form[action="/inbox/submissions/${id}/delete"]`);
    expect(form?.method).toBe("post");

    const response = await visitor.post(`/inbox/submissions/${id}/delete`, { _csrf: csrfIn(form?.outerHTML ?? "") });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/inbox?notice=deleted");
    expect(noticeOf(await page(await visitor.get("/inbox?notice=deleted")))).toBe(inboxCopy.confirmDelete.deleted);
    expect(await server.store.get([id])).toEqual([]);
    expect(await outbox(id)).toEqual([]);
    expect(await outbox(kept)).toHaveLength(1);
    expect((await visitor.get(`/inbox/submissions/${id}`)).status).toBe(404);
    expect((await visitor.post(`/inbox/submissions/${id}/delete`, { _csrf: await sessionToken(visitor) })).status).toBe(404);
  });

  it("resends a notification on a configured channel, and only on one", async () => {
    const webhook: WebhookReceiver = await startWebhookReceiver();
    cleanups.push(() => webhook.close());
    const { server, visitor } = await signedIn({ webhook: webhook.config });
    const id = (await server.store.add(submission())).id;
    await waitFor(() => webhook.delivered.length === 1, "the first delivery");
    const detail = await page(await visitor.get(`/inbox/submissions/${id}`));
    const resendForm = detail.querySelector<HTMLFormElement>(`form[action="/inbox/submissions/${id}/resend"]`);
    expect(resendForm?.querySelector<HTMLInputElement>('input[name="channel"]')?.value).toBe("webhook");
    const token = csrfIn(resendForm?.outerHTML ?? "");

    const response = await visitor.post(`/inbox/submissions/${id}/resend`, { _csrf: token, channel: "webhook" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/inbox/submissions/${id}?done=resent`);
    await waitFor(() => webhook.delivered.length === 2, "the notification sent again");
    // Signed again, under the same webhook-id: the receiver can tell a resend from a new lead.
    expect(webhook.log.map((attempt) => attempt.verified)).toEqual([true, true]);
    expect(webhook.log[1]?.webhookId).toBe(webhook.log[0]?.webhookId);
    expect((await visitor.post(`/inbox/submissions/${id}/resend`, { _csrf: token, channel: "email" })).status).toBe(404);
    expect((await visitor.post("/inbox/submissions/999999/resend", { _csrf: token, channel: "webhook" })).status).toBe(404);
  });

  it("shows why a message is spam, notifies no one for it, and notifies when it is marked Not spam", async () => {
    const webhook = await startWebhookReceiver();
    cleanups.push(() => webhook.close());
    const { server, database, visitor } = await signedIn({ webhook: webhook.config });
    expect((await postForm(server.url, { ...validFields, "bot-field": "x", elapsedMs: "900" })).status).toBe(303);
    await postForm(server.url, { ...validFields, message: "A real message." });
    await waitFor(() => webhook.delivered.length === 1, "the real message's notification");
    const [spam, real] = await server.store.list();
    if (spam === undefined || real === undefined) throw new Error("both posts should be stored");
    await waitFor(async () => (await server.store.get([real.id]))[0]?.notificationState === "sent", "the real message marked sent");
    expect(spam).toMatchObject({ state: "spam", notificationState: "none" });
    const outbox = (submissionId: number) => database.db.selectFrom("notification_outbox").select("id").where("submission_id", "=", submissionId).execute();
    expect(await outbox(spam.id)).toEqual([]);

    const detail = await page(await visitor.get(`/inbox/submissions/${spam.id}`));
    expect(detail.body.textContent).toContain(inboxCopy.submission.spamBecause);
    // Its notifications panel says why there are none, and how the company would be told.
    expect(detail.body.textContent).toContain(inboxCopy.submission.spamNotNotified);
    expect(Array.from(detail.querySelectorAll("dd li"), (item) => item.textContent)).toEqual([
      inboxCopy.submission.spamReasons.honeypot,
      inboxCopy.submission.spamReasons["too-fast"],
    ]);
    const response = await visitor.post(`/inbox/submissions/${spam.id}/state`, { _csrf: csrfIn(detail.body.innerHTML), state: "new" });
    expect(response.status).toBe(303);
    await waitFor(() => webhook.delivered.length === 2, "the notification of the message that is not spam");
    expect(await outbox(spam.id)).toHaveLength(1);
    const sent = async (id: number) => (await server.store.get([id]))[0]?.notificationState === "sent";
    await waitFor(() => sent(spam.id), "its notification marked sent");
    expect((await server.store.get([spam.id]))[0]?.state).toBe("new");

    // Marked spam after its notification went out, then back: the sent notification stays, and is not sent again.
    const token = await sessionToken(visitor);
    await visitor.post(`/inbox/submissions/${real.id}/state`, { _csrf: token, state: "spam" });
    expect(await outbox(real.id)).toHaveLength(1);
    await visitor.post(`/inbox/submissions/${real.id}/state`, { _csrf: token, state: "new" });
    expect(await outbox(real.id)).toHaveLength(1);
    expect((await server.store.get([real.id]))[0]).toMatchObject({ state: "new", notificationState: "sent" });
    expect(webhook.delivered).toHaveLength(2);
  });

  it("sends its redirects with the site's security headers, and ignores a notice it does not know", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(submission({}))).id;
    const html = await (await visitor.get(`/inbox/submissions/${id}`)).text();
    const moved = await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: csrfIn(html), state: "handled" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(moved.headers.get("cache-control")).toBe("no-store");
    for (const done of ["__proto__", "constructor", "nonsense"]) {
      const shown = await visitor.get(`/inbox/submissions/${id}?done=${done}`);
      expect(shown.status, done).toBe(200);
      expect(noticeOf(await page(shown)), done).toBeNull();
    }
  });

  it("answers a form posted after the session ended with the sign-in page, and forgets the cookie", async () => {
    const { server, visitor, database } = await signedIn();
    const id = (await server.store.add(submission({}))).id;
    const html = await (await visitor.get(`/inbox/submissions/${id}`)).text();
    await database.db.deleteFrom("sessions").execute();
    const answer = await visitor.request("POST", `/inbox/submissions/${id}/state`, {
      body: new URLSearchParams({ _csrf: csrfIn(html), state: "handled" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    });
    expect(answer.status).toBe(401);
    const signInForm = await page(answer);
    expect(signInForm.querySelector("h1")?.textContent).toBe(inboxCopy.signIn.heading);
    expect(noticeOf(signInForm)).toBe(inboxCopy.signIn.expired);
    expect(answer.headers.get("set-cookie")).toMatch(/inbox_session=;/);
  });

  it("lets members work the messages but keeps exports, deletion and data requests for owners", async () => {
    const { server, users, visitor } = await start();
    await account(users, "member@dunecrest.example", "member");
    expect((await signIn(visitor, "member@dunecrest.example", PASSWORD)).status).toBe(303);
    const id = (await server.store.add(submission({}))).id;
    const list = await page(await visitor.get("/inbox?state=all"));
    expect(list.querySelector('a[href^="/inbox/export."]')).toBeNull();
    expect(list.querySelector('a[href="/inbox/people"]')).toBeNull();
    const message = await visitor.get(`/inbox/submissions/${id}`);
    const html = await message.text();
    expect(parseHtml(html).querySelector(`a[href="/inbox/submissions/${id}/delete"]`)).toBeNull();
    const token = csrfIn(html);
    expect((await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "handled" })).status).toBe(303);
    for (const path of ["/inbox/export.csv", "/inbox/export.json", `/inbox/submissions/${id}/delete`, "/inbox/people"]) {
      const refused = await visitor.get(path);
      expect(refused.status, path).toBe(403);
      expect((await page(refused)).querySelector("main p")?.textContent, path).toBe(inboxCopy.forbidden.ownersOnly);
    }
    for (const path of [`/inbox/submissions/${id}/delete`, "/inbox/people", "/inbox/people/export", "/inbox/people/erase"]) {
      expect((await visitor.post(path, { _csrf: token, email: "omar@example.com", confirm: "yes" })).status, path).toBe(403);
    }
    expect(await server.store.list()).toHaveLength(1);
  });

  it("exports the filtered messages: CSV formula-safe with every row, JSON with every field", async () => {
    const { server, visitor } = await signedIn();
    await server.store.add(submission({ fullName: "=HYPERLINK(\"http://evil.example\",\"click\")", email: "mallory@client.example", message: "+1+cmd|' /C calc'!A0\nsecond line" }));
    await server.store.add(submission({ fullName: "عائشة الرحمن", email: "aisha@client.example", message: "@SUM(1,2)", locale: "ar", phone: null }));

    const csv = await visitor.get("/inbox/export.csv?state=all");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark, so that Excel reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,fullName,email,phone,message,userAgent,notificationState,state,spamReasons,locale,sourceFormPage,sourceLandingPage,sourceReferrerHost,sourceUtmSource,sourceUtmMedium,sourceUtmCampaign",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+1+cmd|' /C calc'!A0\nsecond line"`);
    expect(text).toContain("'@SUM(1");
    expect(text).toContain("عائشة الرحمن");
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);

    const json = await visitor.get("/inbox/export.json?state=all");
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const rows = (await json.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ["assigneeId", "createdAt", "email", "firstAnsweredAt", "fullName", "id", "locale", "message", "notificationState", "phone", "source", "spamReasons", "state", "stateChangedAt", "userAgent"].sort(),
    );
    expect(rows.map((row) => row["fullName"])).toEqual(["عائشة الرحمن", "=HYPERLINK(\"http://evil.example\",\"click\")"]);
    expect(rows[1]?.["message"]).toBe("+1+cmd|' /C calc'!A0\nsecond line");

    const filtered = (await (await visitor.get("/inbox/export.json?state=all&q=aisha")).json()) as unknown[];
    expect(filtered).toHaveLength(1);
    expect((await (await visitor.get("/inbox/export.json?state=spam")).json()) as unknown[]).toEqual([]);
  });

  it("refuses a download another site or a mail started, offers it from the inbox instead, and downloads what was typed or clicked here", async () => {
    const { server, database, visitor } = await signedIn();
    await server.store.add(submission({ fullName: "Aisha Rahman", email: "aisha@client.example" }));
    const base = new URL(server.url);
    const elsewhere: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      // A sibling subdomain is the same site: its links carry even a SameSite=Strict cookie.
      { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "navigate" },
      // Browsers without fetch metadata: judged by Referer, and refused without one (a link can hide it).
      { "Sec-Fetch-Site": "", Referer: "https://evil.example/leads.html" },
      { "Sec-Fetch-Site": "" },
    ];
    for (const path of ["/inbox/export.csv?state=all", "/inbox/export.json?state=all&q=aisha"]) {
      for (const headers of elsewhere) {
        const refused = await visitor.request("GET", path, { headers });
        const label = `${path} ${JSON.stringify(headers)}`;
        expect(refused.status, label).toBe(403);
        expect(refused.headers.get("content-disposition"), label).toBeNull();
        expect(refused.headers.get("content-type"), label).toBe("text/html; charset=utf-8");
        const document = await page(refused);
        expect(document.querySelector("h1")?.textContent, label).toBe(inboxCopy.forbidden.downloadHeading);
        expect(document.querySelector("main")?.textContent, label).not.toContain("Aisha Rahman");
        const offered = document.querySelector(`main a[href="${path}"]`);
        expect(offered?.textContent, label).toBe(inboxCopy.forbidden.download);
        expect(offered?.hasAttribute("download"), label).toBe(true);
      }
      const typedOrHere: Record<string, string>[] = [{ "Sec-Fetch-Site": "same-origin" }, { "Sec-Fetch-Site": "none" }, { "Sec-Fetch-Site": "", Referer: `${base.origin}/inbox?state=all` }];
      for (const headers of typedOrHere) {
        const allowed = await visitor.request("GET", path, { headers });
        expect(allowed.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(await allowed.text()).toContain("Aisha Rahman");
      }
    }
    // Only the downloads that happened are in the audit log.
    expect((await auditRows(database)).filter((row) => row.action === "export")).toHaveLength(6);
  });

  it("finds, exports and erases a person's messages by email, and leaves everyone else's", async () => {
    const { server, visitor } = await signedIn();
    const theirs = [
      (await server.store.add(submission({ email: "omar@example.com", message: "First message" }))).id,
      (await server.store.add(submission({ email: " OMAR@Example.com", message: "Second message" }))).id,
    ];
    const others = [
      (await server.store.add(submission({ fullName: "Noura Khalil", email: "noura@bank.example" }))).id,
      (await server.store.add(submission({ fullName: "Omar Other", email: "omar@other.example" }))).id,
    ];
    const token = await sessionToken(visitor);

    const found = await visitor.post("/inbox/people", { _csrf: token, email: "omar@example.com" });
    expect(found.status).toBe(200);
    const foundPage = await page(found);
    expect(noticeOf(foundPage)).toBe(inboxCopy.people.found(2, "omar@example.com"));
    expect([...foundPage.querySelectorAll("main ul a")].map((link) => link.getAttribute("href")).sort()).toEqual(theirs.map((id) => `/inbox/submissions/${id}`).sort());

    const exported = await visitor.post("/inbox/people/export", { _csrf: token, email: "omar@example.com", format: "csv" });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="person-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await exported.text();
    expect(csv).toContain("First message");
    expect(csv).toContain("Second message");
    expect(csv).not.toContain("noura@bank.example");
    expect(csv).not.toContain("omar@other.example");
    const json = (await (await visitor.post("/inbox/people/export", { _csrf: token, email: "omar@example.com", format: "json" })).json()) as { id: number }[];
    expect(json.map((row) => row.id).sort()).toEqual([...theirs].sort());

    const ask = await page(await visitor.post("/inbox/people/erase", { _csrf: token, email: "omar@example.com" }));
    expect(ask.querySelector("#erase-heading")?.textContent).toBe(inboxCopy.people.confirmHeading);
    expect(await server.store.get(theirs)).toHaveLength(2);

    const erased = await page(await visitor.post("/inbox/people/erase", { _csrf: token, email: "omar@example.com", confirm: "yes" }));
    expect(noticeOf(erased)).toBe(inboxCopy.people.erased(2));
    expect(await server.store.get(theirs)).toEqual([]);
    expect((await server.store.get(others)).map((row) => row.email).sort()).toEqual(["noura@bank.example", "omar@other.example"]);
    expect(noticeOf(await page(await visitor.post("/inbox/people", { _csrf: token, email: "omar@example.com" })))).toBe(inboxCopy.people.none("omar@example.com"));
  });

  it("keeps an audit row for sign-in, failures, exports, deletion and erasure, without message text or visitors' addresses", async () => {
    const { server, database, users, visitor } = await start();
    await account(users);
    const message = "Private: our acquiring volumes are 4.2M AED a month.";
    const ids = [
      (await server.store.add(submission({ message }))).id,
      (await server.store.add(submission({ email: "noura@bank.example", message }))).id,
    ];
    expect((await signIn(visitor, OWNER, "wrong password here")).status).toBe(400);
    expect((await signIn(new Visitor(visitor.origin), "nobody@dunecrest.example", "wrong password here")).status).toBe(400);
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    const token = await sessionToken(visitor);
    await visitor.get("/inbox/export.csv?state=all");
    await visitor.post("/inbox/people/export", { _csrf: token, email: "omar@example.com", format: "json" });
    await visitor.post(`/inbox/submissions/${ids[1] ?? 0}/delete`, { _csrf: token });
    await visitor.post("/inbox/people/erase", { _csrf: token, email: "omar@example.com", confirm: "yes" });
    await visitor.post("/inbox/sign-out", { _csrf: token });

    const rows = await auditRows(database);
    expect(rows).toEqual([
      { actor_email: null, action: "sign-in-failed", subject: `user ${OWNER}` },
      // An address with no account is not kept.
      { actor_email: null, action: "sign-in-failed", subject: null },
      { actor_email: OWNER, action: "sign-in", subject: null },
      { actor_email: OWNER, action: "export", subject: "2 submissions (csv)" },
      { actor_email: OWNER, action: "person-exported", subject: "1 submission (json)" },
      { actor_email: OWNER, action: "submission-deleted", subject: `submission ${ids[1]}` },
      { actor_email: OWNER, action: "submissions-erased", subject: `submissions ${ids[0]}` },
      { actor_email: OWNER, action: "sign-out", subject: null },
    ]);
    const text = JSON.stringify(rows);
    for (const secret of ["acquiring", "omar@example.com", "noura@bank.example", "nobody@dunecrest.example", PASSWORD]) expect(text).not.toContain(secret);
  });

  it("records a throttled attempt in the audit log, counting failures from one client in a minute in one row", async () => {
    const { database, users, visitor } = await start();
    await account(users);
    const startedAt = Date.now();
    for (let attempt = 0; attempt <= MAX_FAILURES_PER_ACCOUNT; attempt++) await signIn(visitor, OWNER, "wrong password here");
    const rows = await database.db.selectFrom("audit_log").select(["action", "count"]).orderBy("id").execute();
    const failed = rows.filter((row) => row.action === "sign-in-failed");
    expect(failed.reduce((sum, row) => sum + Number(row.count), 0)).toBe(MAX_FAILURES_PER_ACCOUNT);
    expect(failed.length).toBeLessThanOrEqual(Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1);
    expect(rows.at(-1)).toEqual({ action: "sign-in-throttled", count: 1 });
  });

  it("sends inbox pages and downloads with noindex, no-store and a CSP without 'unsafe-inline'", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(submission())).id;
    const anonymous = new Visitor(server.url);
    const responses = [
      await anonymous.get("/inbox"),
      await anonymous.get("/inbox/set-password"),
      await visitor.get("/inbox"),
      await visitor.get(`/inbox/submissions/${id}`),
      await visitor.get(`/inbox/submissions/${id}/delete`),
      await visitor.get("/inbox/people"),
      await visitor.get("/inbox/account"),
      await visitor.get("/inbox/no-such-page"),
      await visitor.get("/inbox/export.csv"),
      await anonymous.get("/inbox/export.json"),
    ];
    for (const response of responses) {
      const where = response.url;
      expect(response.headers.get("x-robots-tag"), where).toMatch(/\bnoindex\b/);
      expect(response.headers.get("cache-control"), where).toBe("no-store");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, where).toContain("script-src 'self'");
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).not.toContain("unsafe-inline");
      expect(csp, where).not.toContain("unsafe-eval");
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 404, 200, 401]);
    // The pages themselves need no inline script or style to work.
    for (const response of responses.slice(0, 7)) {
      const document = parseHtml(await response.clone().text());
      expect([...document.querySelectorAll("script")].filter((script) => !script.hasAttribute("src")), response.url).toEqual([]);
      expect(document.querySelector("[style]"), response.url).toBeNull();
    }
  });

  it("still takes the public contact form's posts, which then appear in the inbox", async () => {
    const { server, visitor } = await signedIn();
    expect((await postForm(server.url, validFields)).status).toBe(303);
    const document = await page(await visitor.get(`/inbox?q=${encodeURIComponent(validFields["email"] ?? "")}`));
    expect(document.querySelector('ul[aria-labelledby="results-heading"] h3')?.textContent).toBe(validFields["fullName"]);
  });
});
