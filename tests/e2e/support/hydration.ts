import { expect, type Page, type Response } from "@playwright/test";

/**
 * Resolves once React has hydrated the page: every link and form control
 * carries React's props. Client-side navigation and the scripted widgets only
 * work from then on. The phone field is the exception: it hydrates when it
 * comes near the viewport (see readyPhoneField).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = Array.from(
      document.querySelectorAll("body a, body button, body input, body select, body textarea"),
    );
    if (controls.length === 0) return false;
    return controls
      .filter((element) => element.closest(".PhoneInput") === null)
      .every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));
  });
}

/** Whether React has hydrated the phone field's text input and country select. */
export function phoneFieldHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll(".PhoneInput input, .PhoneInput select"));
    return (
      controls.length === 2 &&
      controls.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))
    );
  });
}

/**
 * Brings the phone field into view, as a visitor does, and waits until React has hydrated it.
 * After a client-side navigation a stand-in field is replaced by the real one while this
 * scrolls, so the scroll is tried again on the field that is there.
 */
export async function readyPhoneField(page: Page): Promise<void> {
  await expect(async () => {
    await page.locator(".PhoneInput input").scrollIntoViewIfNeeded({ timeout: 2_000 });
    expect(await phoneFieldHydrated(page), "the phone field hydrates once it is near the viewport").toBe(
      true,
    );
  }).toPass({ timeout: 10_000 });
}

/** Opens a path and waits for hydration. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

interface MarkedWindow {
  __e2eMarker?: string;
}

/** Puts a marker on the current window: it survives client-side navigation only. */
export async function markWindow(page: Page): Promise<string> {
  const marker = `marker-${Date.now()}-${Math.random()}`;
  await page.evaluate((value) => {
    (window as MarkedWindow).__e2eMarker = value;
  }, marker);
  return marker;
}

/** Fails when the page was fully reloaded since markWindow. */
export async function expectSameDocument(page: Page, marker: string): Promise<void> {
  const current = await page.evaluate(() => (window as MarkedWindow).__e2eMarker ?? null);
  expect(current, "the page was fully reloaded instead of navigating client-side").toBe(marker);
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

export async function expectScrolledToTop(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: "the page scrolls to the top" })
    .toBe(0);
}
