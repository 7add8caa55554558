import { expect, type Locator, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../../server/form/spam-signals.ts";
import { readyPhoneField } from "./hydration";
import { documentTitle, pageByPath, siteLanguages, submissionFor, type SiteLanguage } from "./site";

const [english] = siteLanguages;

/** The contact form and its controls, found the way a visitor finds them, in the page's language. */
export function contactForm(page: Page, language: SiteLanguage = english) {
  const form = page.locator('form[name="contact"]');
  const words = language.form;
  return {
    form,
    fullName: form.getByLabel(words.fullName, { exact: true }),
    email: form.getByLabel(words.email, { exact: true }),
    phone: form.getByRole("textbox", { name: words.phoneName }),
    country: form.getByLabel(words.country, { exact: true }),
    message: form.getByLabel(words.message, { exact: true }),
    honeypot: form.locator('input[name="bot-field"]'),
    submit: form.getByRole("button", { name: words.submit }),
    flag: form.locator(".PhoneInputCountryIcon img"),
  };
}

export type ContactFormControls = ReturnType<typeof contactForm>;

/** Fills every field with values the form collector accepts, in the page's language, typing the phone after its +971. */
export async function fillValidForm(
  page: Page,
  language: SiteLanguage,
  message: string = submissionFor(language).message,
): Promise<void> {
  const form = contactForm(page, language);
  const submission = submissionFor(language);
  await form.fullName.fill(submission.fullName);
  await form.email.fill(submission.email);
  await readyPhoneField(page);
  await form.phone.click();
  await form.phone.press("End");
  await form.phone.pressSequentially(submission.phoneDigits);
  await form.message.fill(message);
}

/** The flag shows the country's picture from the site, fully loaded (not still in flight). */
export async function expectFlag(flag: Locator, country: string): Promise<void> {
  await expect(flag).toHaveAttribute("src", `/flags/3x2/${country}.svg`);
  await expect
    .poll(() =>
      flag.evaluate(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
      ),
    )
    .toBeGreaterThan(0);
}

/** The visitor has landed on the thank-you page of the language they wrote in, after sending the form. */
export async function expectThankYouPage(page: Page, language: SiteLanguage = english): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${language.paths.success.replace(/[.]/g, "\\.")}$`));
  expect(new URL(page.url()).pathname).toBe(language.paths.success);
  await expect(page).toHaveTitle(documentTitle(pageByPath(language.paths.success)));
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    language.success.heading,
  );
}

/** Waits until the page has been open longer than the spam check's "too fast", so a scripted post is taken for a person's. */
export async function waitPastSpamCheck(page: Page): Promise<void> {
  await page.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS);
}
