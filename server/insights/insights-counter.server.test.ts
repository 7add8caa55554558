import { expect, it } from "vitest";
import { dubaiDay } from "../../app/lib/dubai-time.ts";
import { FIRST_VIEWS_PER_CLIENT_CAP, OTHER_VALUE } from "../../app/lib/insights.ts";
import type { DatabaseConfig } from "../config.ts";
import { createInsightsStore } from "../store/insights-store.ts";
import { openDatabase } from "../store/open-database.ts";
import { createUserStore } from "../store/user-store.ts";
import { signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { postForm, request, validFields } from "../../tests/server-support/http.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { sql } from "kysely";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Longer than any test may run: only the test's own time limit ends a look-up. */
const UNBOUNDED_LOOKUP_MS = 10 * 60 * 1000;

/** The counts as the Insights page reads them, after the servers have stopped (and flushed). */
async function countsIn(config: DatabaseConfig) {
  const database = openDatabase(config, { role: "tool" });
  try {
    const store = createInsightsStore(database);
    const day = dubaiDay(new Date());
    const [daily, pages, campaigns, languages, notFound, referrers] = await Promise.all([
      store.daily(day, day),
      store.top("page", day, day, 50),
      store.top("campaign", day, day, 50),
      store.top("language", day, day, 50),
      store.top("not-found", day, day, 50),
      store.top("referrer", day, day, 50),
    ]);
    const leads = await database.db.selectFrom("submissions").selectAll().execute();
    return { daily, pages, campaigns, languages, notFound, referrers, leads };
  } finally {
    await database.close();
  }
}

describeEachBackend("counting on the server", (backend) => {
  const context = useServerTestContext();
  const start = async (database: DatabaseConfig): Promise<TestServer> => {
    // A post waits for its visitor's look-up however long a loaded machine takes to answer, so the
    // lead's source is what was counted, never "unknown" because one second ran out.
    const options = { insightsFlushMs: 50, leadSourceLimitMs: UNBOUNDED_LOOKUP_MS };
    const server = await startTestServer({ database, staticDir: context.staticDir, insights: true }, options);
    context.cleanup(() => server.stop());
    return server;
  };

  it("counts a visit, its client-side navigation and the lead it sends, with the lead's source", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    const browser = { "User-Agent": BROWSER, Referer: "https://www.linkedin.com/feed/" };
    expect(
      (await request(server.url, "/?utm_source=linkedin&utm_campaign=launch", { headers: browser })).status,
    ).toBe(200);
    const data = await request(server.url, "/services.data", {
      headers: { "User-Agent": BROWSER, Referer: `${server.url}/` },
    });
    expect(data.status).toBe(200);
    expect(data.headers["cache-control"]).toBe("no-cache");
    // A revalidated navigation is a view too.
    const etag = String(data.headers.etag);
    expect(
      (
        await request(server.url, "/services.data", {
          headers: { "User-Agent": BROWSER, "If-None-Match": etag },
        })
      ).status,
    ).toBe(304);
    const host = new URL(server.url).host;
    expect(
      (
        await postForm(server.url, validFields, {
          "User-Agent": BROWSER,
          Referer: `http://${host}/contact`,
          Host: host,
        })
      ).status,
    ).toBe(303);

    // Not counted: HEAD, prefetches, bots, no user agent, assets, the answer page, the inbox.
    await request(server.url, "/", { method: "HEAD", headers: { "User-Agent": BROWSER } });
    await request(server.url, "/about", { headers: { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" } });
    await request(server.url, "/about", { headers: { "User-Agent": BROWSER, Purpose: "prefetch" } });
    await request(server.url, "/about", { headers: { "User-Agent": BOT } });
    await request(server.url, "/about");
    await request(server.url, "/assets/entry.client-D1a2b3.js", { headers: { "User-Agent": BROWSER } });
    await request(server.url, "/success.html", { headers: { "User-Agent": BROWSER } });
    await request(server.url, "/inbox", { headers: { "User-Agent": BROWSER } });
    // Counted apart: a broken link, with where it was followed from.
    expect(
      (
        await request(server.url, "/old-page?x=1", {
          headers: { "User-Agent": BROWSER, Referer: "https://partner.example/links" },
        })
      ).status,
    ).toBe(404);
    await request(server.url, "/old-page", { headers: { "User-Agent": BOT } });

    await server.stop();
    const counts = await countsIn(database);
    expect(counts.daily).toEqual([{ day: dubaiDay(new Date()), views: 3, visitors: 1 }]);
    expect(counts.pages).toEqual([
      { value: "/services", detail: "", views: 2, visitors: 0 },
      { value: "/", detail: "", views: 1, visitors: 1 },
    ]);
    expect(counts.campaigns).toEqual([{ value: "linkedin / – / launch", detail: "", views: 1, visitors: 1 }]);
    // The revalidation came without a Referer: counted as none. The navigation from our own page is no referral.
    expect(counts.referrers).toEqual([
      { value: "www.linkedin.com", detail: "", views: 1, visitors: 1 },
      { value: "", detail: "", views: 1, visitors: 0 },
    ]);
    expect(counts.notFound).toEqual([
      { value: "/old-page", detail: "partner.example", views: 1, visitors: 0 },
    ]);
    expect(counts.leads).toHaveLength(1);
    expect(counts.leads[0]).toMatchObject({
      source_form_page: "/contact",
      source_landing_page: "/",
      source_referrer_host: "www.linkedin.com",
      source_utm_source: "linkedin",
      source_utm_medium: null,
      source_utm_campaign: "launch",
    });
    // No address, user agent or hash is kept with the counts or the lead beyond the day's first-view row.
    expect(JSON.stringify(counts)).not.toContain("127.0.0.1");
  });

  it("counts an Arabic visit under Arabic, and a lead without a counted visit as unknown", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    await request(server.url, "/ar", { headers: { "User-Agent": BROWSER } });
    await request(server.url, "/ar.data", { headers: { "User-Agent": BROWSER } });
    // Another browser on the same address is another visitor; this one posts without having been counted.
    expect((await postForm(server.url, validFields, { "User-Agent": `${BROWSER} Edg/130.0` })).status).toBe(
      303,
    );
    await server.stop();
    const counts = await countsIn(database);
    expect(counts.languages).toEqual([{ value: "ar", detail: "", views: 2, visitors: 1 }]);
    expect(counts.leads[0]).toMatchObject({
      source_form_page: null,
      source_landing_page: null,
      source_utm_source: null,
    });
  });

  it("behind an unnamed proxy, warns once and matches no lead to a visit", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    const proxied = { "User-Agent": BROWSER, "X-Forwarded-For": "203.0.113.7" };
    await request(server.url, "/", { headers: proxied });
    await request(server.url, "/services", { headers: proxied });
    expect((await postForm(server.url, validFields, proxied)).status).toBe(303);
    await server.stop();
    expect(server.logs.filter((entry) => entry.event === "insights-warning")).toHaveLength(1);
    const counts = await countsIn(database);
    expect(counts.leads[0]).toMatchObject({ source_landing_page: null });
  });

  it("two instances on one database count a visitor once and add their views together", async () => {
    const database = await backend.freshDatabase();
    const [one, two] = [await start(database), await start(database)];
    // Two instances on their own ports of one host name: one site.
    const headers = { "User-Agent": BROWSER };
    await request(one.url, "/", { headers });
    await request(two.url, "/services", { headers });
    await request(two.url, "/services.data", { headers });
    await Promise.all([one.stop(), two.stop()]);
    const counts = await countsIn(database);
    expect(counts.daily).toEqual([{ day: dubaiDay(new Date()), views: 3, visitors: 1 }]);
  });

  it("leaves out the company's own browsing: a signed-in session is not counted, a made-up one is", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    const accounts = openDatabase(database, { role: "tool" });
    try {
      const users = createUserStore(accounts);
      const issued = await users.add("layla@dunecrest.example", "owner", new Date());
      const set = await users.setPassword(
        "layla@dunecrest.example",
        issued.setupCode,
        "a long enough password",
        new Date(),
      );
      expect(set.ok).toBe(true);
    } finally {
      await accounts.close();
    }
    const staff = new Visitor(server.url, server.url, { "User-Agent": BROWSER });
    expect((await signIn(staff, "layla@dunecrest.example", "a long enough password")).status).toBe(303);
    expect((await staff.get("/")).status).toBe(200);
    expect((await staff.get("/services")).status).toBe(200);
    // A cookie that names no session is anyone's: counted.
    const stranger = new Visitor(server.url, server.url, { "User-Agent": `${BROWSER} Edg/130.0` });
    for (const name of staff.cookieNames()) stranger.plant(name, "not-a-session");
    expect((await stranger.get("/about")).status).toBe(200);
    await server.stop();
    const counts = await countsIn(database);
    expect(counts.pages).toEqual([{ value: "/about", detail: "", views: 1, visitors: 1 }]);
  });

  it("removes NUL and control characters from what a link carries: counting goes on and the visitor's lead is kept", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    const browser = { "User-Agent": BROWSER };
    expect(
      (await request(server.url, "/?utm_source=%00&utm_campaign=spring%00sale", { headers: browser })).status,
    ).toBe(200);
    expect(
      (
        await request(server.url, "/a%00b%01c", {
          headers: { ...browser, Referer: "https://partner.example/links" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(server.url, "/services?utm_medium=mail%7F%0Aout", {
          headers: { "User-Agent": `${BROWSER} Edg/130.0` },
        })
      ).status,
    ).toBe(200);
    const host = new URL(server.url).host;
    const fields = { ...validFields, message: "Line one\u0000\n\tindented line two" };
    expect(
      (
        await postForm(server.url, fields, {
          "User-Agent": BROWSER,
          Referer: `http://${host}/contact`,
          Host: host,
        })
      ).status,
    ).toBe(303);
    expect((await request(server.url, "/about", { headers: browser })).status).toBe(200);
    await server.stop();

    expect(server.logs.filter((entry) => String(entry.event).startsWith("insights-"))).toEqual([]);
    const counts = await countsIn(database);
    expect(counts.daily).toEqual([{ day: dubaiDay(new Date()), views: 3, visitors: 2 }]);
    expect(counts.campaigns.map((row) => row.value).sort()).toEqual([
      "– / mailout / –",
      "– / – / springsale",
    ]);
    expect(counts.notFound).toEqual([{ value: "/abc", detail: "partner.example", views: 1, visitors: 0 }]);
    expect(counts.leads).toHaveLength(1);
    expect(counts.leads[0]).toMatchObject({
      message: "Line one\n\tindented line two",
      source_landing_page: "/",
      source_utm_source: null,
      source_utm_campaign: "springsale",
    });
  });

  it("drops a batch the database refuses, says so once, and goes on counting", async () => {
    const database = await backend.freshDatabase();
    const server = await start(database);
    const direct = openDatabase(database, { role: "tool" });
    try {
      // The database itself refuses one value, as it refused a NUL: a check the counter cannot know.
      if (backend.name === "sqlite") {
        await sql`create trigger refuse_poison before insert on insights_counts when new.value = '/poison' begin select raise(abort, 'refused'); end`.execute(
          direct.db,
        );
      } else {
        await sql`create function refuse_poison() returns trigger language plpgsql as $$ begin if new.value = '/poison' then raise exception 'refused' using errcode = '22000'; end if; return new; end $$`.execute(
          direct.db,
        );
        await sql`create trigger refuse_poison before insert on insights_counts for each row execute function refuse_poison()`.execute(
          direct.db,
        );
      }
    } finally {
      await direct.close();
    }
    expect((await request(server.url, "/poison", { headers: { "User-Agent": BROWSER } })).status).toBe(404);
    await waitFor(
      () => server.logs.some((entry) => entry.event === "insights-dropped"),
      "the refused batch to be dropped",
    );
    expect((await request(server.url, "/about", { headers: { "User-Agent": BROWSER } })).status).toBe(200);
    await server.stop();
    expect(server.logs.filter((entry) => entry.event === "insights-dropped")).toHaveLength(1);
    expect(server.logs.filter((entry) => entry.event === "insights-error")).toEqual([]);
    const counts = await countsIn(database);
    expect(counts.pages).toEqual([{ value: "/about", detail: "", views: 1, visitors: 1 }]);
  });

  it("keeps at most the cap of first views a day per client, an IPv6 /64 as one, and counts the rest under other", async () => {
    const database = await backend.freshDatabase();
    const server = await startTestServer(
      { database, staticDir: context.staticDir, insights: true, trustProxyHops: 1 },
      { insightsFlushMs: 50 },
    );
    context.cleanup(() => server.stop());
    const sent = FIRST_VIEWS_PER_CLIENT_CAP + 5;
    // One host varying its user agent and its address within its /64.
    for (let n = 1; n <= sent; n += 1) {
      const headers = {
        "User-Agent": `${BROWSER} Build/${n}`,
        "X-Forwarded-For": `2001:db8:0:1::${n.toString(16)}`,
      };
      expect((await request(server.url, "/", { headers })).status).toBe(200);
    }
    // Another client is not held by the first one's cap.
    expect(
      (
        await request(server.url, "/about", {
          headers: { "User-Agent": BROWSER, "X-Forwarded-For": "2001:db8:0:2::1" },
        })
      ).status,
    ).toBe(200);
    await server.stop();

    const counts = await countsIn(database);
    expect(counts.daily).toEqual([{ day: dubaiDay(new Date()), views: sent + 1, visitors: sent + 1 }]);
    expect(counts.pages).toEqual([
      { value: "/", detail: "", views: sent, visitors: FIRST_VIEWS_PER_CLIENT_CAP },
      { value: "/about", detail: "", views: 1, visitors: 1 },
      { value: OTHER_VALUE, detail: "", views: 0, visitors: 5 },
    ]);
    const direct = openDatabase(database, { role: "tool" });
    try {
      expect(await direct.db.selectFrom("insights_visitors").select("hash").execute()).toHaveLength(
        FIRST_VIEWS_PER_CLIENT_CAP + 1,
      );
    } finally {
      await direct.close();
    }
  });
});
