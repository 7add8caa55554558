import { expect, test } from "@playwright/test";
import { brand, documentTitle, pageByPath, siteLanguages } from "./support/site";
import {
  expectScrolledToTop,
  expectSameDocument,
  gotoHydrated,
  markWindow,
  scrollToY,
} from "./support/hydration";
import { isPhone } from "./support/viewport";

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { paths } = language;
    const [servicesLink] = language.headerLinks;
    const [faqLink] = language.footer.resources;

    test.describe("routes and titles", () => {
      for (const sitePage of language.pages) {
        test(`${sitePage.path} answers ${sitePage.status} with the title "${documentTitle(sitePage)}"`, async ({
          page,
        }) => {
          const response = await page.goto(sitePage.path);
          expect(response?.status()).toBe(sitePage.status);
          await expect(page).toHaveTitle(documentTitle(sitePage));
          // The title is in the prerendered HTML too, not only set by script.
          const html = await response?.text();
          expect(html).toContain(`<title>${documentTitle(sitePage)}</title>`);
          // The page is in its language, and reads in its direction.
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
          await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        });
      }

      test("the title keeps the brand after hydration", async ({ page }) => {
        await gotoHydrated(page, paths.about);
        await expect(page).toHaveTitle(new RegExp(`\\| ${brand}$`));
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.about)));
      });

      test(`${paths.services}/ with a trailing slash serves the services page`, async ({ page }) => {
        const response = await page.goto(`${paths.services}/`);
        expect(response?.ok()).toBe(true);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.services)));
      });
    });

    test.describe("client-side navigation", () => {
      test("header links change the URL and title without a full reload and scroll to the top", async ({
        page,
      }, testInfo) => {
        await gotoHydrated(page, paths.home);
        const marker = await markWindow(page);
        const nav = page.getByRole("navigation", { name: language.header.navigationLabel });
        const toggle = page.getByRole("button", { name: language.header.menuToggle, exact: true });

        for (const link of [...language.headerLinks, language.homeLink]) {
          await scrollToY(page, 1200);
          if (isPhone(testInfo)) await toggle.click();
          await nav.getByRole("link", { name: link.label, exact: true }).click();
          await expect(page).toHaveURL(new URL(link.path, page.url()).href);
          await expect(page).toHaveTitle(documentTitle(pageByPath(link.path)));
          await expectScrolledToTop(page);
          await expectSameDocument(page, marker);
        }
      });

      test("footer links navigate client-side to the resource pages and scroll to the top", async ({
        page,
      }) => {
        await gotoHydrated(page, paths.about);
        const marker = await markWindow(page);
        const footer = page.getByRole("contentinfo");
        for (const { label, path } of language.footer.resources) {
          await footer.getByRole("link", { name: label, exact: true }).scrollIntoViewIfNeeded();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await footer.getByRole("link", { name: label, exact: true }).click();
          await expect(page).toHaveURL(new URL(path, page.url()).href);
          await expect(page).toHaveTitle(documentTitle(pageByPath(path)));
          await expectScrolledToTop(page);
          await expectSameDocument(page, marker);
        }
      });

      test("a route change shows the new page at the top in its first frame, with no glide", async ({
        page,
      }) => {
        await gotoHydrated(page, paths.home);
        const link = page
          .getByRole("contentinfo")
          .getByRole("link", { name: servicesLink.label, exact: true });
        await link.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        // Record the title and scroll position of every frame from here on: a frame with the new title shows the new page.
        await page.evaluate(() => {
          const frames: [string, number][] = [];
          (window as unknown as { e2eFrames: typeof frames }).e2eFrames = frames;
          const record = () => {
            frames.push([document.title, window.scrollY]);
            requestAnimationFrame(record);
          };
          requestAnimationFrame(record);
        });
        await link.click();
        await expect(page).toHaveURL(new URL(paths.services, page.url()).href);
        const frames = () =>
          page.evaluate(() => (window as unknown as { e2eFrames: [string, number][] }).e2eFrames);
        const newTitle = documentTitle(pageByPath(paths.services));
        await expect
          .poll(async () => (await frames()).filter(([title]) => title === newTitle).length)
          .toBeGreaterThan(3);
        const onNewPage = (await frames()).filter(([title]) => title === newTitle).map(([, y]) => y);
        expect(onNewPage, "scrollY in each frame after the navigation").toEqual(onNewPage.map(() => 0));
      });

      test("the browser's Back button returns to the previous page and its title", async ({ page }) => {
        await gotoHydrated(page, paths.services);
        const marker = await markWindow(page);
        await page.getByRole("contentinfo").getByRole("link", { name: faqLink.label, exact: true }).click();
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.faq)));
        await page.goBack();
        await expect(page).toHaveURL(new URL(paths.services, page.url()).href);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.services)));
        await expectSameDocument(page, marker);
      });
    });
  });
}
