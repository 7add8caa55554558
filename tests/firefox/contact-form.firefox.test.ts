import type { Page } from "puppeteer-core";
import { expect, it } from "vitest";
import {
  fillAsAutofill,
  wholeNumbers,
  withDoubleZero,
  type WholeNumber,
} from "../e2e/support/phone-entry.ts";
import { siteLanguages, submissionFor } from "../e2e/support/site.ts";
import { storedWithMessage } from "../e2e/support/stored-submissions.ts";
import { describeInFirefox, openWithPhoneField } from "./support/describe-in-firefox.ts";

const PHONE = 'form[name="contact"] .PhoneInput input';
const COUNTRY = 'form[name="contact"] .PhoneInput select';

async function pressWithControl(page: Page, key: "a" | "v"): Promise<void> {
  await page.keyboard.down("Control");
  await page.keyboard.press(key);
  await page.keyboard.up("Control");
}

/** Puts the caret at the end of the phone field, after its +971, as a visitor who clicks into it. */
async function caretAtEnd(page: Page): Promise<void> {
  await page.click(PHONE);
  await page.keyboard.press("End");
}

/** The ways a whole number reaches the phone field, each from the field as the page shows it (+971). */
const entryWays: Record<string, (page: Page, number: WholeNumber) => Promise<void>> = {
  "typed from its +": async (page, number) => {
    await caretAtEnd(page);
    await page.keyboard.type(number.text);
  },
  "typed from 00": async (page, number) => {
    await caretAtEnd(page);
    await page.keyboard.type(withDoubleZero(number.text));
  },
  pasted: async (page, number) => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), number.text);
    await caretAtEnd(page);
    await pressWithControl(page, "v");
  },
  "filled in by the browser": async (page, number) => {
    await page.$eval(PHONE, fillAsAutofill, number.text);
  },
};

/**
 * The phone field in Firefox: a whole international number typed, pasted or
 * filled in sets the country select to the number's country, keeps every
 * digit, and is stored in E.164; the calling code stays when edited inside.
 */
for (const language of siteLanguages) {
  describeInFirefox(`the phone field in Firefox, ${language.name}`, (browser, context) => {
    const submission = submissionFor(language);
    const valueOf = (page: Page, selector: string) =>
      page.$eval(selector, (element) => (element as HTMLInputElement).value);

    it("keeps the calling code when the visitor deletes or types inside it", async () => {
      const page = await browser().newPage();
      await openWithPhoneField(page, new URL(language.paths.contact, context.siteUrl).href);
      await caretAtEnd(page);
      await page.keyboard.type("501234567");
      await page.keyboard.press("Home");
      await page.keyboard.press("Delete");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.type("5+");
      expect((await valueOf(page, PHONE)).replace(/\s/g, "")).toBe("+971501234567");
      await pressWithControl(page, "a");
      await page.keyboard.press("Backspace");
      expect(await valueOf(page, PHONE)).toBe("+971");
      await page.close();
    });

    for (const [way, enter] of Object.entries(entryWays)) {
      for (const number of wholeNumbers) {
        it(`${number.text} ${way} sets the country to ${number.country}, keeps every digit and is stored as ${number.e164}`, async () => {
          const page = await browser().newPage();
          await openWithPhoneField(page, new URL(language.paths.contact, context.siteUrl).href);
          await enter(page, number);
          expect(await valueOf(page, COUNTRY)).toBe(number.country);
          expect((await valueOf(page, PHONE)).replace(/[^\d+]/g, "")).toBe(number.e164);

          const message = `${submission.message.replace(/\n/g, " ")} (Firefox, ${way}, ${number.country}, ${Date.now()})`;
          await page.type('form[name="contact"] [name="fullName"]', submission.fullName);
          await page.type('form[name="contact"] [name="email"]', submission.email);
          await page.type('form[name="contact"] [name="message"]', message);
          await Promise.all([
            page.waitForNavigation(),
            page.click('form[name="contact"] button[type="submit"]'),
          ]);
          expect(new URL(page.url()).pathname).toBe(language.paths.success);
          expect((await storedWithMessage(message, context.dataDir))?.phone).toBe(number.e164);
          await page.close();
        });
      }
    }
  });
}
