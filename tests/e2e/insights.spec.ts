import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { articleInsightsCopy } from "../../app/content/inbox/article-insights-copy.ts";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { dubaiDay } from "../../app/lib/dubai-time.ts";
import { STATIC_DIR } from "../../server/build-layout.ts";
import { SQLITE_FILE_NAME, type DatabaseConfig } from "../../server/config.ts";
import { createInsightsStore } from "../../server/store/insights-store.ts";
import { openDatabase } from "../../server/store/open-database.ts";
import { createLeadIntake } from "../../server/store/lead-intake.ts";
import { startSiteServer, type SiteServer } from "../../scripts/local-server.ts";
import { findPostgresBin, startPostgres } from "../server-support/postgres.ts";
import { TEST_SERVER_SECRET_SETTING } from "../server-support/test-secret.ts";
import { axeViolations } from "./support/axe";
import { contactForm, fillValidForm, waitPastSpamCheck } from "./support/contact-form";
import { gotoHydrated, markWindow, expectSameDocument } from "./support/hydration";
import { signedInOwner } from "./support/inbox-account";
import { siteLanguages } from "./support/site";

/**
 * Counting on the server (issue 16), against servers of this spec's own, each
 * with a database of its own: the shared e2e server's counts take every other
 * spec's browsing too. Desktop only: the phone project would count the same.
 */
const [english] = siteLanguages;
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const notDesktop = (projectName: string) => projectName !== "desktop";

const baseEnv = {
  STATIC_DIR: resolve(STATIC_DIR),
  FORM_RATE_LIMIT: "0",
  SMTP_URL: "",
  NOTIFY_TO: "",
  WEBHOOK_URL: "",
  WEBHOOK_SECRET: "",
  SITE_URL: "",
  TRUST_PROXY: "",
};

/** The day's counts and leads as the Insights page reads them. */
async function countsIn(config: DatabaseConfig) {
  const database = openDatabase(config, { role: "tool" });
  try {
    const store = createInsightsStore(database);
    const day = dubaiDay(new Date());
    return {
      daily: await store.daily(day, day),
      languages: await store.top("language", day, day, 10),
      campaigns: await store.top("campaign", day, day, 10),
      pages: await store.top("page", day, day, 10),
      leads: await createLeadIntake(database, []).list(),
    };
  } finally {
    await database.close();
  }
}

test.describe("insights counted by the server", () => {
  let server: SiteServer;
  let dataDir: string;

  test.beforeAll(async ({}, testInfo) => {
    if (notDesktop(testInfo.project.name)) return;
    dataDir = mkdtempSync(join(tmpdir(), "dunecrest-e2e-insights-"));
    server = await startSiteServer({ ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: "" });
  });

  test.afterAll(({}, testInfo) => {
    if (notDesktop(testInfo.project.name)) return;
    server.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a campaign visit, a client-side navigation and a post: one visitor, three views, one lead from linkedin / launch; a prefetch and a bot count nothing; Arabic counts under Arabic", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(notDesktop(testInfo.project.name), "counted once, in the desktop project");
    // A visit, a post, two flushes and two inbox pages checked by axe at two widths: longer than one page's test.
    test.slow();
    const url = server.url;
    // Before the visit, so that they would be written no later than its views.
    expect(
      (await page.request.get(`${url}/about`, { headers: { "Sec-Purpose": "prefetch" } })).status(),
    ).toBe(200);
    expect((await page.request.get(`${url}/about`, { headers: { "User-Agent": BOT } })).status()).toBe(200);

    await gotoHydrated(page, `${url}/?utm_source=linkedin&utm_campaign=launch`);
    const marker = await markWindow(page);
    const nav = page.getByRole("navigation", { name: english.header.navigationLabel });
    const servicesData = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/services.data",
    );
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await servicesData;
    await expect(page).toHaveURL(`${url}/services`);
    const contactData = page.waitForRequest((request) => new URL(request.url()).pathname === "/contact.data");
    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await contactData;
    await expect(page).toHaveURL(`${url}/contact`);
    await expectSameDocument(page, marker);
    await fillValidForm(page, english, "Where did this lead come from? From the campaign.");
    await waitPastSpamCheck(page);
    await contactForm(page).submit.click();
    await expect(page).toHaveURL(`${url}${english.paths.success}`);

    // Another browser reads the Arabic home page.
    const arabicContext = await browser.newContext({
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    });
    expect((await (await arabicContext.newPage()).goto(`${url}/ar`))?.status()).toBe(200);
    await arabicContext.close();

    const database: DatabaseConfig = { kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) };
    // Written every few seconds: wait for both visitors' views.
    await expect.poll(async () => (await countsIn(database)).daily[0]?.views, { timeout: 15_000 }).toBe(4);
    const counts = await countsIn(database);
    expect(counts.daily[0]?.visitors).toBe(2);
    expect(counts.languages).toEqual([
      { value: "en", detail: "", views: 3, visitors: 1 },
      { value: "ar", detail: "", views: 1, visitors: 1 },
    ]);
    expect(counts.pages.map((row) => row.value).sort()).toEqual(["/", "/ar", "/contact", "/services"]);
    expect(counts.campaigns).toEqual([{ value: "linkedin / – / launch", detail: "", views: 1, visitors: 1 }]);
    expect(counts.leads).toHaveLength(1);
    expect(counts.leads[0]?.source).toEqual({
      formPage: "/contact",
      landingPage: "/",
      referrerHost: null,
      utmSource: "linkedin",
      utmMedium: null,
      utmCampaign: "launch",
    });

    // Read back as the company reads it: the Insights page and the lead's page, with no axe violation at either width.
    await signedInOwner(page, testInfo, { origin: url, dataDir });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${url}/inbox/insights`);
      await expect(page.getByRole("heading", { level: 1, name: inboxCopy.insights.heading })).toBeVisible();
      const campaigns = page.getByRole("table", { name: inboxCopy.insights.traffic.campaigns.heading });
      await expect(campaigns.getByRole("rowheader")).toHaveText(["linkedin / – / launch"]);
      const byCampaign = page.getByRole("table", {
        name: `${inboxCopy.insights.conversionHeading}: ${inboxCopy.insights.conversionTables["leads-by-campaign"].heading.toLowerCase()}`,
      });
      await expect(byCampaign.getByRole("row").nth(1)).toHaveText(
        /linkedin \/ – \/ launch\s*1\s*1\s*100\.0$/,
      );
      // The whole range's rate is named per 100 visitors and says what it is made of.
      const rate = page.getByRole("main").locator("dl > div", { hasText: inboxCopy.insights.conversion });
      await expect(rate.locator("dd")).toHaveText(`50.0${articleInsightsCopy.leadsFrom(1, 2)}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`insights-${width}.png`), fullPage: true });

      await page.goto(`${url}/inbox/submissions/${counts.leads[0]?.id}`);
      await expect(page.getByText(inboxCopy.lead.sourceNote)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`lead-${width}.png`), fullPage: true });
    }
  });
});

test.describe("two instances on one PostgreSQL", () => {
  const bin = findPostgresBin();
  test.skip(bin === null, "PostgreSQL is not installed");

  test("count the same visitor once and add their page views together", async ({ page }, testInfo) => {
    test.skip(notDesktop(testInfo.project.name), "counted once, in the desktop project");
    const postgres = await startPostgres(bin ?? "");
    const databaseUrl = await postgres.createDatabase();
    const env = {
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      DATA_DIR: "",
      SERVER_SECRET: TEST_SERVER_SECRET_SETTING,
    };
    const [one, two] = [await startSiteServer(env), await startSiteServer(env)];
    try {
      // One browser, one address, the same host name: the instances differ only in their port.
      await page.goto(`${one.url.replace("127.0.0.1", "localhost")}/`);
      await page.goto(`${two.url.replace("127.0.0.1", "localhost")}/services`);
    } finally {
      // Each instance writes what it counted as it stops.
      const stopped = [one, two].map(({ child }) => new Promise((done) => child.once("exit", done)));
      for (const { child } of [one, two]) child.kill("SIGTERM");
      await Promise.all(stopped);
    }
    const counts = await countsIn({ kind: "postgres", url: databaseUrl });
    await postgres.stop();
    expect(counts.daily).toEqual([{ day: dubaiDay(new Date()), views: 2, visitors: 1 }]);
  });
});
