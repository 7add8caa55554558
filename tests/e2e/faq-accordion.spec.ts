import { expect, test, type Locator, type Page } from "@playwright/test";
import { faqItems } from "../../app/content/faq";
import { gotoHydrated } from "./support/hydration";

const questionButtons = (page: Page) => page.getByRole("main").locator("button[aria-expanded]");

async function panelOf(page: Page, question: Locator): Promise<Locator> {
  const panelId = await question.getAttribute("aria-controls");
  expect(panelId, "each question names its panel with aria-controls").toBeTruthy();
  return page.locator(`[id="${panelId}"]`);
}

async function expandedStates(page: Page): Promise<boolean[]> {
  return questionButtons(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-expanded") === "true"));
}

function onlyOpen(count: number, index: number | null): boolean[] {
  return Array.from({ length: count }, (_, position) => position === index);
}

/** The computed style value paired with each transitioned property. */
function transitionFor(panel: Locator, property: string): Promise<string | null> {
  return panel.evaluate((element, wanted) => {
    const style = getComputedStyle(element);
    const properties = style.transitionProperty.split(",").map((value) => value.trim());
    const durations = style.transitionDuration.split(",").map((value) => value.trim());
    const index = properties.findIndex((value) => value === wanted || value === "all");
    if (index === -1) return null;
    return durations[index % durations.length] ?? null;
  }, property);
}

for (const { path, count } of [
  { path: "/faq", count: 9 },
  { path: "/services", count: 5 },
]) {
  test.describe(`FAQ accordion on ${path}`, () => {
    test("the first item is open in the prerendered HTML, and only the first", async ({ request }) => {
      const html = await (await request.get(path)).text();
      const buttons = html.match(/<button[^>]*aria-expanded="(?:true|false)"[^>]*>/g) ?? [];
      // The header's menu toggle comes first; the accordion's questions follow it.
      const questions = buttons.filter((tag) => !tag.includes('aria-label="Toggle menu"'));
      expect(questions).toHaveLength(count);
      expect(questions.map((tag) => tag.includes('aria-expanded="true"'))).toEqual(onlyOpen(count, 0));
      expect(html).toContain(faqItems[0]?.answer ?? "the first answer");
    });

    test.describe("after hydration", () => {
      test.beforeEach(async ({ page }) => {
        await gotoHydrated(page, path);
      });

      test("follows the WAI-ARIA accordion pattern", async ({ page }) => {
        const questions = questionButtons(page);
        await expect(questions).toHaveCount(count);
        for (const question of await questions.all()) {
          // Each question is a button inside a heading.
          const inHeading = await question.evaluate((button) => /^H[1-6]$/.test(button.parentElement?.tagName ?? ""));
          expect(inHeading, "the question button sits inside a heading").toBe(true);
          const panel = await panelOf(page, question);
          await expect(panel).toHaveCount(1);
          await expect(panel).toHaveAttribute("role", "region");
          await expect(panel).toHaveAttribute("aria-labelledby", (await question.getAttribute("id")) ?? "");
        }
      });

      test("opens with the first item only, and shows its answer", async ({ page }) => {
        expect(await expandedStates(page)).toEqual(onlyOpen(count, 0));
        const first = questionButtons(page).first();
        await expect(await panelOf(page, first)).toBeVisible();
        await expect(await panelOf(page, first)).toContainText(faqItems[0]?.answer ?? "");
        await expect(await panelOf(page, questionButtons(page).nth(1))).toBeHidden();
      });

      test("clicking a closed item opens it and closes the others", async ({ page }) => {
        const third = questionButtons(page).nth(2);
        await third.click();
        await expect(third).toHaveAttribute("aria-expanded", "true");
        expect(await expandedStates(page)).toEqual(onlyOpen(count, 2));
        await expect(await panelOf(page, third)).toBeVisible();
        await expect(await panelOf(page, third)).toContainText(faqItems[2]?.answer ?? "");
        await expect(await panelOf(page, questionButtons(page).first())).toBeHidden();

        const last = questionButtons(page).last();
        await last.click();
        expect(await expandedStates(page)).toEqual(onlyOpen(count, count - 1));
        await expect(await panelOf(page, third)).toBeHidden();
      });

      test("clicking the open item closes it, leaving none open", async ({ page }) => {
        const first = questionButtons(page).first();
        await first.click();
        await expect(first).toHaveAttribute("aria-expanded", "false");
        expect(await expandedStates(page)).toEqual(onlyOpen(count, null));
        await expect(await panelOf(page, first)).toBeHidden();
        // And it opens again on the next click.
        await first.click();
        expect(await expandedStates(page)).toEqual(onlyOpen(count, 0));
      });

      test("works from the keyboard: Enter and Space toggle the focused question", async ({ page }) => {
        const second = questionButtons(page).nth(1);
        await second.focus();
        await page.keyboard.press("Enter");
        expect(await expandedStates(page)).toEqual(onlyOpen(count, 1));
        await page.keyboard.press("Space");
        expect(await expandedStates(page)).toEqual(onlyOpen(count, null));
      });

      test("closed panels are out of the tab order and the accessibility tree", async ({ page }) => {
        const questions = questionButtons(page);
        // Tab from the first question reaches the second question, then the third.
        await questions.first().focus();
        await page.keyboard.press("Tab");
        await expect(questions.nth(1)).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(questions.nth(2)).toBeFocused();

        for (const [index, question] of (await questions.all()).entries()) {
          const panel = await panelOf(page, question);
          if (index === 0) await expect(panel).toBeVisible();
          else {
            await expect(panel).toBeHidden();
            expect(await panel.evaluate((element) => getComputedStyle(element).visibility)).toBe("hidden");
          }
        }
        const tree = await page.getByRole("main").ariaSnapshot();
        expect(tree).toContain(faqItems[0]?.answer.slice(0, 60));
        for (const item of faqItems.slice(1, count)) {
          expect(tree, `a closed answer is exposed: ${item.question}`).not.toContain(item.answer.slice(0, 60));
        }
      });

      test("the open panel has max-height 24rem (384px) and a 300 ms transition", async ({ page }) => {
        const second = questionButtons(page).nth(1);
        await second.click();
        const panel = await panelOf(page, second);
        await expect.poll(() => panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("384px");
        expect(await transitionFor(panel, "max-height")).toBe("0.3s");
        const closed = await panelOf(page, questionButtons(page).first());
        await expect.poll(() => closed.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("0px");
        // The whole answer fits in the open panel.
        const fits = await panel.evaluate((element) => element.scrollHeight <= element.clientHeight + 1);
        expect(fits, "the open answer is cut off by max-height").toBe(true);
      });
    });
  });
}
