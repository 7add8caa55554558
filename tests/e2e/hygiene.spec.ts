import { expect, test, type Page } from "@playwright/test";
import { contactForm, expectFlag } from "./support/contact-form";
import { readyPhoneField, waitForHydration } from "./support/hydration";
import { noProblems, watchPage } from "./support/page-health";
import { siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

/** Scrolls through the whole page so lazy images load and scroll handlers run. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForLoadState("networkidle");
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is not configured");
  return new URL(baseURL).origin;
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    test.describe("every page is clean: no console errors or warnings, no failed or foreign requests", () => {
      for (const sitePage of language.pages) {
        test(`${sitePage.name} (${sitePage.path})`, async ({ page, baseURL }, testInfo) => {
          const origin = originOf(baseURL);
          const pageUrl = new URL(sitePage.path, origin).href;
          const health = watchPage(page, origin, {
            expectedErrorUrls: sitePage.status === 404 ? [pageUrl] : [],
          });

          const response = await page.goto(sitePage.path);
          expect(response?.status()).toBe(sitePage.status);
          await waitForHydration(page);
          await scrollThrough(page);
          if (isPhone(testInfo)) {
            await page.getByRole("button", { name: language.header.menuToggle, exact: true }).click();
            await page.keyboard.press("Escape");
          }
          await page.waitForLoadState("networkidle");

          expect(health.problems()).toEqual(noProblems);
          expect(health.requests().length).toBeGreaterThan(1);

          // Each language loads its own fonts: the Arabic font only on Arabic pages, Inter on every page.
          const fonts = health.requests().filter((url) => /\.woff2(\?|$)/.test(url));
          const arabicFont = fonts.filter((url) => /\/noto-sans-arabic-subset-[^/]*\.woff2/.test(url));
          expect(
            fonts.filter((url) => /\/inter-subset-[^/]*\.woff2/.test(url)),
            "Inter is loaded",
          ).not.toEqual([]);
          if (language.locale === "ar") expect(arabicFont, "the Arabic font is loaded").not.toEqual([]);
          else expect(arabicFont, "an English page requests the Arabic font").toEqual([]);
        });
      }

      test("moving between all pages client-side stays clean", async ({ page, baseURL }, testInfo) => {
        const origin = originOf(baseURL);
        const health = watchPage(page, origin);
        await page.goto(language.paths.home);
        await waitForHydration(page);
        const nav = page.getByRole("navigation", { name: language.header.navigationLabel });
        const footer = page.getByRole("contentinfo");
        for (const link of language.headerLinks) {
          if (isPhone(testInfo))
            await page.getByRole("button", { name: language.header.menuToggle, exact: true }).click();
          await nav.getByRole("link", { name: link.label, exact: true }).click();
          await expect(page).toHaveURL(new URL(link.path, origin).href);
          await scrollThrough(page);
        }
        for (const link of [...language.footer.resources, language.homeLink]) {
          await footer.getByRole("link", { name: link.label, exact: true }).click();
          await expect(page).toHaveURL(new URL(link.path, origin).href);
          await scrollThrough(page);
        }
        expect(health.problems()).toEqual(noProblems);
        if (language.locale === "en") {
          expect(
            health.requests().filter((url) => url.includes("noto-sans-arabic")),
            "an English page requests the Arabic font",
          ).toEqual([]);
        }
      });

      test("using the form (country change, typing, sending) stays clean", async ({ page, baseURL }) => {
        const origin = originOf(baseURL);
        const health = watchPage(page, origin);
        await page.goto(language.paths.faq);
        await waitForHydration(page);
        await readyPhoneField(page);
        const form = contactForm(page, language);
        // A visitor looks at the new flag before changing again; switching within a millisecond aborts its fetch.
        await form.country.selectOption("GB");
        await expectFlag(form.flag, "GB");
        await form.country.selectOption("AE");
        await expectFlag(form.flag, "AE");
        await form.fullName.fill("Layla Test");
        await form.email.fill("layla@example.com");
        await form.phone.click();
        await form.phone.press("End");
        await form.phone.pressSequentially("501234567");
        await form.message.fill("Hygiene check.");
        await form.submit.click();
        await expect(page).toHaveURL(new URL(language.paths.success, origin).href);
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        expect(health.problems()).toEqual(noProblems);
      });
    });
  });
}
