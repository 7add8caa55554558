import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { contactForm, expectThankYouPage } from "./support/contact-form";
import { gotoHydrated } from "./support/hydration";
import { documentTitle, pageByPath, sitePages, validSubmission } from "./support/site";
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

test.describe("axe: WCAG 2.2 A/AA and best practices", () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.name} (${sitePage.path}) has no violations`, async ({ page }, testInfo) => {
      await gotoHydrated(page, sitePage.path);
      await settle(page);
      if (isPhone(testInfo)) {
        const toggle = page.getByRole("button", { name: "Toggle menu", exact: true });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the FAQ with another item open has no violations", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const item = page.getByRole("main").locator("details").nth(3);
    await item.locator("summary").click();
    // Wait for the answer's height transition to finish before axe measures contrast and visibility.
    await expect.poll(() => item.evaluate((element) => getComputedStyle(element, "::details-content").maxHeight)).toBe("384px");
    await expect.poll(async () => (await item.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("skip link", () => {
  test("is the first Tab stop, becomes visible, and moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    const box = await skip.boundingBox();
    expect(box && box.width > 1 && box.height > 1, "the focused skip link is visible on screen").toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues inside the main content.
    await page.keyboard.press("Tab");
    const insideMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false);
    expect(insideMain).toBe(true);
  });

  for (const path of ["/services", "/faq", "/no-such-page-here"]) {
    test(`is the first Tab stop on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    });
  }
});

test.describe("visible focus", () => {
  for (const path of ["/", "/faq"]) {
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

test("the whole journey from landing to a sent form works by keyboard alone", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");

  // Skip the header, then the first stop in the main content is the hero's call to action.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const getStarted = page.getByRole("link", { name: "Get Started" });
  await expect(getStarted).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(documentTitle(pageByPath("/contact")));

  // From the top of the new page, Tab through the header to the first field.
  const form = contactForm(page);
  let reached = false;
  for (let step = 0; step < 20 && !reached; step += 1) {
    await page.keyboard.press("Tab");
    reached = await form.fullName.evaluate((input) => input === document.activeElement);
  }
  expect(reached, "Full name is reachable by Tab").toBe(true);
  if (isPhone(testInfo)) {
    await expect(page.getByRole("button", { name: "Toggle menu", exact: true })).toHaveAttribute("aria-expanded", "false");
  }

  await page.keyboard.type(validSubmission.fullName);
  await page.keyboard.press("Tab");
  await expect(form.email).toBeFocused();
  await page.keyboard.type(validSubmission.email);
  await page.keyboard.press("Tab");
  await expect(form.country).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.phone).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(validSubmission.phoneDigits);
  await page.keyboard.press("Tab");
  await expect(form.message).toBeFocused();
  await page.keyboard.type(validSubmission.message);
  await page.keyboard.press("Tab");
  await expect(form.form.getByRole("link", { name: "Privacy Policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.submit).toBeFocused();
  await page.keyboard.press("Enter");

  await expectThankYouPage(page);
});

test("the form can also be sent with Space on the submit button", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  await form.fullName.focus();
  await page.keyboard.type(validSubmission.fullName);
  await form.email.focus();
  await page.keyboard.type(validSubmission.email);
  await form.message.focus();
  await page.keyboard.type(validSubmission.message);
  await form.submit.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/success\.html$/);
});
