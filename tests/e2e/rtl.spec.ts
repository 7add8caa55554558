import { expect, test, type Page } from "@playwright/test";
import { contactForm, expectThankYouPage, fillValidForm } from "./support/contact-form";
import { gotoHydrated, readyPhoneField } from "./support/hydration";
import { brand, contactEmail, siteLanguages, submissionFor } from "./support/site";
import { storedWithMessage } from "./support/stored-submissions";
import { isPhone } from "./support/viewport";

/**
 * The direction of each edition: Arabic reads right to left, so its layout is
 * the mirror of English (logo on the right, menu button on the left), while
 * email addresses and phone numbers still read left to right. And the form
 * collector answers in the language the form was sent in.
 */
for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const rtl = language.dir === "rtl";
    const { paths } = language;
    const submission = submissionFor(language);
    const logo = (page: Page) => page.getByRole("banner").getByRole("link", { name: brand }).first();
    const menuToggle = (page: Page) =>
      page.getByRole("button", { name: language.header.menuToggle, exact: true });

    async function centreX(locator: ReturnType<typeof logo>): Promise<number> {
      const box = await locator.boundingBox();
      expect(box, "the element is laid out").not.toBeNull();
      return (box?.x ?? 0) + (box?.width ?? 0) / 2;
    }

    test.describe("header layout follows the reading direction", () => {
      for (const sitePage of language.pages) {
        test(`at 390 px on ${sitePage.path} the logo is on the ${rtl ? "right" : "left"} and the menu button on the ${rtl ? "left" : "right"}`, async ({
          page,
        }, testInfo) => {
          test.skip(!isPhone(testInfo), "the phone layout, in the phone project");
          await page.setViewportSize({ width: 390, height: 844 });
          await gotoHydrated(page, sitePage.path);
          await expect(logo(page)).toBeVisible();
          await expect(menuToggle(page)).toBeVisible();
          const logoBox = await logo(page).boundingBox();
          const toggleBox = await menuToggle(page).boundingBox();
          expect(logoBox && toggleBox).toBeTruthy();
          if (!logoBox || !toggleBox) return;
          if (rtl) {
            expect(logoBox.x, "the menu button is left of the logo").toBeGreaterThanOrEqual(
              toggleBox.x + toggleBox.width,
            );
            expect(logoBox.x + logoBox.width / 2, "the logo is in the right half").toBeGreaterThan(390 / 2);
            expect(toggleBox.x + toggleBox.width / 2, "the menu button is in the left half").toBeLessThan(
              390 / 2,
            );
          } else {
            expect(toggleBox.x, "the menu button is right of the logo").toBeGreaterThanOrEqual(
              logoBox.x + logoBox.width,
            );
            expect(logoBox.x + logoBox.width / 2, "the logo is in the left half").toBeLessThan(390 / 2);
            expect(toggleBox.x + toggleBox.width / 2, "the menu button is in the right half").toBeGreaterThan(
              390 / 2,
            );
          }
        });
      }

      test(`at 1280 px the logo is on the ${rtl ? "right" : "left"}, before the links in reading order`, async ({
        page,
      }, testInfo) => {
        test.skip(isPhone(testInfo), "the desktop layout, in the desktop project");
        await page.setViewportSize({ width: 1280, height: 800 });
        await gotoHydrated(page, paths.about);
        const logoX = await centreX(logo(page));
        const firstLink = page
          .getByRole("navigation", { name: language.header.navigationLabel })
          .getByRole("link", { name: language.homeLink.label, exact: true });
        const linkX = await centreX(firstLink);
        if (rtl) {
          expect(logoX, "the logo is in the right half").toBeGreaterThan(640);
          expect(linkX, "the links are left of the logo").toBeLessThan(logoX);
        } else {
          expect(logoX, "the logo is in the left half").toBeLessThan(640);
          expect(linkX, "the links are right of the logo").toBeGreaterThan(logoX);
        }
      });
    });

    test(`the page is <html lang="${language.lang}" dir="${language.dir}">`, async ({ page }) => {
      await gotoHydrated(page, paths.home);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe(language.dir);
    });

    test("the phone number field reads left to right and starts with +971", async ({ page }) => {
      await gotoHydrated(page, paths.contact);
      await readyPhoneField(page);
      const { phone } = contactForm(page, language);
      expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
      await expect(phone).toHaveValue(/^\+971/);
      await phone.click();
      await phone.press("End");
      await phone.pressSequentially(submission.phoneDigits);
      await expect(phone).toHaveValue(/^\+971\s?50\s?123\s?4567$/);
    });

    for (const path of language.formPages) {
      test(`on ${path} the phone field's flag and the select's arrow do not overlap, and the arrow follows the flag in reading order`, async ({
        page,
      }) => {
        await gotoHydrated(page, path);
        await readyPhoneField(page);
        const flag = await page.locator(".PhoneInputCountryIcon").first().boundingBox();
        const arrow = await page.locator(".PhoneInputCountrySelectArrow").first().boundingBox();
        expect(flag && arrow, "the flag and the arrow are laid out").toBeTruthy();
        if (!flag || !arrow) return;
        if (rtl)
          expect(
            arrow.x + arrow.width,
            "the arrow ends before the flag starts (left of it)",
          ).toBeLessThanOrEqual(flag.x);
        else
          expect(arrow.x, "the arrow starts after the flag ends (right of it)").toBeGreaterThanOrEqual(
            flag.x + flag.width,
          );
      });
    }

    test("the footer's email address reads left to right", async ({ page }) => {
      await gotoHydrated(page, paths.home);
      const email = page.getByRole("contentinfo").getByRole("link", { name: contactEmail, exact: true });
      await expect(email).toHaveAttribute("dir", "ltr");
      expect(await email.evaluate((link) => getComputedStyle(link).direction)).toBe("ltr");
    });

    test(`a message sent from ${paths.contact} is stored and thanked on ${paths.success}`, async ({
      page,
    }) => {
      await gotoHydrated(page, paths.contact);
      const form = contactForm(page, language);
      const message = `${submission.message}\n(${language.name}, ${Date.now()}-${Math.random()})`;
      await fillValidForm(page, language, message);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await form.submit.click();
      const response = await answer;
      expect(response.status()).toBe(303);
      expect(new URL(response.headers()["location"] ?? "", page.url()).pathname).toBe(paths.success);
      await expectThankYouPage(page, language);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expect
        .poll(async () => {
          const stored = await storedWithMessage(message);
          return stored && { fullName: stored.fullName, email: stored.email, phone: stored.phone };
        })
        .toEqual({
          fullName: submission.fullName,
          email: submission.email,
          phone: `+971${submission.phoneDigits}`,
        });
    });

    test(`an invalid post from ${paths.contact} is answered with an error page in ${language.name}`, async ({
      page,
    }) => {
      await gotoHydrated(page, paths.contact);
      const form = contactForm(page, language);
      const message = `An invalid post (${language.name}), ${Date.now()}-${Math.random()}`;
      // Past the browser's own check, as an old browser or a script would send it.
      await form.form.evaluate((element) => {
        (element as HTMLFormElement).noValidate = true;
      });
      await form.fullName.fill(submission.fullName);
      await form.email.fill("not-an-email");
      await form.message.fill(message);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await form.submit.click();
      const response = await answer;
      expect(response.status()).toBe(400);
      expect(new URL(response.url()).pathname).toBe(paths.success);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expect(page).toHaveTitle(`${language.answerPages.invalidTitle} | ${brand}`);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
        language.answerPages.invalidHeading,
      );
      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading", { level: 2 })).toHaveText(
        language.answerPages.errorSummaryHeading,
      );
      await expect(
        summary.getByRole("link", { name: language.answerPages.emailInvalid, exact: true }),
      ).toBeVisible();
      // What the visitor typed is still there, in a form in the same language.
      const again = contactForm(page, language);
      await expect(again.fullName).toHaveValue(submission.fullName);
      await expect(again.email).toHaveValue("not-an-email");
      await expect(again.message).toHaveValue(message);
      await expect(again.form).toHaveAttribute("action", paths.success);
      // The same form as on the site: the country select with its flag, at the contact page's width.
      await expect(again.country).toBeVisible();
      await expect(page.locator(".PhoneInputCountryIcon")).toBeVisible();
      const answerWidth = (await again.form.boundingBox())?.width;
      await gotoHydrated(page, paths.contact);
      expect(answerWidth, "the answer page's form is as wide as the contact page's").toBeCloseTo(
        (await contactForm(page, language).form.boundingBox())?.width ?? 0,
        0,
      );
      expect(await storedWithMessage(message), "an invalid message is not stored").toBeUndefined();
    });
  });
}
