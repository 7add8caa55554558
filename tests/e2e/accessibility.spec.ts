import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { contactForm, expectThankYouPage } from "./support/contact-form";
import { gotoHydrated } from "./support/hydration";
import { documentTitle, pageByPath, siteLanguages, submissionFor } from "./support/site";
import { isPhone } from "./support/viewport";

/** Lets lazy images load and scroll-driven effects settle before axe looks. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { paths } = language;
    const submission = submissionFor(language);
    const menuToggle = (page: Page) =>
      page.getByRole("button", { name: language.header.menuToggle, exact: true });
    const skipLink = (page: Page) => page.getByRole("link", { name: language.skipLink });

    test.describe("axe: WCAG 2.2 A/AA and best practices", () => {
      for (const sitePage of language.pages) {
        test(`${sitePage.name} (${sitePage.path}) has no violations`, async ({ page }, testInfo) => {
          await gotoHydrated(page, sitePage.path);
          await settle(page);
          if (isPhone(testInfo)) {
            const toggle = menuToggle(page);
            await toggle.click();
            await expect(toggle).toHaveAttribute("aria-expanded", "true");
            await expect(
              page
                .getByRole("navigation", { name: language.header.navigationLabel })
                .getByRole("link", { name: language.headerLinks[2]?.label ?? "", exact: true }),
            ).toBeVisible();
          }
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      test("the FAQ with another item open has no violations", async ({ page }) => {
        await gotoHydrated(page, paths.faq);
        const item = page.getByRole("main").locator("details").nth(3);
        await item.locator("summary").click();
        // Wait for the answer's height transition to finish before axe measures contrast and visibility.
        await expect
          .poll(() => item.evaluate((element) => getComputedStyle(element, "::details-content").maxHeight))
          .toBe("384px");
        await expect.poll(async () => (await item.boundingBox())?.height ?? 0).toBeGreaterThan(100);
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    test.describe("skip link", () => {
      test("is the first Tab stop, becomes visible, and moves focus to the main content", async ({
        page,
      }) => {
        await gotoHydrated(page, paths.home);
        await page.keyboard.press("Tab");
        const skip = skipLink(page);
        await expect(skip).toBeFocused();
        await expect(skip).toBeVisible();
        const box = await skip.boundingBox();
        expect(box && box.width > 1 && box.height > 1, "the focused skip link is visible on screen").toBe(
          true,
        );
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        // The next Tab continues inside the main content.
        await page.keyboard.press("Tab");
        const insideMain = await page.evaluate(
          () => document.querySelector("main")?.contains(document.activeElement) ?? false,
        );
        expect(insideMain).toBe(true);
      });

      for (const path of [paths.services, paths.faq, paths.notFound]) {
        test(`is the first Tab stop on ${path}`, async ({ page }) => {
          await gotoHydrated(page, path);
          await page.keyboard.press("Tab");
          await expect(skipLink(page)).toBeFocused();
        });
      }
    });

    test.describe("visible focus", () => {
      for (const path of [paths.home, paths.faq]) {
        test(`every element reached by Tab on ${path} shows a focus indicator`, async ({ page }) => {
          await gotoHydrated(page, path);
          const missing: string[] = [];
          for (let step = 0; step < 40; step += 1) {
            await page.keyboard.press("Tab");
            const focus = await page.evaluate(() => {
              const element = document.activeElement;
              if (!(element instanceof HTMLElement) || element === document.body) return null;
              const style = getComputedStyle(element);
              const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
              const ringed = style.boxShadow !== "none";
              const label = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
              return { label, visible: outlined || ringed };
            });
            if (focus === null) break;
            if (!focus.visible) missing.push(focus.label);
          }
          expect(missing).toEqual([]);
        });
      }
    });

    test("the whole journey from landing to a sent form works by keyboard alone", async ({
      page,
    }, testInfo) => {
      await gotoHydrated(page, paths.home);

      // Skip the header, then the first stop in the main content is the hero's call to action.
      await page.keyboard.press("Tab");
      await expect(skipLink(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const getStarted = page.getByRole("link", { name: language.home.getStarted });
      await expect(getStarted).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new URL(paths.contact, page.url()).href);
      await expect(page).toHaveTitle(documentTitle(pageByPath(paths.contact)));

      // From the top of the new page, Tab through the header to the first field.
      const form = contactForm(page, language);
      let reached = false;
      for (let step = 0; step < 20 && !reached; step += 1) {
        await page.keyboard.press("Tab");
        reached = await form.fullName.evaluate((input) => input === document.activeElement);
      }
      expect(reached, "Full name is reachable by Tab").toBe(true);
      if (isPhone(testInfo)) {
        await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
      }

      await page.keyboard.type(submission.fullName);
      await page.keyboard.press("Tab");
      await expect(form.email).toBeFocused();
      await page.keyboard.type(submission.email);
      await page.keyboard.press("Tab");
      await expect(form.country).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(form.phone).toBeFocused();
      await page.keyboard.press("End");
      await page.keyboard.type(submission.phoneDigits);
      await page.keyboard.press("Tab");
      await expect(form.message).toBeFocused();
      await page.keyboard.type(submission.message);
      await page.keyboard.press("Tab");
      await expect(form.form.getByRole("link", { name: language.form.privacyLink })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(form.submit).toBeFocused();
      await page.keyboard.press("Enter");

      await expectThankYouPage(page, language);
    });

    test("the form can also be sent with Space on the submit button", async ({ page }) => {
      await gotoHydrated(page, paths.contact);
      const form = contactForm(page, language);
      await form.fullName.focus();
      await page.keyboard.type(submission.fullName);
      await form.email.focus();
      await page.keyboard.type(submission.email);
      await form.message.focus();
      await page.keyboard.type(submission.message);
      await form.submit.focus();
      await page.keyboard.press("Space");
      await expect(page).toHaveURL(new URL(paths.success, page.url()).href);
    });
  });
}
