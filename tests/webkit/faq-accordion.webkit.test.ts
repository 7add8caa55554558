import { expect, it } from "vitest";
import { siteLanguages } from "../e2e/support/site.ts";
import { describeInWebKit } from "./support/describe-in-webkit.ts";
import { viewports, waitFor } from "./support/webkit-page.ts";

const [phone] = viewports;

/**
 * The FAQ accordion in WebKit: `details` items sharing one name, so WebKit's
 * own exclusive accordion opens one answer at a time and lets it close.
 */
for (const language of siteLanguages) {
  describeInWebKit(`FAQ accordion in WebKit, ${language.name}`, (page) => {
    const { faq } = language.paths;

    const openStates = () =>
      page().session.execute<boolean[]>(
        `return Array.from(document.querySelectorAll("main details")).map((item) => item.open)`,
      );
    /** The height of each item's answer as drawn, 0 when it is closed. */
    const answerHeights = () =>
      page().session.execute<number[]>(
        `return Array.from(document.querySelectorAll("main details [role=region]")).map((answer) => answer.checkVisibility() ? Math.round(answer.getBoundingClientRect().height) : 0)`,
      );
    const onlyOpen = (index: number | null) => language.faqItems.map((_, position) => position === index);

    it(`at ${phone.width} px on ${faq}: a click on a question opens its answer and closes the open one; a second click closes it`, async () => {
      await page().open(faq, phone);
      const questions = await page().session.findAll("main details summary");
      expect(
        await page().session.execute<string[]>(
          `return Array.from(document.querySelectorAll("main details summary")).map((summary) => summary.textContent.trim())`,
        ),
      ).toEqual(language.faqItems.map((item) => item.question));
      expect(await openStates()).toEqual(onlyOpen(0));
      const second = questions[1];
      if (second === undefined) throw new Error(`${faq} has fewer than two questions`);

      await page().session.click(second);
      await waitFor(
        "the second item is the only one open",
        async () => JSON.stringify(await openStates()) === JSON.stringify(onlyOpen(1)),
      );
      await waitFor("only the second answer is drawn", async () => {
        const heights = await answerHeights();
        return (heights[1] ?? 0) > 20 && heights.every((height, index) => index === 1 || height === 0);
      });

      await page().session.click(second);
      await waitFor(
        "no item is open",
        async () => JSON.stringify(await openStates()) === JSON.stringify(onlyOpen(null)),
      );
      await waitFor("no answer is drawn", async () =>
        (await answerHeights()).every((height) => height === 0),
      );
    });
  });
}
