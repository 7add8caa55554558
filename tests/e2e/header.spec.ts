import { expect, test, type Page } from "@playwright/test";
import { expectSameDocument, gotoHydrated, markWindow } from "./support/hydration";
import { browserReportsExpanded } from "./support/browser-accessibility";
import { describeInEachScriptMode } from "./support/script-modes";
import { documentTitle, headerLinks, pageByPath, sitePages } from "./support/site";
import { isPhone } from "./support/viewport";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuToggle = (page: Page) => page.getByRole("button", { name: "Toggle menu", exact: true });

/** The header's links in order, read from the DOM whether visible or not. */
async function headerLinkLabels(page: Page): Promise<string[]> {
  return mainNav(page)
    .locator("ul a")
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ""));
}

test.describe("header links", () => {
  test("Home is left out on the home page", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await headerLinkLabels(page)).toEqual(["Services", "About", "Contact"]);
  });

  for (const path of ["/services", "/about", "/contact", "/faq", "/privacy-policy", "/terms", "/success.html", "/no-such-page-here"]) {
    test(`Home comes first on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await headerLinkLabels(page)).toEqual(["Home", "Services", "About", "Contact"]);
    });
  }

  for (const link of headerLinks) {
    test(`${link.label} carries aria-current="page" on ${link.path}, and no other link does`, async ({ page }) => {
      await gotoHydrated(page, link.path);
      const current = mainNav(page).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(link.label);
      await expect(current).toHaveAttribute("href", link.path);
    });
  }

  test("no header link is marked current on a page the header does not list", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveCount(0);
  });

  test("aria-current is in the prerendered HTML too", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/about"|<a[^>]*href="\/about"[^>]*aria-current="page"/);
  });
});

test.describe("desktop header", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), "desktop layout only");
  });

  test("shows the links inline and no menu toggle", async ({ page }) => {
    await gotoHydrated(page, "/services");
    for (const label of ["Home", "Services", "About", "Contact"]) {
      await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menuToggle(page)).toBeHidden();
  });
});

describeInEachScriptMode("phone menu", (mode, open) => {
  const hydrated = mode === "after hydration";

  test.beforeEach(({}, testInfo) => {
    test.skip(!isPhone(testInfo), "phone layout only");
  });

  /** After hydration the toggle states aria-expanded; before, it states nothing and the browser reports the popover's state. */
  async function expectExpanded(page: Page, expanded: boolean): Promise<void> {
    if (hydrated) await expect(menuToggle(page)).toHaveAttribute("aria-expanded", String(expanded));
    else await expect(menuToggle(page)).not.toHaveAttribute("aria-expanded");
    await expect.poll(() => browserReportsExpanded(page, "Toggle menu"), { message: "what assistive technology hears" }).toBe(expanded);
  }

  const menuOf = async (page: Page) => page.locator(`[id="${await menuToggle(page).getAttribute("aria-controls")}"]`);

  test("one button named exactly 'Toggle menu', in text, controls the collapsed links", async ({ page }) => {
    await open(page, "/about");
    await expect(page.getByRole("button", { name: /menu/i })).toHaveCount(1);
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    // Its name is text, which text browsers show, not only an aria-label.
    await expect(toggle).toHaveText("Toggle menu");
    await expectExpanded(page, false);
    const menuId = await toggle.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    await expect(toggle).toHaveAttribute("popovertarget", menuId ?? "");
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toHaveCount(1);
    await expect(menu).toBeHidden();
    await expect(menu.getByRole("link", { name: "Services", exact: true })).toBeHidden();
  });

  test("the toggle opens and closes the menu", async ({ page }) => {
    await open(page, "/about");
    const menu = await menuOf(page);

    await menuToggle(page).click();
    await expectExpanded(page, true);
    await expect(menu).toBeVisible();
    for (const label of ["Home", "Services", "About", "Contact"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    await menuToggle(page).click();
    await expectExpanded(page, false);
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await open(page, "/about");
    const toggle = menuToggle(page);
    const menu = await menuOf(page);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expectExpanded(page, true);
    // Move into the menu, as a keyboard user would, then leave with Escape.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectExpanded(page, false);
    await expect(toggle).toBeFocused();
  });

  test("a tap outside the menu closes it", async ({ page }) => {
    await open(page, "/about");
    const menu = await menuOf(page);
    await menuToggle(page).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
    await expectExpanded(page, false);
  });

  test("choosing a link closes the menu and navigates", async ({ page }) => {
    await open(page, "/about");
    const marker = await markWindow(page);
    const menu = await menuOf(page);

    await menuToggle(page).click();
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle(documentTitle(pageByPath("/services")));
    await expect(menu).toBeHidden();
    await expectExpanded(page, false);
    if (hydrated) await expectSameDocument(page, marker);
  });

  test("Back to the previous page closes an open menu", async ({ page }) => {
    await open(page, "/about");
    const menu = await menuOf(page);
    await menuToggle(page).click();
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await menuToggle(page).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expectExpanded(page, false);
  });

  test("choosing the current page's link also closes the menu", async ({ page }) => {
    await open(page, "/about");
    const menu = await menuOf(page);
    await menuToggle(page).click();
    await mainNav(page).getByRole("link", { name: "About", exact: true }).click();
    await expect(menu).toBeHidden();
    await expectExpanded(page, false);
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("no horizontal scrolling at 320 px", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isPhone(testInfo), "checked once, at the narrowest supported width");
  });

  for (const sitePage of sitePages) {
    test(`${sitePage.path} fits 320 px, with the menu closed and open`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await gotoHydrated(page, sitePage.path);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow(), "page is wider than the viewport").toBeLessThanOrEqual(0);
      await menuToggle(page).click();
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
      expect(await overflow(), "page with the menu open is wider than the viewport").toBeLessThanOrEqual(0);
    });
  }
});
