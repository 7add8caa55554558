import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { isolate } from "../../app/lib/bidi.ts";
import { pageTitle } from "../../app/lib/page-title.ts";
import { site } from "../../app/config/site.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { postForm, validFields } from "../../tests/server-support/http.ts";
import { parseHtml } from "../../tests/server-support/parse-html.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { csrfIn, noticeOf, page, signIn } from "../../tests/server-support/inbox-visitor.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/server-support/webhook-receiver.ts";
import {
  arrivedNow,
  auditRows,
  PASSWORD,
  sessionToken,
  useInboxServer,
} from "../../tests/server-support/inbox-server.ts";

describeEachBackend("the inbox's list and a lead's page over HTTP", (backend) => {
  const inbox = useInboxServer(backend);
  const { account, cleanup, signedIn, start } = inbox;

  it("lists leads newest first, 25 a page, searched by name, email or message and filtered by state", async () => {
    const { server, visitor } = await signedIn();
    const start = Date.now() - 60 * 60 * 1000;
    const ids: number[] = [];
    for (let index = 0; index < 30; index++) {
      ids.push(
        (
          await server.store.add(
            arrivedNow({
              fullName: `Visitor ${index}`,
              email: `visitor${index}@client.example`,
              createdAt: new Date(start + index * 1000),
            }),
          )
        ).id,
      );
    }
    const names = (document: Document) =>
      [...document.querySelectorAll('ul[aria-labelledby="results-heading"] h3')].map(
        (item) => item.textContent,
      );

    const first = await page(await visitor.get("/inbox"));
    expect(first.querySelector("#results-heading")?.textContent).toBe(inboxCopy.list.results(30));
    expect(names(first)).toEqual(Array.from({ length: 25 }, (_, index) => `Visitor ${29 - index}`));
    expect(first.querySelector('nav[aria-label="Pages"]')?.textContent).toContain(
      inboxCopy.list.pageOf(1, 2),
    );
    const nextHref = first.querySelector('a[rel="next"]')?.getAttribute("href");
    expect(nextHref).toBe("/inbox?page=2");
    const second = await page(await visitor.get(nextHref ?? ""));
    expect(names(second)).toEqual(["Visitor 4", "Visitor 3", "Visitor 2", "Visitor 1", "Visitor 0"]);
    expect(names(await page(await visitor.get("/inbox?page=99")))).toEqual(names(second));

    await server.store.add(
      arrivedNow({
        fullName: "Noura Khalil",
        email: "noura@bank.example",
        message: "A card-acquiring LAUNCH in Q3.",
      }),
    );
    for (const q of ["noura", "NOURA@BANK", "acquiring launch"]) {
      expect(names(await page(await visitor.get(`/inbox?q=${encodeURIComponent(q)}`))), q).toEqual([
        "Noura Khalil",
      ]);
    }
    expect(
      (await page(await visitor.get("/inbox?q=nothing-like-this"))).querySelector("main")?.textContent,
    ).toContain(inboxCopy.list.empty);
    // A % or _ in the search is a character, not a wildcard.
    expect(names(await page(await visitor.get("/inbox?q=%25")))).toEqual([]);

    const token = await sessionToken(visitor);
    for (const id of ids.slice(0, 2))
      await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "handled" });
    expect(names(await page(await visitor.get("/inbox?state=handled")))).toEqual(["Visitor 1", "Visitor 0"]);
    expect(names(await page(await visitor.get("/inbox?state=handled&q=visitor1%40")))).toEqual(["Visitor 1"]);
    const all = await page(await visitor.get("/inbox?state=all"));
    expect(all.querySelector("#results-heading")?.textContent).toBe(inboxCopy.list.results(31));
    const tabs = [...all.querySelectorAll(`nav[aria-label="${inboxCopy.list.statesLabel}"] a`)].map(
      (tab) => tab.textContent,
    );
    expect(tabs).toEqual(["New29", "Handled2", "Spam0", "All31"]);
  });

  it("folds search and dates away until one is in use, and offers Clear only when something is filtered", async () => {
    const { visitor } = await signedIn();
    const filters = (document: Document) =>
      document.querySelector('form[action="/inbox"]')?.closest("details");
    const clear = (document: Document) =>
      document.querySelector('form[action="/inbox"] a')?.textContent ?? null;

    const plain = await page(await visitor.get("/inbox"));
    expect(filters(plain), "the search and dates are inside the fold").not.toBeNull();
    expect(filters(plain)?.hasAttribute("open")).toBe(false);
    expect(plain.querySelector("#inbox-from")?.closest("details")).toBe(filters(plain));
    expect(clear(plain)).toBeNull();

    for (const query of ["q=noura", "from=2026-11-01", "to=2026-11-30", "from=not-a-date"]) {
      const filtered = await page(await visitor.get(`/inbox?${query}`));
      expect(filters(filtered)?.hasAttribute("open"), query).toBe(true);
      expect(clear(filtered), query).toBe(inboxCopy.list.clear);
    }
  });

  it("heads each section's page with the name its link carries", async () => {
    const { visitor } = await signedIn();
    const list = await page(await visitor.get("/inbox"));
    const links = [...list.querySelectorAll(`nav[aria-label="${inboxCopy.nav.label}"] a`)].map((link) => ({
      href: link.getAttribute("href") ?? "",
      label: link.textContent ?? "",
    }));
    expect(links.length).toBeGreaterThan(1);
    for (const { href, label } of links) {
      const document = await page(await visitor.get(href));
      expect(document.title, href).toBe(pageTitle(`${label} · ${inboxCopy.product}`, site.name));
      expect(document.querySelector("h1")?.textContent, href).toBe(label);
    }
  });

  it("marks a lead handled, spam and new again, and shows it under its tab", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(arrivedNow())).id;
    const token = await sessionToken(visitor);
    for (const state of ["handled", "spam", "new"] as const) {
      const response = await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/inbox/submissions/${id}?done=${state}`);
      const document = await page(await visitor.get(response.headers.get("location") ?? ""));
      expect(noticeOf(document)).toBe(inboxCopy.lead.done[state]);
      const listed = await page(await visitor.get(`/inbox?state=${state}`));
      expect(listed.querySelector(`a[href="/inbox/submissions/${id}"]`), state).not.toBeNull();
      for (const other of ["new", "handled", "spam"].filter((candidate) => candidate !== state)) {
        expect(
          (await page(await visitor.get(`/inbox?state=${other}`))).querySelector(
            `a[href="/inbox/submissions/${id}"]`,
          ),
          `${state} not under ${other}`,
        ).toBeNull();
      }
    }
    expect(
      (await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "archived" })).status,
    ).toBe(404);
    expect(
      (await visitor.post("/inbox/submissions/999999/state", { _csrf: token, state: "spam" })).status,
    ).toBe(404);
  });

  it("isolates a visitor's name everywhere it appears, so an override left open in it reorders nothing around it", async () => {
    const { server, visitor } = await signedIn();
    const fullName = "Mallory \u202Eevil";
    const id = (
      await server.store.add(arrivedNow({ fullName, message: "\u202Eright to left, never closed" }))
    ).id;
    const isolated = `\u2068${fullName}\u2069`;

    const list = await page(await visitor.get("/inbox?state=all"));
    const link = list.querySelector(`a[href="/inbox/submissions/${id}"]`);
    expect(link?.querySelector("bdi")?.textContent).toBe(fullName);
    const excerpt = link?.closest("li")?.querySelector("p[dir=auto]");
    expect(excerpt?.textContent).toContain("right to left");

    const message = await page(await visitor.get(`/inbox/submissions/${id}`));
    expect(message.title).toBe(
      pageTitle(`${inboxCopy.lead.title(isolated)} · ${inboxCopy.product}`, site.name),
    );
    expect(message.querySelector("h1")?.textContent).toBe(inboxCopy.lead.title(isolated));
    expect([...message.querySelectorAll("main bdi")].map((element) => element.textContent)).toContain(
      fullName,
    );
    const reply = new URL(message.querySelector('a[href^="mailto:"]')?.getAttribute("href") ?? "");
    expect(reply.searchParams.get("subject")).toBe(inboxCopy.lead.replySubject(isolated));

    const confirm = await page(await visitor.get(`/inbox/submissions/${id}/delete`));
    expect(confirm.querySelector("main")?.textContent).toContain(`The lead from ${isolated}, received`);
  });

  it("keeps a posted number that is no valid one of its country, as dialled, and warns beside it; a valid one gets no warning", async () => {
    const { server, visitor } = await signedIn();
    expect(
      (
        await postForm(server.url, {
          ...validFields,
          phoneCountry: "AE",
          phone: "+966 45 234 5678",
          message: "Invalid range.",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await postForm(server.url, {
          ...validFields,
          phoneCountry: "US",
          phone: "00966 55 234 5678",
          message: "Dialled with 00.",
        })
      ).status,
    ).toBe(303);
    const stored = await server.store.list();
    const invalid = stored.find((row) => row.message === "Invalid range.");
    const dialled = stored.find((row) => row.message === "Dialled with 00.");
    expect([invalid?.phone, dialled?.phone]).toEqual(["+966452345678", "+966552345678"]);

    const warned = await page(await visitor.get(`/inbox/submissions/${invalid?.id}`));
    expect(warned.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe("tel:+966452345678");
    expect(warned.querySelector("main")?.textContent).toContain(
      inboxCopy.lead.phoneNotValidFor("Saudi Arabia"),
    );
    const fine = await page(await visitor.get(`/inbox/submissions/${dialled?.id}`));
    expect(fine.querySelector('a[href^="tel:"]')?.textContent).toBe("+966 55 234 5678");
    expect(fine.querySelector("main")?.textContent).not.toContain("Not a valid number");
  });

  it("shows a lead with a tel: link and a mailto: link with a Re: subject, its text escaped", async () => {
    const { server, visitor } = await signedIn();
    const id = (await server.store.add(arrivedNow({ message: `<script>alert(1)</script> & "quotes"` }))).id;
    const response = await visitor.get(`/inbox/submissions/${id}`);
    expect(response.status).toBe(200);
    const document = await page(response);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.lead.title(isolate("Omar Al Mansoori")));
    const phone = document.querySelector('a[href^="tel:"]');
    expect(phone?.getAttribute("href")).toBe("tel:+971501234567");
    expect(phone?.textContent, "grouped as people read a number").toBe("+971 50 123 4567");
    const href = document.querySelector('a[href^="mailto:"]')?.getAttribute("href") ?? "";
    const mailto = new URL(href);
    expect(mailto.pathname).toBe("omar@example.com");
    // The name isolated, as in every title, and the marks percent-encoded as UTF-8 (RFC 6068).
    expect(mailto.searchParams.get("subject")).toBe(inboxCopy.lead.replySubject(isolate("Omar Al Mansoori")));
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
    const id = (await server.store.add(arrivedNow({ email }))).id;
    const document = await page(await visitor.get(`/inbox/submissions/${id}`));
    const links = [...document.querySelectorAll('a[href^="mailto:"]')].map(
      (link) => link.getAttribute("href") ?? "",
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const [to = "", query = ""] = href.slice("mailto:".length).split("?");
      expect(decodeURIComponent(to)).toBe(email);
      expect([...new URLSearchParams(query).keys()]).toEqual(["subject"]);
    }
  });

  it("deletes a lead after asking, with its notifications", async () => {
    const webhook = await startWebhookReceiver();
    cleanup(() => webhook.close());
    const { server, database, visitor } = await signedIn({ webhook: webhook.config });
    const id = (await server.store.add(arrivedNow())).id;
    const kept = (await server.store.add(arrivedNow({ fullName: "Kept Person" }))).id;
    const outbox = (submissionId: number) =>
      database.db
        .selectFrom("notification_outbox")
        .select("id")
        .where("submission_id", "=", submissionId)
        .execute();
    expect(await outbox(id)).toHaveLength(1);

    const confirm = await visitor.get(`/inbox/submissions/${id}/delete`);
    expect(confirm.status).toBe(200);
    const document = await page(confirm);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.confirmDelete.heading);
    const form = document.querySelector<HTMLFormElement>(`form[action="/inbox/submissions/${id}/delete"]`);
    expect(form?.method).toBe("post");

    const response = await visitor.post(`/inbox/submissions/${id}/delete`, {
      _csrf: csrfIn(form?.outerHTML ?? ""),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/inbox?notice=deleted");
    expect(noticeOf(await page(await visitor.get("/inbox?notice=deleted")))).toBe(
      inboxCopy.confirmDelete.deleted,
    );
    expect(await server.store.get([id])).toEqual([]);
    expect(await outbox(id)).toEqual([]);
    expect(await outbox(kept)).toHaveLength(1);
    expect((await visitor.get(`/inbox/submissions/${id}`)).status).toBe(404);
    expect(
      (await visitor.post(`/inbox/submissions/${id}/delete`, { _csrf: await sessionToken(visitor) })).status,
    ).toBe(404);
  });

  it("resends a notification on a configured channel, and only on one", async () => {
    const webhook: WebhookReceiver = await startWebhookReceiver();
    cleanup(() => webhook.close());
    const { server, visitor } = await signedIn({ webhook: webhook.config });
    const id = (await server.store.add(arrivedNow())).id;
    await waitFor(() => webhook.delivered.length === 1, "the first delivery");
    const detail = await page(await visitor.get(`/inbox/submissions/${id}`));
    const resendForm = detail.querySelector<HTMLFormElement>(
      `form[action="/inbox/submissions/${id}/resend"]`,
    );
    expect(resendForm?.querySelector<HTMLInputElement>('input[name="channel"]')?.value).toBe("webhook");
    const token = csrfIn(resendForm?.outerHTML ?? "");

    const response = await visitor.post(`/inbox/submissions/${id}/resend`, {
      _csrf: token,
      channel: "webhook",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/inbox/submissions/${id}?done=resent`);
    await waitFor(() => webhook.delivered.length === 2, "the notification sent again");
    // Signed again, under the same webhook-id: the receiver can tell a resend from a new lead.
    expect(webhook.log.map((attempt) => attempt.verified)).toEqual([true, true]);
    expect(webhook.log[1]?.webhookId).toBe(webhook.log[0]?.webhookId);
    expect(
      (await visitor.post(`/inbox/submissions/${id}/resend`, { _csrf: token, channel: "email" })).status,
    ).toBe(404);
    expect(
      (await visitor.post("/inbox/submissions/999999/resend", { _csrf: token, channel: "webhook" })).status,
    ).toBe(404);
  });

  it("shows why a lead is spam, notifies no one for it, and notifies when it is marked Not spam", async () => {
    const webhook = await startWebhookReceiver();
    cleanup(() => webhook.close());
    const { server, database, visitor } = await signedIn({ webhook: webhook.config });
    expect((await postForm(server.url, { ...validFields, "bot-field": "x", elapsedMs: "900" })).status).toBe(
      303,
    );
    await postForm(server.url, { ...validFields, message: "A real message." });
    await waitFor(() => webhook.delivered.length === 1, "the real message's notification");
    const [spam, real] = await server.store.list();
    if (spam === undefined || real === undefined) throw new Error("both posts should be stored");
    await waitFor(
      async () => (await server.store.get([real.id]))[0]?.notificationState === "sent",
      "the real message marked sent",
    );
    expect(spam).toMatchObject({ state: "spam", notificationState: "none" });
    const outbox = (submissionId: number) =>
      database.db
        .selectFrom("notification_outbox")
        .select("id")
        .where("submission_id", "=", submissionId)
        .execute();
    expect(await outbox(spam.id)).toEqual([]);

    const detail = await page(await visitor.get(`/inbox/submissions/${spam.id}`));
    expect(detail.body.textContent).toContain(inboxCopy.lead.spamBecause);
    // Its notifications panel says why there are none, and how the company would be told.
    expect(detail.body.textContent).toContain(inboxCopy.lead.spamNotNotified);
    expect(Array.from(detail.querySelectorAll("dd li"), (item) => item.textContent)).toEqual([
      inboxCopy.lead.spamReasons.honeypot,
      inboxCopy.lead.spamReasons["too-fast"],
    ]);
    const response = await visitor.post(`/inbox/submissions/${spam.id}/state`, {
      _csrf: csrfIn(detail.body.innerHTML),
      state: "new",
    });
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

  it("lets members work the leads but keeps exports, deletion and data requests for owners", async () => {
    const { server, users, visitor } = await start();
    await account(users, "member@dunecrest.example", "member");
    expect((await signIn(visitor, "member@dunecrest.example", PASSWORD)).status).toBe(303);
    const id = (await server.store.add(arrivedNow({}))).id;
    const list = await page(await visitor.get("/inbox?state=all"));
    expect(list.querySelector('a[href^="/inbox/export."]')).toBeNull();
    expect(list.querySelector('a[href="/inbox/people"]')).toBeNull();
    const message = await visitor.get(`/inbox/submissions/${id}`);
    const html = await message.text();
    expect(parseHtml(html).querySelector(`a[href="/inbox/submissions/${id}/delete"]`)).toBeNull();
    const token = csrfIn(html);
    expect(
      (await visitor.post(`/inbox/submissions/${id}/state`, { _csrf: token, state: "handled" })).status,
    ).toBe(303);
    for (const path of [
      "/inbox/export.csv",
      "/inbox/export.json",
      `/inbox/submissions/${id}/delete`,
      "/inbox/people",
    ]) {
      const refused = await visitor.get(path);
      expect(refused.status, path).toBe(403);
      expect((await page(refused)).querySelector("main p")?.textContent, path).toBe(
        inboxCopy.forbidden.ownersOnly,
      );
    }
    for (const path of [
      `/inbox/submissions/${id}/delete`,
      "/inbox/people",
      "/inbox/people/export",
      "/inbox/people/erase",
    ]) {
      expect(
        (await visitor.post(path, { _csrf: token, email: "omar@example.com", confirm: "yes" })).status,
        path,
      ).toBe(403);
    }
    expect(await server.store.list()).toHaveLength(1);
  });

  it("exports the filtered leads: CSV formula-safe with every row, JSON with every field", async () => {
    const { server, visitor } = await signedIn();
    await server.store.add(
      arrivedNow({
        fullName: '=HYPERLINK("http://evil.example","click")',
        email: "mallory@client.example",
        message: "+1+cmd|' /C calc'!A0\nsecond line",
      }),
    );
    await server.store.add(
      arrivedNow({
        fullName: "عائشة الرحمن",
        email: "aisha@client.example",
        message: "@SUM(1,2)",
        locale: "ar",
        phone: null,
      }),
    );

    const csv = await visitor.get("/inbox/export.csv?state=all");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
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
      [
        "assigneeId",
        "createdAt",
        "email",
        "firstAnsweredAt",
        "fullName",
        "id",
        "locale",
        "message",
        "notificationState",
        "phone",
        "source",
        "spamReasons",
        "state",
        "stateChangedAt",
        "userAgent",
      ].sort(),
    );
    expect(rows.map((row) => row["fullName"])).toEqual([
      "عائشة الرحمن",
      '=HYPERLINK("http://evil.example","click")',
    ]);
    expect(rows[1]?.["message"]).toBe("+1+cmd|' /C calc'!A0\nsecond line");

    const filtered = (await (await visitor.get("/inbox/export.json?state=all&q=aisha")).json()) as unknown[];
    expect(filtered).toHaveLength(1);
    expect((await (await visitor.get("/inbox/export.json?state=spam")).json()) as unknown[]).toEqual([]);
  });

  it("refuses a download another site or a mail started, offers it from the inbox instead, and downloads what was typed or clicked here", async () => {
    const { server, database, visitor } = await signedIn();
    await server.store.add(arrivedNow({ fullName: "Aisha Rahman", email: "aisha@client.example" }));
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
      const typedOrHere: Record<string, string>[] = [
        { "Sec-Fetch-Site": "same-origin" },
        { "Sec-Fetch-Site": "none" },
        { "Sec-Fetch-Site": "", Referer: `${base.origin}/inbox?state=all` },
      ];
      for (const headers of typedOrHere) {
        const allowed = await visitor.request("GET", path, { headers });
        expect(allowed.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(await allowed.text()).toContain("Aisha Rahman");
      }
    }
    // Only the downloads that happened are in the audit log.
    expect((await auditRows(database)).filter((row) => row.action === "export")).toHaveLength(6);
  });
});
