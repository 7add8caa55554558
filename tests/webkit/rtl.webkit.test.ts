import { expect, it } from "vitest";
import { brand, siteLanguages } from "../e2e/support/site.ts";
import { describeInWebKit } from "./support/describe-in-webkit.ts";
import { viewports } from "./support/webkit-page.ts";

const [, desktop] = viewports;

/**
 * The reading direction in WebKit: the Arabic edition is the mirror of the
 * English one (brand on the right, text starting at the right edge), laid
 * out by WebKit from the same logical CSS.
 */
for (const language of siteLanguages) {
  describeInWebKit(`reading direction in WebKit, ${language.name}`, (page) => {
    const rtl = language.dir === "rtl";
    const { home, faq } = language.paths;

    it(`${home} is <html lang="${language.lang}" dir="${language.dir}"> and WebKit lays its body out ${language.dir}`, async () => {
      await page().open(home, desktop);
      expect(
        await page().session.execute<string[]>(
          `return [document.documentElement.getAttribute("lang"), document.documentElement.getAttribute("dir"), getComputedStyle(document.body).direction]`,
        ),
      ).toEqual([language.lang, language.dir, language.dir]);
    });

    it(`at ${desktop.width} px on ${home} the brand sits on the ${rtl ? "right" : "left"}, the links on its ${rtl ? "left" : "right"}`, async () => {
      await page().open(home, desktop);
      const [brandCentre, linksCentre] = await page().session.execute<[number, number]>(
        `
        const centre = (element) => { const box = element.getBoundingClientRect(); return box.left + box.width / 2; };
        const brandLink = Array.from(document.querySelectorAll("header a")).find((link) => link.textContent.includes(arguments[0]));
        return [centre(brandLink), centre(document.querySelector("header nav ul"))];
        `,
        brand,
      );
      if (rtl) {
        expect(brandCentre, "the brand is in the right half").toBeGreaterThan(desktop.width / 2);
        expect(linksCentre, "the links are left of the brand").toBeLessThan(brandCentre);
      } else {
        expect(brandCentre, "the brand is in the left half").toBeLessThan(desktop.width / 2);
        expect(linksCentre, "the links are right of the brand").toBeGreaterThan(brandCentre);
      }
    });

    it(`at ${desktop.width} px on ${faq} each question starts at the ${rtl ? "right" : "left"} edge of its row`, async () => {
      await page().open(faq, desktop);
      // Where each question's text begins and ends against its summary's content box, in px from each edge.
      const gaps = await page().session.execute<{ start: number; end: number }[]>(`
        return Array.from(document.querySelectorAll("main details summary")).map((summary) => {
          const style = getComputedStyle(summary);
          const row = summary.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(summary.querySelector("h2, h3"));
          const text = range.getBoundingClientRect();
          const left = Math.round(text.left - (row.left + parseFloat(style.paddingLeft)));
          const right = Math.round(row.right - parseFloat(style.paddingRight) - text.right);
          return ${rtl ? "{ start: right, end: left }" : "{ start: left, end: right }"};
        });
      `);
      expect(gaps.length).toBe(language.faqItems.length);
      for (const gap of gaps) {
        expect(gap.start, "the text begins at the start edge").toBeLessThanOrEqual(1);
        expect(gap.end, "the free space is at the end edge").toBeGreaterThan(20);
      }
    });
  });
}
