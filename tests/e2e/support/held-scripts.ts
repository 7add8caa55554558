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
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
    },
  };
}

/**
 * Holds back the scripts whose URL matches `pattern` (a page's own chunk, say) until `release`, as a
 * slow network does after a client-side navigation: the address bar already shows the new page while
 * the old one is still on screen. `requested` resolves when the page first asks for one of them.
 */
export async function holdScripts(
  page: Page,
  pattern: string,
): Promise<{ release: () => void; requested: Promise<void> }> {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(pattern, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release: letThrough, requested };
}
