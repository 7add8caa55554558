import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Holds the app's scripts back from a page, as a slow phone network does, so a
 * visitor can use the prerendered page before hydration; `release` lets them
 * load and resolves once the app has hydrated and its first effects have run.
 */
export async function holdAppScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      letThrough();
      await waitForHydration(page);
      // Effects run after the commit that waitForHydration sees, and a popover's toggle event a task later.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    },
  };
}
