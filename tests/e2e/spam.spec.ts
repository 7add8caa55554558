import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../server/form/spam-signals.ts";
import { contactForm, expectThankYouPage, waitPastSpamCheck } from "./support/contact-form";
import { waitForHydration } from "./support/hydration";
import { storedWithMessage } from "./support/stored-submissions";

/**
 * Fills the contact form with a message no other test sends, at once, as a quick sender does (the
 * first focus starts the form's hydration, and what was typed stays), sends it once the form is
 * hydrated, and returns how long the page had been open as posted.
 */
async function send(page: Page, message: string, wait: boolean): Promise<number> {
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fullName.fill("Mariam Nasser");
  await form.email.fill(`visitor-${randomUUID().slice(0, 8)}@dunecrest.example`);
  await form.message.fill(message);
  await waitForHydration(page);
  if (wait) await waitPastSpamCheck(page);
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/success.html",
  );
  await form.submit.click();
  const elapsed = new URLSearchParams((await posted).postData() ?? "").get("elapsedMs");
  await expectThankYouPage(page);
  return Number(elapsed);
}

/** The inbox's tabs are its states: where the stored message is listed. */
const stateOf = async (message: string) => {
  const stored = await storedWithMessage(message);
  return stored && { state: stored.state, spamReasons: stored.spamReasons };
};

test("a post sent with JavaScript under 3 s after the page opened lands under Spam, with the same thank-you page", async ({
  page,
}) => {
  const message = `A quick note (ref ${randomUUID().slice(0, 8)}).`;
  expect(await send(page, message, false)).toBeLessThan(MIN_FILL_MS);
  await expect.poll(() => stateOf(message)).toEqual({ state: "spam", spamReasons: ["too-fast"] });
});

test("a post sent after a person's pause lands under New", async ({ page }) => {
  const message = `We need a security review before our launch (ref ${randomUUID().slice(0, 8)}).`;
  expect(await send(page, message, true)).toBeGreaterThan(MIN_FILL_MS);
  await expect.poll(() => stateOf(message)).toEqual({ state: "new", spamReasons: [] });
});
