import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { inject } from "vitest";
import { describeInBrowser } from "../../browser-suite/external-browser-suite.ts";
import type { FirefoxContext } from "./global-setup.ts";

/**
 * A describe block with one headless Firefox for its tests, driven over
 * WebDriver BiDi by puppeteer-core, and a fresh page per call of `page`.
 * Skipped when the global setup found no Firefox; it has said so, in one line.
 */
export function describeInFirefox(
  title: string,
  body: (browser: () => Browser, context: FirefoxContext) => void,
): void {
  describeInBrowser(
    title,
    {
      browser: "Firefox",
      context: inject("firefox"),
      absentContext: { executablePath: "", siteUrl: "", dataDir: "" },
      open: (context) =>
        puppeteer.launch({
          browser: "firefox",
          executablePath: context.executablePath,
          headless: true,
          // Lets a test put text on the clipboard for a real Ctrl+V, which Firefox otherwise allows only
          // after a click.
          extraPrefsFirefox: { "dom.events.testing.asyncClipboard": true },
        }),
      close: (browser) => browser.close(),
    },
    body,
  );
}

/** Opens a path of the site and waits until React has hydrated the phone field (the form's last part to hydrate). */
export async function openWithPhoneField(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.$eval(".PhoneInput input", (input) => input.scrollIntoView({ block: "center" }));
  await page.waitForFunction(() => {
    const controls = Array.from(document.querySelectorAll(".PhoneInput input, .PhoneInput select"));
    return (
      controls.length === 2 &&
      controls.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))
    );
  });
}
