import { expect, test, type Page } from "@playwright/test";
import { siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * The site's type rules, measured in the browser on every page: Arabic
 * headings get the line height their letters' tails and dots need and no
 * letter spacing (it pulls joined letters apart), and running text keeps a
 * readable measure. See docs/decisions/021-one-type-rule-per-script.md.
 */

/** Each heading's line height as a multiple of its font size, and its letter spacing. */
function headingMetrics(page: Page) {
  return page.locator("main :is(h1, h2, h3, h4)").evaluateAll((headings) =>
    headings.map((heading) => {
      const style = getComputedStyle(heading);
      const fontSize = Number.parseFloat(style.fontSize);
      const lineHeight = style.lineHeight === "normal" ? Number.NaN : Number.parseFloat(style.lineHeight);
      return { text: heading.textContent?.trim() ?? "", ratio: lineHeight / fontSize, letterSpacing: style.letterSpacing };
    }),
  );
}

/**
 * The characters a line of each paragraph holds at most: the text's width
 * over its average character (measured in its own font), set against the
 * paragraph's content box. Short paragraphs (one line) are left out.
 */
function paragraphMeasures(page: Page) {
  return page.locator("main :is(p, li)").evaluateAll((elements) => {
    const canvas = document.createElement("canvas").getContext("2d");
    if (canvas === null) throw new Error("no 2D canvas");
    return elements.flatMap((element) => {
      const text = element.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (text.length < 160 || element.querySelector("p, li, div") !== null) return [];
      const style = getComputedStyle(element);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const averageCharacter = canvas.measureText(text).width / text.length;
      const width = element.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
      return [{ text: text.slice(0, 40), characters: Math.round(width / averageCharacter) }];
    });
  });
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    for (const sitePage of language.pages) {
      if (language.dir === "rtl") {
        test(`on ${sitePage.path} every heading has a line height of at least 1.35 and no letter spacing`, async ({ page }) => {
          await page.goto(sitePage.path);
          const metrics = await headingMetrics(page);
          expect(metrics.length).toBeGreaterThan(0);
          for (const heading of metrics) {
            expect(heading.ratio, `line height of "${heading.text}"`).toBeGreaterThanOrEqual(1.35);
            expect(["normal", "0px"], `letter spacing of "${heading.text}"`).toContain(heading.letterSpacing);
          }
        });
      }

      test(`on ${sitePage.path} running text holds at most 75 characters a line`, async ({ page }, testInfo) => {
        test.skip(isPhone(testInfo), "a wide screen is where lines grow long");
        await page.goto(sitePage.path);
        for (const paragraph of await paragraphMeasures(page)) {
          expect(paragraph.characters, `characters a line in "${paragraph.text}…"`).toBeLessThanOrEqual(75);
        }
      });
    }
  });
}
