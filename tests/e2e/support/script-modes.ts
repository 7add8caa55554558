import { test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

/**
 * The three moments a visitor may use a page in: once the app has hydrated;
 * before the app's scripts have arrived (a slow phone: here they never do);
 * and with JavaScript switched off. Widgets built on the platform's own
 * elements must behave the same in all three.
 */
export const scriptModes = ["after hydration", "before the app's scripts", "without JavaScript"] as const;
export type ScriptMode = (typeof scriptModes)[number];

/** Declares a describe block per mode; `open` loads a path as that mode needs. */
export function describeInEachScriptMode(
  title: string,
  body: (mode: ScriptMode, open: (page: Page, path: string) => Promise<void>) => void,
): void {
  for (const mode of scriptModes) {
    test.describe(`${title} (${mode})`, () => {
      if (mode === "without JavaScript") test.use({ javaScriptEnabled: false });
      body(mode, async (page, path) => {
        if (mode === "after hydration") {
          await gotoHydrated(page, path);
          return;
        }
        if (mode === "before the app's scripts") await page.route("**/assets/*.js", (route) => route.abort());
        await page.goto(path);
      });
    });
  }
}
