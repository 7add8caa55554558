import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { axeViolations } from "./support/axe";
import { signedInOwner, uniqueEmail } from "./support/inbox-account";
import { isPhone } from "./support/viewport";

/** The narrowest phone the inbox is made for. */
const NARROWEST = 320;

/** How far the page scrolls sideways: 0 when it fits the screen. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** What shows outside the screen, where only scrolling the page sideways would reach it: not what a box of its own clips or scrolls. */
function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || element.closest(".sr-only") !== null) return false;
        if (box.left >= -1 && box.right <= document.documentElement.clientWidth + 1) return false;
        for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== "visible") return false;
        }
        return true;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().split(" ").slice(0, 3).join(".")}`,
      ),
  );
}

/**
 * The shown tables' words and visitor values (hosts, paths, campaigns) that could break inside a
 * word: any text set to wrap anywhere or break all, and any short value (a host such as
 * "www.linkedin.com") that is not on one line. A chart's table for screen readers is not shown.
 */
function tokensBrokenInsideWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main table, main table *")) {
      if (element.closest(".sr-only") !== null) continue;
      const style = getComputedStyle(element);
      if (style.overflowWrap === "anywhere" || style.wordBreak === "break-all") {
        found.push(
          `${element.tagName.toLowerCase()} wraps anywhere: ${element.textContent?.slice(0, 40) ?? ""}`,
        );
      }
    }
    for (const value of document.querySelectorAll<HTMLElement>("main table bdi")) {
      const text = value.textContent ?? "";
      if (text.length <= 24 && value.getClientRects().length > 1) found.push(`split: ${text}`);
    }
    return found;
  });
}

interface ScrollingBox {
  role: string | null;
  name: string;
  tabIndex: number;
}

/** Every box that scrolls sideways because what it holds is wider than it: its role, its name (aria-label or aria-labelledby) and its place in the tab order. */
function boxesScrollingSideways(page: Page): Promise<ScrollingBox[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter(
        (element) =>
          ["auto", "scroll"].includes(getComputedStyle(element).overflowX) &&
          element.scrollWidth > element.clientWidth,
      )
      .map((element) => ({
        role: element.getAttribute("role"),
        name: (
          element.getAttribute("aria-label") ??
          (element.getAttribute("aria-labelledby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        ).trim(),
        tabIndex: element.tabIndex,
      })),
  );
}

/** The page fits the screen; a box that scrolls sideways is a named region a keyboard can reach. */
async function expectFits(page: Page, what: string): Promise<ScrollingBox[]> {
  expect(await sidewaysScroll(page), `${what}: the page is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await outsideTheScreen(page), `${what}: shown outside the screen`).toEqual([]);
  const boxes = await boxesScrollingSideways(page);
  for (const box of boxes) {
    expect(box.role, `${what}: a box that scrolls sideways is a region`).toBe("region");
    expect(box.name, `${what}: a box that scrolls sideways says what it holds`).not.toBe("");
    expect(
      box.tabIndex,
      `${what}: a box that scrolls sideways takes focus, so a keyboard can scroll it`,
    ).toBe(0);
  }
  return boxes;
}

test("no page of the inbox scrolls sideways at 320 px, with long visitor values on every page; a table too wide for the screen scrolls in a named box of its own", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(isPhone(testInfo), "sets a phone's viewport itself: once, in the desktop project");
  // A counted visit, a lead, a wait for the counts to be written and eight pages: longer than one page's test.
  test.slow();
  const token = randomUUID().slice(0, 8);
  const campaign = `spring-launch-for-regulated-fintech-buyers-in-the-gcc-${token}-retargeting`;
  const visitor = {
    fullName: `Mariam Abdulrahman Al-Mansouri-Nasser ${token}`,
    email: uniqueEmail(testInfo, "mariam.abdulrahman.al-mansouri"),
    message: `We need a security review before our launch (ref ${token}): ${"w".repeat(200)}`,
  };
  // A visitor of their own (no inbox session, a browser of their own): counted, and the lead's first view.
  const visit = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      "User-Agent": `Mozilla/5.0 (Linux; Android 14; ${token}) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36`,
    },
  });
  try {
    const landing = await visit.get(
      `/?utm_source=linkedin-sponsored-content&utm_medium=paid-social&utm_campaign=${campaign}`,
      {
        headers: {
          Referer: `https://a-very-long-subdomain-of-a-partner-portal-${token}.marketing.example.co.uk/`,
        },
      },
    );
    expect(landing.status()).toBe(200);
    expect((await visit.get(`/${"no-such-page-".repeat(8)}${token}`)).status()).toBe(404);
    const posted = await visit.post("/success.html", {
      form: {
        "form-name": "contact",
        "bot-field": "",
        fullName: visitor.fullName,
        email: visitor.email,
        phone: "+971 50 123 4567",
        message: visitor.message,
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
  } finally {
    await visit.dispose();
  }

  await page.setViewportSize({ width: NARROWEST, height: 640 });
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { level: 1, name: inboxCopy.signIn.heading })).toBeVisible();
  await expectFits(page, "sign-in");
  await page.goto("/inbox/set-password");
  await expectFits(page, "set password");

  await signedInOwner(page, testInfo);
  await expectFits(page, "list");

  // The counts are written every few seconds.
  await expect
    .poll(
      async () => {
        await page.goto("/inbox/insights");
        return page
          .getByRole("table", { name: inboxCopy.insights.traffic.campaigns.heading })
          .getByRole("rowheader")
          .allTextContents();
      },
      { message: "the visit's campaign on the Insights page", timeout: 20_000 },
    )
    .toContainEqual(expect.stringContaining(campaign));
  const tableBoxes = await expectFits(page, "insights");
  expect(
    tableBoxes.length,
    "at 320 px some table is wider than the screen, and scrolls in its box",
  ).toBeGreaterThan(0);
  // A keyboard scrolls such a box: Tab reaches it, an arrow key moves it.
  const box = page.getByRole("region", { name: tableBoxes[0]?.name, exact: true });
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await expect
    .poll(() => box.evaluate((element) => element.scrollLeft), { message: "the arrow key scrolls the table" })
    .toBeGreaterThan(0);
  expect(await axeViolations(page), "insights").toEqual([]);
  expect(await tokensBrokenInsideWords(page), "insights: hosts, paths and words wrap between words").toEqual(
    [],
  );

  await page.goto("/inbox");
  await page.locator("summary", { hasText: inboxCopy.list.filters }).click();
  await page.getByLabel(/^Search/).fill(token);
  await page.getByRole("button", { name: inboxCopy.list.apply }).click();
  await expectFits(page, "list, searched");
  await page.getByRole("link", { name: visitor.fullName }).click();
  await page.getByLabel(inboxCopy.lead.noteLabel).fill(`Called back; they asked for ${"y".repeat(120)}`);
  await page.getByRole("button", { name: inboxCopy.lead.noteSave }).click();
  await expect(page.getByRole("main")).toContainText("y".repeat(120));
  await expectFits(page, "lead");
  await page.getByRole("link", { name: inboxCopy.lead.delete }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.confirmDelete.heading);
  await expectFits(page, "delete confirmation");

  await page.goto("/inbox/people");
  await page.getByLabel(inboxCopy.people.email).fill(visitor.email);
  await page.getByRole("button", { name: inboxCopy.people.find }).click();
  await expect(page.getByRole("status")).toHaveText(inboxCopy.people.found(1, visitor.email));
  await expectFits(page, "data requests");
  await page.goto("/inbox/account");
  await expectFits(page, "account");
});
