import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { postForm, validFields } from "../../tests/server-support/http.ts";
import { parseHtml } from "../../tests/server-support/parse-html.ts";
import { csrfIn, noticeOf, page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import {
  arrivedNow,
  auditRows,
  OWNER,
  PASSWORD,
  sessionToken,
  useInboxServer,
} from "../../tests/server-support/inbox-server.ts";

describeEachBackend("the inbox over HTTP", (backend) => {
  const inbox = useInboxServer(backend);
  const { account, signedIn, start } = inbox;

  it("shows the sign-in page at /inbox, and sends every other page to it with where to come back", async () => {
    const { visitor } = await start();
    const signInPage = await visitor.get("/inbox");
    expect(signInPage.status).toBe(200);
    const document = await page(signInPage);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.signIn.heading);
    for (const path of [
      "/inbox/submissions/1",
      "/inbox/people",
      "/inbox/account",
      "/inbox/submissions/1/delete",
      "/inbox/people?x=1",
    ]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe(`/inbox?next=${encodeURIComponent(path)}`);
    }
  });

  it("answers exports and posts without a session with 401, and changes nothing", async () => {
    const { server, visitor } = await start();
    const id = (await server.store.add(arrivedNow())).id;
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

  it("answers a form body it cannot read with a 400 page that says so, before signing anyone in or changing anything", async () => {
    const { server, database, users, visitor } = await start();
    await account(users);
    const id = (await server.store.add(arrivedNow())).id;
    const token = csrfIn(await (await visitor.get("/inbox")).text());
    const malformed = [
      {
        "Content-Type": "multipart/form-data; boundary=----cut",
        body: `------cut\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${token}`,
      },
      { "Content-Type": "multipart/form-data", body: "_csrf=x" },
      { "Content-Type": "multipart/form-data; boundary=x", body: "not multipart at all" },
    ];
    const refusedHere = async (path: string) => {
      for (const { body, ...headers } of malformed) {
        const answer = await visitor.request("POST", path, {
          body,
          headers: { ...headers, Origin: visitor.origin, Accept: "text/html" },
        });
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

  it("refuses a post from another site with 403, even with the right token", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(arrivedNow())).id;
    const token = await sessionToken(visitor);
    for (const headers of [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: server.url.replace("127.0.0.1", "localhost") },
    ]) {
      const response = await visitor.post(
        `/inbox/submissions/${id}/state`,
        { _csrf: token, state: "spam" },
        headers,
      );
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
    expect(
      (await stranger.post("/inbox/sign-in", { _csrf: formToken, email: OWNER, password: PASSWORD })).status,
    ).toBe(403);
    expect((await server.store.get([id]))[0]?.state).toBe("new");
  });

  it("refuses a post with a wrong or missing CSRF token with 403, and takes the token from the X-CSRF-Token header", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(arrivedNow())).id;
    const token = await sessionToken(visitor);
    const forged: Record<string, string>[] = [
      { state: "spam" },
      { state: "spam", _csrf: "" },
      { state: "spam", _csrf: token.replace(/^./, (c) => (c === "a" ? "b" : "a")) },
    ];
    for (const fields of forged) {
      expect((await visitor.post(`/inbox/submissions/${id}/state`, fields)).status).toBe(403);
    }
    expect(
      (await visitor.post(`/inbox/submissions/${id}/state`, { state: "spam" }, { "X-CSRF-Token": "wrong" }))
        .status,
    ).toBe(403);
    // Another session's token is not this one's.
    const other = new Visitor(server.url);
    expect((await signIn(other, OWNER, PASSWORD)).status).toBe(303);
    expect((await other.post(`/inbox/submissions/${id}/state`, { state: "spam", _csrf: token })).status).toBe(
      403,
    );
    expect((await server.store.get([id]))[0]?.state).toBe("new");

    const byHeader = await visitor.post(
      `/inbox/submissions/${id}/state`,
      { state: "spam" },
      { "X-CSRF-Token": token },
    );
    expect(byHeader.status).toBe(303);
    expect((await server.store.get([id]))[0]?.state).toBe("spam");
    // The sign-in form's token is checked as well.
    const fresh = new Visitor(server.url);
    await fresh.get("/inbox");
    expect(
      (await fresh.post("/inbox/sign-in", { _csrf: "not-the-cookie", email: OWNER, password: PASSWORD }))
        .status,
    ).toBe(403);
  });

  it("sends its redirects with the site's security headers, and ignores a notice it does not know", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(arrivedNow({}))).id;
    const html = await (await visitor.get(`/inbox/submissions/${id}`)).text();
    const moved = await visitor.post(`/inbox/submissions/${id}/state`, {
      _csrf: csrfIn(html),
      state: "handled",
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(moved.headers.get("cache-control")).toBe("no-store");
    for (const done of ["__proto__", "constructor", "nonsense"]) {
      const shown = await visitor.get(`/inbox/submissions/${id}?done=${done}`);
      expect(shown.status, done).toBe(200);
      expect(noticeOf(await page(shown)), done).toBeNull();
    }
  });

  it("keeps an audit row for sign-in, failures, exports, deletion and erasure, without message text or visitors' addresses", async () => {
    const { server, database, users, visitor } = await start();
    await account(users);
    const message = "Private: our acquiring volumes are 4.2M AED a month.";
    const ids = [
      (await server.store.add(arrivedNow({ message }))).id,
      (await server.store.add(arrivedNow({ email: "noura@bank.example", message }))).id,
    ];
    expect((await signIn(visitor, OWNER, "wrong password here")).status).toBe(400);
    expect(
      (await signIn(new Visitor(visitor.origin), "nobody@dunecrest.example", "wrong password here")).status,
    ).toBe(400);
    expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
    const token = await sessionToken(visitor);
    await visitor.get("/inbox/export.csv?state=all");
    await visitor.post("/inbox/people/export", { _csrf: token, email: "omar@example.com", format: "json" });
    await visitor.post(`/inbox/submissions/${ids[1] ?? 0}/delete`, { _csrf: token });
    await visitor.post("/inbox/people/erase", { _csrf: token, email: "omar@example.com", confirm: "yes" });
    await visitor.post("/inbox/sign-out", { _csrf: token });

    const rows = await auditRows(database);
    expect(rows).toEqual([
      // The server's first start seeded the site's content from the repository's files.
      { actor_email: null, action: "content-imported", subject: "revision 1" },
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
    for (const secret of [
      "acquiring",
      "omar@example.com",
      "noura@bank.example",
      "nobody@dunecrest.example",
      PASSWORD,
    ])
      expect(text).not.toContain(secret);
  });

  it("sends inbox pages and downloads with noindex, no-store and a CSP without 'unsafe-inline'", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(arrivedNow())).id;
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
    expect(responses.map((response) => response.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 404, 200, 401,
    ]);
    // The pages themselves need no inline script or style to work.
    for (const response of responses.slice(0, 7)) {
      const document = parseHtml(await response.clone().text());
      expect(
        [...document.querySelectorAll("script")].filter((script) => !script.hasAttribute("src")),
        response.url,
      ).toEqual([]);
      expect(document.querySelector("[style]"), response.url).toBeNull();
    }
  });

  it("still takes the public contact form's posts, which then appear in the inbox", async () => {
    const { server, visitor } = await signedIn();
    expect((await postForm(server.url, validFields)).status).toBe(303);
    const document = await page(
      await visitor.get(`/inbox?q=${encodeURIComponent(validFields["email"] ?? "")}`),
    );
    expect(document.querySelector('ul[aria-labelledby="results-heading"] h3')?.textContent).toBe(
      validFields["fullName"],
    );
  });
});
