import { expect, test, type Page } from "@playwright/test";
import { siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * The site's type rules, measured in the browser on every page: Arabic
 * headings get the line height their letters' tails and dots need and no
 * letter spacing (it pulls joined letters apart), Arabic running text gets
 * the room between lines its letters need, and running text keeps a readable
 * measure. See docs/decisions/021-one-type-rule-per-script.md.
 */

/** Each heading's line height as a multiple of its font size, and its letter spacing. */
function headingMetrics(page: Page) {
  return page.locator("main :is(h1, h2, h3, h4)").evaluateAll((headings) =>
    headings.map((heading) => {
      const style = getComputedStyle(heading);
      const fontSize = Number.parseFloat(style.fontSize);
      const lineHeight = style.lineHeight === "normal" ? Number.NaN : Number.parseFloat(style.lineHeight);
      return {
        text: heading.textContent?.trim() ?? "",
        ratio: lineHeight / fontSize,
        letterSpacing: style.letterSpacing,
      };
    }),
  );
}

/**
 * The line height, as a multiple of the font size, of each paragraph, list
 * item and description of running text: 60 characters or more, with no block
 * of its own inside (a card's list item is its paragraphs, measured alone).
 */
function runningTextLineHeights(page: Page) {
  return page.locator("main :is(p, li, dd)").evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (text.length < 60 || element.querySelector("p, li, div, dd") !== null) return [];
      const style = getComputedStyle(element);
      const lineHeight = style.lineHeight === "normal" ? Number.NaN : Number.parseFloat(style.lineHeight);
      return [{ text: text.slice(0, 40), ratio: lineHeight / Number.parseFloat(style.fontSize) }];
    }),
  );
}

/**
 * The most characters on any one rendered line of each paragraph, counted
 * character by character from where the browser set them. Paragraphs too
 * short to fill a line (under 160 characters) are left out.
 */
function paragraphLineLengths(page: Page) {
  return page.locator("main :is(p, li)").evaluateAll((elements) => {
    const range = document.createRange();
    return elements.flatMap((element) => {
      const text = element.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (text.length < 160 || element.querySelector("p, li, div") !== null) return [];
      const top =
        element.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(element).paddingTop);
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      const charactersByLine = new Map<number, number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const content = node.textContent ?? "";
        for (let offset = 0; offset < content.length; offset += 1) {
          // A vowel mark (Arabic's damma in «يُحتسب») rides on its letter: it is no character of the line's.
          if (/\p{M}/u.test(content[offset] ?? "")) continue;
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const box = range.getClientRects()[0];
          if (box === undefined) continue;
          // A character's line is where its middle falls: bold or linked words sit a pixel apart.
          const line = Math.floor((box.top + box.height / 2 - top) / lineHeight);
          charactersByLine.set(line, (charactersByLine.get(line) ?? 0) + 1);
        }
      }
      return [{ text: text.slice(0, 40), characters: Math.max(...charactersByLine.values()) }];
    });
  });
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    for (const sitePage of language.pages) {
      if (language.dir === "rtl") {
        test(`on ${sitePage.path} every heading has a line height of at least 1.35 and no letter spacing`, async ({
          page,
        }) => {
          await page.goto(sitePage.path);
          const metrics = await headingMetrics(page);
          expect(metrics.length).toBeGreaterThan(0);
          for (const heading of metrics) {
            expect(heading.ratio, `line height of "${heading.text}"`).toBeGreaterThanOrEqual(1.35);
            expect(["normal", "0px"], `letter spacing of "${heading.text}"`).toContain(heading.letterSpacing);
          }
        });

        test(`on ${sitePage.path} running text has a line height of at least 1.7`, async ({ page }) => {
          await page.goto(sitePage.path);
          const paragraphs = await runningTextLineHeights(page);
          expect(paragraphs.length).toBeGreaterThan(0);
          for (const paragraph of paragraphs) {
            expect(paragraph.ratio, `line height of "${paragraph.text}…"`).toBeGreaterThanOrEqual(1.7);
          }
        });
      }

      test(`on ${sitePage.path} running text holds at most 75 characters a line`, async ({
        page,
      }, testInfo) => {
        test.skip(isPhone(testInfo), "a wide screen is where lines grow long");
        await page.goto(sitePage.path);
        // Fonts swap in when they arrive: measure the text as it finally sets, not its fallback.
        await page.evaluate(async () => {
          await document.fonts.ready;
        });
        for (const paragraph of await paragraphLineLengths(page)) {
          expect(paragraph.characters, `characters a line in "${paragraph.text}…"`).toBeLessThanOrEqual(75);
        }
      });
    }
  });
}
