import { expect, test } from "@playwright/test";
import { untilStill } from "./support/animations";
import { contactForm, expectThankYouPage } from "./support/contact-form";
import { documentTitle, siteLanguages, submissionFor } from "./support/site";
import { storedWithMessage } from "./support/stored-submissions";
import { isPhone } from "./support/viewport";

test.use({ javaScriptEnabled: false });

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { paths } = language;
    const validLead = submissionFor(language);

    test.describe("with JavaScript switched off", () => {
      for (const sitePage of language.pages) {
        test(`${sitePage.path} renders its content, title, header and footer`, async ({ page }) => {
          const response = await page.goto(sitePage.path);
          expect(response?.status()).toBe(sitePage.status);
          await expect(page).toHaveTitle(documentTitle(sitePage));
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
          await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
          await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.getByRole("banner")).toBeVisible();
          await expect(page.getByRole("contentinfo")).toBeVisible();
        });
      }

      for (const path of language.formPages) {
        test(`the form on ${path} can be filled in and sent, landing on ${paths.success}`, async ({
          page,
        }) => {
          await page.goto(path);
          const form = contactForm(page, language);
          await expect(form.phone).toHaveValue("+971");
          await form.fullName.fill(validLead.fullName);
          await form.email.fill(validLead.email);
          await form.phone.fill(`+971 ${validLead.phoneDigits}`);
          await form.message.fill(validLead.message);
          const postRequest = page.waitForRequest((request) => request.method() === "POST");
          await form.submit.click();
          const request = await postRequest;
          const body = new URLSearchParams(request.postData() ?? "");
          expect(new URL(request.url()).pathname).toBe(paths.success);
          expect(body.get("form-name")).toBe("contact");
          expect(body.get("bot-field")).toBe("");
          expect(body.get("fullName")).toBe(validLead.fullName);
          expect(body.get("email")).toBe(validLead.email);
          expect(body.get("message")?.replace(/\r\n/g, "\n")).toBe(validLead.message);
          expect((await request.response())?.status()).toBe(303);
          await expectThankYouPage(page, language);
        });
      }

      test("a national number is stored under the country chosen in the select", async ({ page }) => {
        await page.goto(paths.contact);
        const form = contactForm(page, language);
        const message = `Country select without JavaScript (${language.name}), ${Date.now()}-${Math.random()}`;
        await form.fullName.fill(validLead.fullName);
        await form.email.fill(validLead.email);
        await form.country.selectOption({ label: language.form.countryName("GB") });
        // As a visitor would: after the +971 the field starts with.
        await form.phone.click();
        await form.phone.press("End");
        await form.phone.pressSequentially(" 07700 900123");
        await form.message.fill(message);
        await form.submit.click();
        await expectThankYouPage(page, language);
        const stored = await storedWithMessage(message);
        expect(stored?.phone).toBe("+447700900123");
        expect(stored?.fullName).toBe(validLead.fullName);
      });

      test("the browser still blocks an empty form", async ({ page }) => {
        await page.goto(paths.contact);
        const form = contactForm(page, language);
        await form.submit.click();
        await expect(page).toHaveURL(new URL(paths.contact, page.url()).href);
        expect(
          await form.fullName.evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
        ).toBe(true);
      });

      for (const { path, count } of [
        { path: paths.faq, count: 9 },
        { path: paths.services, count: 5 },
      ]) {
        test(`every FAQ answer on ${path} can be opened and read`, async ({ page }) => {
          await page.goto(path);
          for (const [index, item] of language.faqItems.slice(0, count).entries()) {
            if (index > 0) await page.getByRole("main").locator("summary").nth(index).click();
            await expect(page.getByRole("main").getByText(item.answer, { exact: true })).toBeVisible();
            await untilStill(page);
          }
        });
      }

      test("the header fits 320 px, with the menu closed and open", async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo), "checked once, at the narrowest supported width");
        await page.setViewportSize({ width: 320, height: 700 });
        await page.goto(paths.about);
        const overflow = () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(await overflow()).toBeLessThanOrEqual(0);
        await page.getByRole("button", { name: language.header.menuToggle, exact: true }).click();
        await expect(
          page
            .getByRole("navigation", { name: language.header.navigationLabel })
            .getByRole("link", { name: language.homeLink.label, exact: true }),
        ).toBeVisible();
        expect(await overflow(), "the open menu is wider than the viewport").toBeLessThanOrEqual(0);
      });
    });
  });
}
