import { expect, test, type Page } from "@playwright/test";
import { expectSameDocument, gotoHydrated, markWindow } from "./support/hydration";
import { holdAppScripts, holdScripts } from "./support/held-scripts";
import { browserReportsExpanded } from "./support/browser-accessibility";
import { describeInEachScriptMode } from "./support/script-modes";
import { documentTitle, otherLanguage, pageByPath, siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { paths, headerLinks, homeLink } = language;
    const allLabels = [homeLink.label, ...headerLinks.map((link) => link.label)];
    const [servicesLink, aboutLink] = headerLinks;
    const mainNav = (page: Page) => page.getByRole("navigation", { name: language.header.navigationLabel });
    const menuToggle = (page: Page) =>
      page.getByRole("button", { name: language.header.menuToggle, exact: true });

    /** The header's links in order, read from the DOM whether visible or not. */
    async function headerLinkLabels(page: Page): Promise<string[]> {
      return mainNav(page)
        .locator("ul a")
        .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ""));
    }

    test.describe("header links", () => {
      test(`${homeLink.label} is left out on the home page`, async ({ page }) => {
        await gotoHydrated(page, paths.home);
        expect(await headerLinkLabels(page)).toEqual(headerLinks.map((link) => link.label));
      });

      for (const path of [
        paths.services,
        paths.about,
        paths.contact,
        paths.faq,
        paths.privacy,
        paths.terms,
        paths.success,
        paths.notFound,
      ]) {
        test(`${homeLink.label} comes first on ${path}`, async ({ page }) => {
          await gotoHydrated(page, path);
          expect(await headerLinkLabels(page)).toEqual(allLabels);
        });
      }

      for (const link of headerLinks) {
        test(`${link.label} carries aria-current="page" on ${link.path}, and no other link does`, async ({
          page,
        }) => {
          await gotoHydrated(page, link.path);
          const current = mainNav(page).locator('a[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveText(link.label);
          await expect(current).toHaveAttribute("href", link.path);
        });
      }

      test("no header link is marked current on a page the header does not list", async ({ page }) => {
        await gotoHydrated(page, paths.faq);
        await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveCount(0);
      });

      test("aria-current is in the prerendered HTML too", async ({ request }) => {
        const html = await (await request.get(paths.about)).text();
        const about = paths.about.replace(/\//g, "\\/");
        expect(html).toMatch(
          new RegExp(
            `<a[^>]*aria-current="page"[^>]*href="${about}"|<a[^>]*href="${about}"[^>]*aria-current="page"`,
          ),
        );
      });
    });

    test.describe("the header holds still from page to page", () => {
      /** Where the centre of each of the header's links and the language switch sits, by label. */
      async function headerPlaces(
        page: Page,
        path: string,
      ): Promise<Record<string, { x: number; y: number }>> {
        await page.goto(path);
        const links = page.getByRole("banner").locator("nav a");
        return Object.fromEntries(
          await links.evaluateAll((elements) =>
            elements.map((element) => {
              const box = element.getBoundingClientRect();
              return [
                element.textContent?.trim() ?? "",
                { x: Math.round(box.x), y: Math.round(box.y + box.height / 2) },
              ] as const;
            }),
          ),
        );
      }

      for (const width of [768, 1024, 1280]) {
        test(`at ${width} px no link moves between ${paths.home}, ${paths.services} and ${paths.about}, and the header keeps one row`, async ({
          page,
        }, testInfo) => {
          test.skip(isPhone(testInfo), "the desktop header, in the desktop project");
          await page.setViewportSize({ width, height: 800 });
          const onServices = await headerPlaces(page, paths.services);
          const bannerHeight = (await page.getByRole("banner").boundingBox())?.height ?? 0;
          const onAbout = await headerPlaces(page, paths.about);
          const onHome = await headerPlaces(page, paths.home);
          expect(
            await page
              .getByRole("banner")
              .boundingBox()
              .then((box) => box?.height),
            "the header is as tall on the home page",
          ).toBe(bannerHeight);
          expect(onAbout, `from ${paths.services} to ${paths.about}`).toEqual(onServices);
          // The home page leaves its own link out; every other link stays where it was.
          const withoutHome = Object.fromEntries(
            Object.entries(onServices).filter(([label]) => label !== homeLink.label),
          );
          expect(onHome, `from ${paths.services} to ${paths.home}`).toEqual(withoutHome);
          // One row: every link and the language switch share a line.
          const rows = new Set(Object.values(onServices).map((place) => place.y));
          expect(rows.size, "the links and the language switch sit on one row").toBe(1);
        });
      }
    });

    test.describe("language switch", () => {
      const other = otherLanguage(language);

      for (const sitePage of language.pages) {
        const notFound = sitePage.status === 404;
        // The not-found page cannot know the unknown path's twin: it offers the other language's home.
        const target = notFound
          ? other.paths.home
          : other.path(
              language.locale === "en"
                ? sitePage.path
                : sitePage.path.slice(language.path("/").length) || "/",
            );

        test(`on ${sitePage.path} links to ${target} in ${other.name}, and leads there`, async ({ page }) => {
          await gotoHydrated(page, sitePage.path);
          const switchLink = page.getByRole("banner").getByRole("link", { name: other.ownName, exact: true });
          await expect(switchLink).toHaveCount(1);
          await expect(switchLink).toBeVisible();
          await expect(switchLink).toHaveAttribute("href", target);
          await expect(switchLink).toHaveAttribute("lang", other.lang);
          await expect(switchLink).toHaveAttribute("hreflang", other.lang);
          await switchLink.click();
          await expect(page).toHaveURL(new URL(target, page.url()).href);
          await expect(page).toHaveTitle(documentTitle(pageByPath(notFound ? other.paths.home : target)));
          await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
          await expect(page.locator("html")).toHaveAttribute("dir", other.dir);
        });
      }
    });

    test.describe("desktop header", () => {
      test.beforeEach(({}, testInfo) => {
        test.skip(isPhone(testInfo), "desktop layout only");
      });

      test("shows the links inline and no menu toggle", async ({ page }) => {
        await gotoHydrated(page, paths.services);
        for (const label of allLabels) {
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
        await expect
          .poll(() => browserReportsExpanded(page, language.header.menuToggle), {
            message: "what assistive technology hears",
          })
          .toBe(expanded);
      }

      const menuOf = async (page: Page) =>
        page.locator(`[id="${await menuToggle(page).getAttribute("aria-controls")}"]`);

      test(`one button named exactly '${language.header.menuToggle}', in text, controls the collapsed links`, async ({
        page,
      }) => {
        await open(page, paths.about);
        await expect(page.getByRole("button", { name: language.header.menuWord })).toHaveCount(1);
        const toggle = menuToggle(page);
        await expect(toggle).toBeVisible();
        // Its name is text, which text browsers show, not only an aria-label.
        await expect(toggle).toHaveText(language.header.menuToggle);
        await expectExpanded(page, false);
        const menuId = await toggle.getAttribute("aria-controls");
        expect(menuId).toBeTruthy();
        await expect(toggle).toHaveAttribute("popovertarget", menuId ?? "");
        const menu = page.locator(`[id="${menuId}"]`);
        await expect(menu).toHaveCount(1);
        await expect(menu).toBeHidden();
        await expect(menu.getByRole("link", { name: servicesLink.label, exact: true })).toBeHidden();
      });

      test("the toggle opens and closes the menu", async ({ page }) => {
        await open(page, paths.about);
        const menu = await menuOf(page);

        await menuToggle(page).click();
        await expectExpanded(page, true);
        await expect(menu).toBeVisible();
        for (const label of allLabels) {
          await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
        }

        await menuToggle(page).click();
        await expectExpanded(page, false);
        await expect(menu).toBeHidden();
      });

      test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
        await open(page, paths.about);
        const toggle = menuToggle(page);
        const menu = await menuOf(page);

        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(menu).toBeVisible();
        await expectExpanded(page, true);
        // Move into the menu, as a keyboard user would, then leave with Escape.
        await page.keyboard.press("Tab");
        await expect(menu.getByRole("link", { name: homeLink.label, exact: true })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expectExpanded(page, false);
        await expect(toggle).toBeFocused();
      });

      test("a tap outside the menu closes it", async ({ page }) => {
        await open(page, paths.about);
        const menu = await menuOf(page);
        await menuToggle(page).click();
        await expect(menu).toBeVisible();
        await page.mouse.click(200, 700);
        await expect(menu).toBeHidden();
        await expectExpanded(page, false);
      });

      test("choosing a link closes the menu and navigates", async ({ page }) => {
        await open(page, paths.about);
        const marker = await markWindow(page);
        const menu = await menuOf(page);

        await menuToggle(page).click();
        await menu.getByRole("link", { name: servicesLink.label, exact: true }).click();
        await expect(page).toHaveURL(new URL(paths.services, page.url()).href);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.services)));
        await expect(menu).toBeHidden();
        await expectExpanded(page, false);
        if (hydrated) await expectSameDocument(page, marker);
      });

      test("Back to the previous page closes an open menu", async ({ page }) => {
        await open(page, paths.about);
        const menu = await menuOf(page);
        await menuToggle(page).click();
        await menu.getByRole("link", { name: servicesLink.label, exact: true }).click();
        await expect(page).toHaveURL(new URL(paths.services, page.url()).href);
        await menuToggle(page).click();
        await expect(menu).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(new URL(paths.about, page.url()).href);
        await expect(menu).toBeHidden();
        await expectExpanded(page, false);
      });

      test("choosing the current page's link also closes the menu", async ({ page }) => {
        await open(page, paths.about);
        const menu = await menuOf(page);
        await menuToggle(page).click();
        await mainNav(page).getByRole("link", { name: aboutLink.label, exact: true }).click();
        await expect(menu).toBeHidden();
        await expectExpanded(page, false);
        await expect(page).toHaveURL(new URL(paths.about, page.url()).href);
      });
    });

    test.describe("phone menu opened before the app hydrates", () => {
      test.beforeEach(({}, testInfo) => {
        test.skip(!isPhone(testInfo), "phone layout only");
      });

      test("stays open, and the toggle says so, once the app has hydrated", async ({ page }) => {
        const scripts = await holdAppScripts(page);
        await page.goto(paths.about);
        const toggle = menuToggle(page);
        const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
        await toggle.click();
        await expect(menu).toBeVisible();

        await scripts.release();
        expect(await menu.isVisible(), "hydration closed the menu the visitor opened").toBe(true);
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(menu.getByRole("link", { name: servicesLink.label, exact: true })).toBeVisible();
      });
    });

    test.describe("phone menu while a client-side navigation is under way", () => {
      test.beforeEach(({}, testInfo) => {
        test.skip(!isPhone(testInfo), "phone layout only");
      });

      const toggleSays = (page: Page) => menuToggle(page).getAttribute("aria-expanded");

      /** Goes from the about page to the services page by the menu, its page's script held back: the address shows the services page, the about page is still on screen. */
      async function midNavigation(page: Page): Promise<{ release: () => void }> {
        await gotoHydrated(page, paths.about);
        const servicesPage = await holdScripts(page, "**/assets/services-page-*.js");
        await menuToggle(page).click();
        await mainNav(page).getByRole("link", { name: servicesLink.label, exact: true }).click();
        await expect(page).toHaveURL(new URL(paths.services, page.url()).href);
        return servicesPage;
      }

      test("Back before the next page has shown closes the menu opened meanwhile, and the toggle says so", async ({
        page,
      }) => {
        const servicesPage = await midNavigation(page);
        const menu = page.locator(`[id="${await menuToggle(page).getAttribute("aria-controls")}"]`);
        await menuToggle(page).click();
        await expect(menu).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(new URL(paths.about, page.url()).href);
        servicesPage.release();
        await expect(menu).toBeHidden();
        await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
        await expect
          .poll(() => browserReportsExpanded(page, language.header.menuToggle), {
            message: "what assistive technology hears",
          })
          .toBe(false);
      });

      test("a menu opened before the next page has shown stays open when it shows, and the toggle says so", async ({
        page,
      }) => {
        const servicesPage = await midNavigation(page);
        const menu = page.locator(`[id="${await menuToggle(page).getAttribute("aria-controls")}"]`);
        await menuToggle(page).click();
        await expect(menu).toBeVisible();
        servicesPage.release();
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.services)));
        // The page has shown; its effects have run by the next frame, a popover's toggle event a task later.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
        );
        expect(await menu.isVisible(), "the new page closed the menu the visitor opened on it").toBe(true);
        expect(await toggleSays(page)).toBe("true");
      });
    });

    test.describe("no horizontal scrolling at 320 px", () => {
      test.beforeEach(({}, testInfo) => {
        test.skip(!isPhone(testInfo), "checked once, at the narrowest supported width");
      });

      for (const sitePage of language.pages) {
        test(`${sitePage.path} fits 320 px, with the menu closed and open`, async ({ page }) => {
          await page.setViewportSize({ width: 320, height: 700 });
          await gotoHydrated(page, sitePage.path);
          const overflow = () =>
            page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(await overflow(), "page is wider than the viewport").toBeLessThanOrEqual(0);
          // In right-to-left pages content that overflows does so to the left, where scrollWidth does not count it.
          const outside = () =>
            page.evaluate(() =>
              Array.from(document.body.querySelectorAll<HTMLElement>("body *"))
                .filter((element) => {
                  const box = element.getBoundingClientRect();
                  if (box.width === 0 || box.height === 0) return false;
                  const style = getComputedStyle(element);
                  if (style.visibility === "hidden" || element.closest(".sr-only")) return false;
                  return box.left < -1 || box.right > document.documentElement.clientWidth + 1;
                })
                .filter((element) => {
                  // Only what a visitor could scroll to: not what a clipping ancestor hides.
                  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
                    const overflowX = getComputedStyle(parent).overflowX;
                    if (overflowX === "hidden" || overflowX === "clip") return false;
                  }
                  return true;
                })
                .map(
                  (element) =>
                    `${element.tagName.toLowerCase()}.${element.className.toString().split(" ").slice(0, 2).join(".")}`,
                ),
            );
          expect(await outside(), "elements outside the viewport").toEqual([]);
          await menuToggle(page).click();
          await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
          expect(await overflow(), "page with the menu open is wider than the viewport").toBeLessThanOrEqual(
            0,
          );
          expect(await outside(), "elements outside the viewport with the menu open").toEqual([]);
        });
      }
    });
  });
}
