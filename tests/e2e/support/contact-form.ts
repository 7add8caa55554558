import type { Page } from "@playwright/test";

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

