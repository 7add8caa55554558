import { expect, type Locator, type Page } from "@playwright/test";
import { documentTitle, pageByPath } from "./site";

/** The contact form and its controls, found the way a visitor finds them. */
export function contactForm(page: Page) {
  const form = page.locator('form[name="contact"]');
  return {
    form,
    fullName: form.getByLabel("Full name", { exact: true }),
    email: form.getByLabel("Email", { exact: true }),
    phone: form.getByRole("textbox", { name: /^Phone\b/ }),
    country: form.getByLabel("Phone number country", { exact: true }),
    message: form.getByLabel("Message", { exact: true }),
    honeypot: form.locator('input[name="bot-field"]'),
    submit: form.getByRole("button", { name: "Send message" }),
    flag: form.locator(".PhoneInputCountryIcon img"),
  };
}

export type ContactFormControls = ReturnType<typeof contactForm>;

/** The flag shows the country's picture from the site, fully loaded (not still in flight). */
export async function expectFlag(flag: Locator, country: string): Promise<void> {
  await expect(flag).toHaveAttribute("src", `/flags/3x2/${country}.svg`);
  await expect.poll(() => flag.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** The visitor has landed on the thank-you page after sending the form. */
export async function expectThankYouPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/success\.html$/);
  await expect(page).toHaveTitle(documentTitle(pageByPath("/success.html")));
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(/thank you/i);
}
