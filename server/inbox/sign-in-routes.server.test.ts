import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import {
  ALERT_CEILING,
  FIRST_LOCK_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_CLIENT,
} from "./sign-in-throttle.ts";
import { toIso } from "../store/driver-values.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { runUsersCli } from "../../tests/server-support/server-process.ts";
import { startMailCatcher } from "../../tests/server-support/mail-catcher.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { csrfIn, noticeOf, page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import {
  arrivedNow,
  OWNER,
  PASSWORD,
  sessionToken,
  useInboxServer,
  waitForOutboxDrained,
} from "../../tests/server-support/inbox-server.ts";

const HOUR_MS = 60 * 60 * 1000;

describeEachBackend("signing in to the inbox over HTTP", (backend) => {
  const inbox = useInboxServer(backend);
  const { account, cleanup, signedIn, start } = inbox;

  it("answers a wrong password and an unknown email alike: same status, page and message", async () => {
    const { users, visitor } = await start();
    await account(users);
    const wrongPassword = await signIn(visitor, OWNER, "not the password at all");
    const unknownEmail = await signIn(
      new Visitor(visitor.origin),
      "nobody@dunecrest.example",
      "not the password at all",
    );
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    const [one, two] = [await page(wrongPassword), await page(unknownEmail)];
    expect(noticeOf(one)).toBe(inboxCopy.signIn.invalid);
    expect(noticeOf(two)).toBe(noticeOf(one));
    expect(two.title).toBe(one.title);
    // The same page but for the address typed, which is kept in its field.
    const main = (document: Document, email: string) =>
      document
        .querySelector("main")
        ?.innerHTML.replaceAll(email, "EMAIL")
        .replace(/"[A-Za-z0-9_-]{43}"/g, "TOKEN");
    expect(main(two, "nobody@dunecrest.example")).toBe(main(one, OWNER));
    expect(one.querySelector<HTMLInputElement>("#sign-in-email")?.value).toBe(OWNER);
    expect(one.querySelector<HTMLInputElement>("#sign-in-password")?.value).toBe("");
  });

  it(`refuses the ${MAX_FAILURES_PER_ACCOUNT + 1}th attempt on an account in 15 minutes with 429 and Retry-After, even with the right password`, async () => {
    const { users, visitor } = await start();
    await account(users);
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await signIn(visitor, OWNER, `wrong password ${attempt}`)).status, `attempt ${attempt}`).toBe(
        400,
      );
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
      const response = await signIn(
        new Visitor(server.url, server.url, from(`203.0.113.${attacker}`)),
        OWNER,
        `guess ${attacker}`,
      );
      expect(response.status, `guess ${attacker}`).toBe(attacker < MAX_FAILURES_PER_ACCOUNT ? 400 : 429);
    }
    expect(
      (await signIn(new Visitor(server.url, server.url, from("192.0.2.50")), OWNER, PASSWORD)).status,
    ).toBe(429);
    // The laptop on the café's network, which the attackers share.
    const atTheCafe = laptop.copy(from("203.0.113.3"));
    expect((await signIn(atTheCafe, OWNER, "a typo in the password")).status).toBe(400);
    expect((await signIn(atTheCafe, OWNER, PASSWORD)).status).toBe(303);
    expect((await atTheCafe.get("/inbox/account")).status).toBe(200);

    // A made-up device cookie, or one made for another account, is no way in.
    for (const [id, value] of [
      [owner.id, `${owner.id}.AAAAAAAAAAAAAAAAAAAAAA.${"A".repeat(43)}`],
      [
        owner.id,
        (atTheCafe.cookieValue(`inbox_device_${owner.id}`) ?? "").replace(/^\d+/, String(owner.id + 1)),
      ],
    ] as const) {
      const forger = new Visitor(server.url, server.url, from("192.0.2.51"));
      forger.plant(`inbox_device_${id}`, value);
      expect((await signIn(forger, OWNER, PASSWORD)).status).toBe(429);
    }
  });

  it(`mails every owner once when the failed sign-ins on an account reach ${ALERT_CEILING} within the hour`, async () => {
    const catcher = await startMailCatcher();
    cleanup(() => catcher.close());
    const { server, database, users } = await start({
      trustProxyHops: 1,
      smtp: {
        url: `smtp://127.0.0.1:${catcher.port}`,
        from: "Dunecrest Digital <web@dunecrest.example>",
        to: ["leads@dunecrest.example"],
      },
    });
    await account(users);
    await account(users, "second-owner@dunecrest.example", "owner");
    await account(users, "member@dunecrest.example", "member");
    for (let attempt = 0; attempt < ALERT_CEILING + 10; attempt++) {
      const attacker = new Visitor(server.url, server.url, {
        "X-Forwarded-For": `203.0.113.${attempt % 250}`,
      });
      expect([400, 429], `attempt ${attempt}`).toContain(
        (await signIn(attacker, OWNER, `guess ${attempt}`)).status,
      );
    }
    await waitFor(() => catcher.mails.length > 0, "the owners' alert");
    // The server decides on an alert, and logs it, before it answers the sign-in: every attempt has been answered.
    expect(server.logs.filter((entry) => entry.event === "sign-in-alert")).toHaveLength(1);
    await waitForOutboxDrained(database);
    expect(catcher.mails).toHaveLength(1);
    const [mail] = catcher.mails;
    expect(mail?.recipients.sort()).toEqual([OWNER, "second-owner@dunecrest.example"].sort());
    expect(mail?.raw).toContain(`many failed sign-ins on ${OWNER}`);
    expect(mail?.raw).not.toContain("guess ");
  });

  it("sets the device cookie HttpOnly, SameSite=Strict, under /inbox for a year, and behind HTTPS as __Secure- and Secure", async () => {
    const running = await start({ trustProxyHops: 1 });
    const owner = await account(running.users);
    const plain = (await signIn(running.visitor, OWNER, PASSWORD)).headers
      .getSetCookie()
      .find((line) => line.startsWith(`inbox_device_${owner.id}=`));
    const attributes = (plain ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(["httponly", "samesite=strict", "path=/inbox", `max-age=${365 * 24 * 60 * 60}`]),
    );
    expect(attributes).not.toContain("secure");

    const origin = running.server.url.replace(/^http:/, "https:");
    const secure = new Visitor(running.server.url, origin, { "X-Forwarded-Proto": "https" });
    const line = (await signIn(secure, OWNER, PASSWORD)).headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`__Secure-inbox_device_${owner.id}=`));
    expect((line ?? "").split(";").map((part) => part.trim().toLowerCase())).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=strict", "path=/inbox"]),
    );
  });

  it("sets a password with the one-time code while the account is locked by guesses, and that browser then signs in", async () => {
    const { server, users } = await start({ trustProxyHops: 1 });
    const { setupCode } = await users.add(OWNER, "member", new Date());
    for (let attacker = 0; attacker < 30; attacker++)
      await signIn(
        new Visitor(server.url, server.url, { "X-Forwarded-For": `203.0.113.${attacker}` }),
        OWNER,
        `guess ${attacker}`,
      );
    const newcomer = new Visitor(server.url, server.url, { "X-Forwarded-For": "198.51.100.20" });
    expect((await signIn(newcomer, OWNER, "before any password")).status).toBe(429);
    const token = csrfIn(await (await newcomer.get("/inbox/set-password")).text());
    const done = await newcomer.post("/inbox/set-password", {
      _csrf: token,
      email: OWNER,
      code: setupCode,
      password: PASSWORD,
      confirm: PASSWORD,
    });
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
      statuses.push(
        (await visitor.post("/inbox/sign-in", { _csrf: token, email, password: `guess ${i}` })).status,
      );
    }
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(450);
    const all = await database.db.selectFrom("audit_log").select(["action", "subject", "count"]).execute();
    const rows = all.filter((row) => row.action === "sign-in-failed" || row.action === "sign-in-throttled");
    // Per minute at most one row for each of: failed or refused, on the owner's account or on no account.
    expect(rows.length).toBeLessThanOrEqual(4 * minutes);
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(500);
    // And the one alert that 250 guesses at one account raise, beside the seed of the site's content at first start.
    const others = all.filter((row) => !rows.includes(row));
    expect(others).toHaveLength(2);
    expect(others).toEqual(
      expect.arrayContaining([
        { action: "sign-in-alert", subject: `user ${OWNER}`, count: 1 },
        { action: "content-imported", subject: "revision 1", count: 1 },
      ]),
    );
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
      visitor.post("/inbox/set-password", {
        _csrf: token,
        email: OWNER,
        code: setupCode,
        password: PASSWORD,
        confirm: PASSWORD,
        ...fields,
      });

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
    expect(noticeOf(await page(await visitor.get("/inbox?notice=passwordSet")))).toBe(
      inboxCopy.setPassword.done,
    );
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    // The code works once.
    const again = new Visitor(visitor.origin);
    const againToken = csrfIn(await (await again.get("/inbox/set-password")).text());
    const reused = await again.post("/inbox/set-password", {
      _csrf: againToken,
      email: OWNER,
      code: setupCode,
      password: "another long password",
      confirm: "another long password",
    });
    expect(reused.status).toBe(400);
    expect(noticeOf(await page(reused))).toBe(inboxCopy.setPassword.invalidCode);
  });

  it("signs in to the page asked for, and never to another site", async () => {
    const { users, visitor } = await start();
    await account(users);
    expect((await signIn(visitor, OWNER, PASSWORD, "/inbox/people?x=1")).headers.get("location")).toBe(
      "/inbox/people?x=1",
    );
    // A bookmarked tab opened without a session comes back to that tab.
    const bookmarked = new Visitor(visitor.origin);
    const form = await page(await bookmarked.get("/inbox?state=spam"));
    expect(form.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe("/inbox?state=spam");
    for (const next of [
      "//evil.example/inbox",
      "https://evil.example/inbox",
      "/inbox//evil.example",
      "/inbox\\evil",
      "/inboxes",
    ]) {
      const other = new Visitor(visitor.origin);
      const token = csrfIn(await (await other.get("/inbox")).text());
      const answer = await other.post("/inbox/sign-in", {
        _csrf: token,
        email: OWNER,
        password: PASSWORD,
        next,
      });
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

  it("ends a session idle for 8 hours, or 30 days old, and says so at sign-in", async () => {
    const { database, visitor } = await signedIn();
    await database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 9 * HOUR_MS).toISOString() })
      .execute();
    const expired = await visitor.get("/inbox/account");
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe(
      `/inbox?next=${encodeURIComponent("/inbox/account")}&notice=expired`,
    );
    expect(noticeOf(await page(await visitor.get(expired.headers.get("location") ?? "")))).toBe(
      inboxCopy.signIn.expired,
    );
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([]);
    // An export without a live session is refused, not redirected.
    expect((await visitor.get("/inbox/export.csv")).status).toBe(401);

    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    expect((await visitor.get("/inbox/account")).status).toBe(200);
    await database.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await visitor.get("/inbox/account")).headers.get("location")).toContain("notice=expired");
  });

  it("keeps a session that is used, well within its idle time", async () => {
    const { database, visitor } = await signedIn();
    await database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 7 * HOUR_MS).toISOString() })
      .execute();
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
    expect(noticeOf(await page(await visitor.get("/inbox?notice=signedOut")))).toBe(
      inboxCopy.signIn.signedOut,
    );
    expect((await stolen.get("/inbox/account")).status).toBe(303);
    expect((await stolen.get("/inbox/export.json")).status).toBe(401);
    expect(await database.db.selectFrom("sessions").select("id").execute()).toEqual([]);
  });

  it("refuses a sign-out without the session's token, and keeps the session", async () => {
    const { visitor } = await signedIn();
    expect((await visitor.post("/inbox/sign-out", { _csrf: "forged" })).status).toBe(403);
    expect((await visitor.get("/inbox/account")).status).toBe(200);
  });

  it.each(["remove", "reset"] as const)(
    "npm run users -- %s ends the account's sessions",
    async (command) => {
      const { env, visitor } = await signedIn();
      expect((await visitor.get("/inbox/account")).status).toBe(200);
      const run = await runUsersCli(env, [command, OWNER]);
      expect(run.code).toBe(0);
      const response = await visitor.get("/inbox/account");
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toContain("notice=expired");
      // The old password is gone with it.
      expect((await signIn(new Visitor(visitor.origin), OWNER, PASSWORD)).status).toBe(400);
    },
  );

  it("answers a form posted after the session ended with the sign-in page, and forgets the cookie", async () => {
    const { server, visitor, database } = await signedIn();
    const id = (await server.store.add(arrivedNow({}))).id;
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

  it("records a throttled attempt in the audit log, counting failures from one client in a minute in one row", async () => {
    const { database, users, visitor } = await start();
    await account(users);
    const startedAt = Date.now();
    for (let attempt = 0; attempt <= MAX_FAILURES_PER_ACCOUNT; attempt++)
      await signIn(visitor, OWNER, "wrong password here");
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["action", "count"])
      .orderBy("id")
      .execute();
    const failed = rows.filter((row) => row.action === "sign-in-failed");
    expect(failed.reduce((sum, row) => sum + Number(row.count), 0)).toBe(MAX_FAILURES_PER_ACCOUNT);
    expect(failed.length).toBeLessThanOrEqual(
      Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1,
    );
    expect(rows.at(-1)).toEqual({ action: "sign-in-throttled", count: 1 });
  });
});
