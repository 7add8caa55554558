import { expect, test, type Locator, type Page } from "@playwright/test";
import { untilStill } from "./support/animations";
import { holdAppScripts } from "./support/held-scripts";
import { describeInEachScriptMode } from "./support/script-modes";
import { siteLanguages } from "./support/site";

const items = (page: Page) => page.getByRole("main").locator("details");
const questions = (page: Page) => items(page).locator("summary");
const answerOf = (item: Locator) => item.getByRole("region");

async function openStates(page: Page): Promise<boolean[]> {
  return items(page).evaluateAll((elements) =>
    elements.map((element) => (element as HTMLDetailsElement).open),
  );
}

function onlyOpen(count: number, index: number | null): boolean[] {
  return Array.from({ length: count }, (_, position) => position === index);
}

/** The computed value of a property of the item's answer area (its ::details-content). */
function contentStyle(
  item: Locator,
  property: "maxHeight" | "transitionProperty" | "transitionDuration",
): Promise<string> {
  return item.evaluate((element, name) => getComputedStyle(element, "::details-content")[name], property);
}

async function transitionOf(item: Locator, property: string): Promise<string | null> {
  const properties = (await contentStyle(item, "transitionProperty")).split(",").map((value) => value.trim());
  const durations = (await contentStyle(item, "transitionDuration")).split(",").map((value) => value.trim());
  const index = properties.findIndex((value) => value === property || value === "all");
  return index === -1 ? null : (durations[index % durations.length] ?? null);
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { faqItems } = language;

    for (const { path, count } of [
      { path: language.paths.faq, count: 9 },
      { path: language.paths.services, count: 5 },
    ]) {
      test(`the FAQ on ${path} is prerendered with the first item open, and only the first`, async ({
        request,
      }) => {
        const html = await (await request.get(path)).text();
        const details = html.match(/<details\b[^>]*>/g) ?? [];
        expect(details).toHaveLength(count);
        expect(details.map((tag) => /\sopen(=""|\s|>)/.test(tag))).toEqual(onlyOpen(count, 0));
        const names = new Set(details.map((tag) => /\sname="([^"]+)"/.exec(tag)?.[1]));
        expect(names.size, "every item shares one name, so the browser keeps one open").toBe(1);
        expect(html).toContain(faqItems[0]?.answer ?? "the first answer");
      });

      test(`on ${path}, an item opened before the app hydrates stays open, and the first stays closed`, async ({
        page,
      }) => {
        const scripts = await holdAppScripts(page);
        await page.goto(path);
        await questions(page).nth(2).click();
        await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, 2));

        await scripts.release();
        expect(await openStates(page), "hydration changed what the visitor opened").toEqual(
          onlyOpen(count, 2),
        );
      });

      describeInEachScriptMode(`FAQ accordion on ${path}`, (_mode, open) => {
        test.beforeEach(async ({ page }) => {
          await open(page, path);
        });

        test("each question is a heading in the item's summary, and its answer a region named by it", async ({
          page,
        }) => {
          await expect(items(page)).toHaveCount(count);
          for (const [index, item] of (await items(page).all()).entries()) {
            const heading = item.locator("summary").getByRole("heading");
            await expect(heading).toHaveText(faqItems[index]?.question ?? "");
            const region = item.locator('[role="region"]');
            await expect(region).toHaveAttribute("aria-labelledby", (await heading.getAttribute("id")) ?? "");
          }
        });

        test("opens with the first item only, and shows its answer", async ({ page }) => {
          expect(await openStates(page)).toEqual(onlyOpen(count, 0));
          await expect(answerOf(items(page).first())).toBeVisible();
          await expect(answerOf(items(page).first())).toContainText(faqItems[0]?.answer ?? "");
          await expect(items(page).nth(1).locator('[role="region"]')).toBeHidden();
        });

        test("clicking a closed item opens it and closes the others", async ({ page }) => {
          await questions(page).nth(2).click();
          await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, 2));
          await expect(answerOf(items(page).nth(2))).toContainText(faqItems[2]?.answer ?? "");
          await expect(items(page).first().locator('[role="region"]')).toBeHidden();

          await untilStill(page);
          await questions(page).last().click();
          await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, count - 1));
        });

        test("clicking the open item closes it, leaving none open, and opens it again", async ({ page }) => {
          await questions(page).first().click();
          await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, null));
          await expect(items(page).first().locator('[role="region"]')).toBeHidden();
          await questions(page).first().click();
          await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, 0));
        });

        test("works from the keyboard: Enter and Space toggle the focused question", async ({ page }) => {
          await questions(page).nth(1).focus();
          await page.keyboard.press("Enter");
          await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, 1));
          await page.keyboard.press("Space");
          await expect.poll(() => openStates(page)).toEqual(onlyOpen(count, null));
        });

        test("closed answers are out of the tab order and the accessibility tree", async ({ page }) => {
          await questions(page).first().focus();
          await page.keyboard.press("Tab");
          await expect(questions(page).nth(1)).toBeFocused();
          await page.keyboard.press("Tab");
          await expect(questions(page).nth(2)).toBeFocused();

          const tree = await page.getByRole("main").ariaSnapshot();
          expect(tree).toContain(faqItems[0]?.answer.slice(0, 60));
          for (const item of faqItems.slice(1, count)) {
            expect(tree, `a closed answer is exposed: ${item.question}`).not.toContain(
              item.answer.slice(0, 60),
            );
          }
        });

        test("the open answer has max-height 24rem (384px) and a 300 ms transition", async ({ page }) => {
          await questions(page).nth(1).click();
          const opened = items(page).nth(1);
          await expect.poll(() => contentStyle(opened, "maxHeight")).toBe("384px");
          expect(await transitionOf(opened, "max-height")).toBe("0.3s");
          await expect.poll(() => contentStyle(items(page).first(), "maxHeight")).toBe("0px");
          // The whole answer fits in the open panel once it has grown.
          const unseen = async () => {
            const [item, summary, region] = await Promise.all(
              [opened, opened.locator("summary"), answerOf(opened)].map((part) => part.boundingBox()),
            );
            return (summary?.height ?? 0) + (region?.height ?? 0) - (item?.height ?? 0);
          };
          await expect
            .poll(unseen, { message: "the open answer is cut off by max-height" })
            .toBeLessThanOrEqual(1);
        });
      });
    }
  });
}
