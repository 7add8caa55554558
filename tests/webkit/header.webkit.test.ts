import { expect, it } from "vitest";
import { siteLanguages } from "../e2e/support/site.ts";
import { describeInWebKit } from "./support/describe-in-webkit.ts";
import { Key } from "./support/webdriver.ts";
import { viewports, waitFor } from "./support/webkit-page.ts";

const [phone, desktop] = viewports;

/**
 * The header in WebKit: below md the links are a popover menu behind a
 * toggle (the platform's popover, so WebKit's own implementation is what is
 * tested); at desktop width they are inline and the toggle is hidden.
 */
for (const language of siteLanguages) {
  describeInWebKit(`header in WebKit, ${language.name}`, (page) => {
    const { home } = language.paths;
    const labels = language.headerLinks.map((link) => link.label);

    /** The header links' texts and whether each is displayed. */
    const links = () =>
      page().session.execute<{ label: string; displayed: boolean }[]>(`
        return Array.from(document.querySelectorAll("header nav ul a")).map((link) => ({
          label: link.textContent.trim(),
          displayed: link.getClientRects().length > 0 && getComputedStyle(link).visibility === "visible",
        }));
      `);
    const menuOpen = () =>
      page().session.execute<boolean>(
        `return document.querySelector("header nav ul").matches(":popover-open")`,
      );

    it(`at ${phone.width} px on ${home}: the toggle opens the menu, aria-expanded goes true, Escape closes it`, async () => {
      await page().open(home, phone);
      const toggle = await page().find("header button[popovertarget]");
      expect(await page().about<string>(toggle, "element.textContent.trim()")).toBe(
        language.header.menuToggle,
      );
      expect(await page().session.isDisplayed(toggle)).toBe(true);
      expect(await page().session.attribute(toggle, "aria-expanded")).toBe("false");
      expect((await links()).map((link) => link.label)).toEqual(labels);
      expect(
        (await links()).filter((link) => link.displayed),
        "the links are hidden while the menu is closed",
      ).toEqual([]);

      await page().session.click(toggle);
      await waitFor("the menu is open", menuOpen);
      await waitFor(
        "aria-expanded is true",
        async () => (await page().session.attribute(toggle, "aria-expanded")) === "true",
      );
      expect(await links()).toEqual(labels.map((label) => ({ label, displayed: true })));

      await page().session.press(Key.Escape);
      await waitFor("Escape has closed the menu", async () => !(await menuOpen()));
      await waitFor(
        "aria-expanded is false",
        async () => (await page().session.attribute(toggle, "aria-expanded")) === "false",
      );
      expect((await links()).filter((link) => link.displayed)).toEqual([]);
      expect(
        await page().about<boolean>(toggle, "document.activeElement === element"),
        "focus is back on the toggle",
      ).toBe(true);
    });

    it(`at ${desktop.width} px on ${home}: the links are inline in one row and there is no toggle`, async () => {
      await page().open(home, desktop);
      const toggle = await page().find("header button[popovertarget]");
      expect(await page().session.isDisplayed(toggle)).toBe(false);
      expect(await links()).toEqual(labels.map((label) => ({ label, displayed: true })));
      expect(await menuOpen(), "the inline links are not an open popover").toBe(false);
      const tops = await page().session.execute<number[]>(
        `return Array.from(document.querySelectorAll("header nav ul a")).map((link) => Math.round(link.getBoundingClientRect().top))`,
      );
      expect(new Set(tops).size, `the links share one row (tops ${tops.join(", ")})`).toBe(1);
    });
  });
}
