import { expect, type Page } from "@playwright/test";

/**
 * Waits until nothing on the page is animating, as a reader waits for an
 * answer to finish opening before clicking the question below it: mid-transition,
 * that question slides under the pointer and the click lands on the one above.
 */
export async function untilStill(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
}
