import { expect, test, type Page } from "@playwright/test";
import { articleWords } from "../../app/content/article-words.ts";
import { articlesPage as articlesPageContent } from "../../app/content/articles-page.ts";
import { contactContent } from "../../app/content/contact.ts";
import { team as teamContent } from "../../app/content/team.ts";
import { articlePath } from "../../app/config/articles.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { buildTime, listArticles } from "../../scripts/build/read-articles.ts";
import { contentDir } from "../../scripts/build/vite-site-content.ts";
import { holdScripts } from "./support/held-scripts";
import { gotoHydrated, waitForHydration } from "./support/hydration";
import { siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * The layouts that use a wide screen and hold together on a phone (issue 31):
 * the FAQ beside a way to ask, legal pages with their contents in view, no
 * card alone in a grid's last row, numbers never parted from their units, the
 * case studies' results on one line, and every page ending with a way to get
 * in touch.
 */

const main = (page: Page) => page.getByRole("main");

/** The heading of the section a contents link's `#id` names (an Arabic id escaped for CSS). */
const sectionHeading = (page: Page, hash: string) =>
  main(page).locator(`section${hash.replace(/([^\w#-])/gu, "\\$1")} > h2`);

/** Every grid of cards on the page, each as rows of its cards' boxes: the left edge, width and the grid's width. */
function gridRows(page: Page) {
  return page.locator("main [data-card-grid]").evaluateAll((grids) =>
    grids
      .filter((grid) => grid.getBoundingClientRect().width > 0)
      .map((grid) => {
        const rows = new Map<number, number[]>();
        for (const card of Array.from(grid.children)) {
          const box = card.getBoundingClientRect();
          const top = Math.round(box.top);
          rows.set(top, [...(rows.get(top) ?? []), Math.round(box.width)]);
        }
        const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, widths]) => widths);
        return {
          name: grid.closest("section")?.id ?? grid.parentElement?.className ?? "",
          width: Math.round(grid.getBoundingClientRect().width),
          rows: ordered,
        };
      }),
  );
}

/**
 * Each number followed by a word, or two times as a range, in the main text,
 * with how many lines the browser set it on.
 */
function numbersAndUnits(page: Page) {
  return page.locator("main").evaluate((root) => {
    // A figure standing alone, as app/lib/unbroken-figures.ts finds it: not the end of a name such as "SHA-256".
    const pattern =
      /(?<![\p{L}\p{Nd}+/-])\p{Nd}+(?:[.,:]\p{Nd}+)*(?:\s(?:to|إلى)\s\p{Nd}+(?::\p{Nd}+)?)?\s\p{L}+/gu;
    const range = document.createRange();
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (parent === null || parent.getClientRects().length === 0) continue;
      for (const match of text.matchAll(pattern)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects(), (box) => Math.round(box.top + box.height / 2)),
        );
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

/** The articles the build published, newest first. */
const articles = listArticles(contentDir(), buildTime()).published;

for (const language of siteLanguages) {
  const { paths } = language;
  const contact = contactContent[language.locale];
  const inLanguage = articles.filter((article) => article.text[language.locale] !== undefined);
  const pathOf = (slug: string) => localisedPath(articlePath(slug), language.locale);
  /** This language's articles' pages, whose text has figures and units. */
  const articlePaths = inLanguage.map((article) => pathOf(article.slug));
  /** Those that show the services they concern as a grid of cards. */
  const articleGridPaths = inLanguage
    .filter((article) => article.services.length > 0)
    .map((article) => pathOf(article.slug));

  test.describe(language.name, () => {
    test(`the FAQ has a card of ways to get in touch beside it on a wide screen`, async ({
      page,
    }, testInfo) => {
      await page.goto(paths.faq);
      const card = main(page).locator("[data-contact-card]");
      const list = main(page).locator("details").first();
      if (isPhone(testInfo)) {
        // On a phone the contact section follows the questions: no card squeezed in.
        await expect(card).toBeHidden();
        return;
      }
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { level: 2, name: contact.promptHeading })).toBeVisible();
      await expect(card.getByRole("link", { name: contact.pageHeading })).toHaveAttribute(
        "href",
        paths.contact,
      );
      const cardBox = await card.boundingBox();
      const listBox = await list.boundingBox();
      if (cardBox === null || listBox === null) throw new Error("the card or the list has no box");
      // Beside, not below: the same band of the page, on the list's far side in each direction.
      expect(cardBox.y).toBeLessThan(listBox.y + listBox.height);
      if (language.dir === "ltr") expect(cardBox.x).toBeGreaterThan(listBox.x + listBox.width);
      else expect(cardBox.x + cardBox.width).toBeLessThan(listBox.x);
      // It stays in view while the questions scroll past.
      await page.mouse.wheel(0, 600);
      await expect.poll(async () => (await card.boundingBox())?.y ?? -1).toBeGreaterThan(0);
    });

    for (const legalPath of [paths.privacy, paths.terms]) {
      const contentsOf = (page: Page) =>
        main(page).getByRole("navigation", { name: articleWords[language.locale].contents });

      test(`${legalPath} lists its sections, each link going to its section`, async ({ page }, testInfo) => {
        await gotoHydrated(page, legalPath);
        const contents = contentsOf(page);
        await expect(contents).toBeVisible();
        const links = contents.getByRole("link");
        const headings = main(page).locator("section[id] > h2");
        await expect(links).toHaveText(await headings.allTextContents());
        const last = links.last();
        const target = (await last.getAttribute("href")) ?? "";
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${encodeURI(target)}$`));
        await expect(sectionHeading(page, target)).toBeInViewport();
        if (!isPhone(testInfo)) {
          // Beside the text and still in view after the jump to the last section.
          await expect(contents).toBeInViewport();
        }
      });

      test(`${legalPath}: a contents link clicked before the page hydrates keeps the reader at its section`, async ({
        page,
      }) => {
        // The page may hydrate and asks for its parts' code, which a slow network holds back: the
        // router must not act on the link's hash change until every part can hydrate, or React
        // renders the parts anew, blank meanwhile, and the scroll restoration finds no section.
        const parts = await holdScripts(page, "**/assets/site-*.js");
        await page.goto(legalPath);
        await parts.requested;
        const link = contentsOf(page).getByRole("link").last();
        const section = sectionHeading(page, (await link.getAttribute("href")) ?? "");
        await link.click();
        await expect(section).toBeInViewport();
        parts.release();
        await waitForHydration(page);
        await expect(section).toBeInViewport();
        await expect(main(page).getByRole("heading", { level: 1 })).toHaveCount(1);
      });
    }

    test("the services page's questions sit beside their heading on a wide screen, under it on a phone", async ({
      page,
    }, testInfo) => {
      await page.goto(paths.services);
      const section = page.locator("section#faq");
      const heading = await section.getByRole("heading", { level: 2 }).first().boundingBox();
      const questions = await section.locator("details").first().boundingBox();
      if (heading === null || questions === null) throw new Error("the heading or the questions have no box");
      if (isPhone(testInfo)) {
        expect(questions.y).toBeGreaterThan(heading.y + heading.height);
        return;
      }
      // The same band of the page, the questions on the far side in the page's direction.
      expect(questions.y).toBeLessThan(heading.y + heading.height);
      if (language.dir === "ltr") expect(questions.x).toBeGreaterThan(heading.x + heading.width);
      else expect(questions.x + questions.width).toBeLessThan(heading.x);
    });

    test("no grid of cards leaves one card alone in its last row at 390, 768 and 1280 px", async ({
      page,
    }, testInfo) => {
      test.skip(isPhone(testInfo), "the test sets each width itself");
      test.setTimeout(180_000);
      for (const path of [
        paths.home,
        paths.services,
        paths.about,
        paths.search,
        paths.notFound,
        ...articleGridPaths,
      ]) {
        for (const width of [390, 768, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          const grids = await gridRows(page);
          expect(grids.length, `grids on ${path}`).toBeGreaterThan(0);
          for (const grid of grids) {
            const last = grid.rows.at(-1) ?? [];
            const columns = Math.max(...grid.rows.map((row) => row.length));
            const spansTheRow = (last[0] ?? 0) >= grid.width - 1;
            expect(
              columns === 1 || last.length > 1 || spansTheRow,
              `${path} at ${width} px, ${grid.name}: rows of ${grid.rows.map((row) => row.length).join(", ")}`,
            ).toBe(true);
          }
        }
      }
    });

    test("a number and its unit, and a range of times, stay on one line", async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), "a phone's narrow lines are where they part");
      let checked = 0;
      for (const path of [paths.home, paths.contact, paths.privacy, paths.about, ...articlePaths]) {
        await page.goto(path);
        await page.evaluate(async () => {
          await document.fonts.ready;
        });
        for (const figure of await numbersAndUnits(page)) {
          expect(figure.lines, `“${figure.text}” on ${path}`).toBe(1);
          checked += 1;
        }
      }
      // The office hours and the case studies' "24 hours" at least.
      expect(checked).toBeGreaterThan(3);
    });

    test("the case studies' results start on one line", async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), "on a phone the cards are stacked");
      await page.goto(paths.home);
      const tops = await main(page)
        .locator("#selected-work [data-result]")
        .evaluateAll((results) => results.map((result) => Math.round(result.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(1);
      expect(new Set(tops).size).toBe(1);
    });

    test("every page header carries something on its far side on a wide screen, and nothing squeezed on a phone", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const withHeader = [
        paths.services,
        paths.about,
        paths.faq,
        paths.privacy,
        paths.terms,
        paths.articles,
        paths.search,
        paths.notFound,
        ...articlePaths.slice(0, 1),
      ];
      for (const path of withHeader) {
        await page.goto(path);
        const aside = main(page).locator("[data-header-aside]");
        if (isPhone(testInfo)) {
          await expect(aside, path).toBeHidden();
          continue;
        }
        const heading = await main(page).getByRole("heading", { level: 1 }).boundingBox();
        const box = await aside.boundingBox();
        if (heading === null || box === null)
          throw new Error(`${path}: the heading or its far side has no box`);
        expect(box.y, path).toBeLessThan(heading.y + heading.height + 200);
        if (language.dir === "ltr") expect(box.x, path).toBeGreaterThan(heading.x + heading.width);
        else expect(box.x + box.width, path).toBeLessThan(heading.x);
      }
    });

    test("an article's header names its author and their role, with the way to talk to the firm", async ({
      page,
    }, testInfo) => {
      test.skip(isPhone(testInfo), "on a phone the byline and the page's end carry them");
      const article = inLanguage[0];
      if (article === undefined) throw new Error(`no article in ${language.name}`);
      const member = teamContent[language.locale].find((candidate) => candidate.id === article.author);
      if (member === undefined) throw new Error(`${article.author} is not on the team`);
      await page.goto(pathOf(article.slug));
      const card = main(page).locator("[data-header-aside] [data-author-card]");
      await expect(card.getByText(member.name, { exact: true })).toBeVisible();
      await expect(card.getByText(member.position, { exact: true })).toBeVisible();
      await expect(card.getByText(articlesPageContent[language.locale].contactHeading)).toBeVisible();
      await expect(card.getByRole("link", { name: contact.pageHeading })).toHaveAttribute(
        "href",
        paths.contact,
      );
    });

    test("every page ends with a way to get in touch before the footer", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(paths.articles);
      const article = (await main(page).locator("ol article h2 a").first().getAttribute("href")) ?? "";
      for (const path of [...language.pages.map((sitePage) => sitePage.path), paths.articles, article]) {
        await page.goto(path);
        // The lowest link or form on the page (links inside a form count as the form).
        const lowest = await main(page).evaluate((root) => {
          const candidates = Array.from(root.querySelectorAll("a[href], form")).filter(
            (element) =>
              element.getClientRects().length > 0 &&
              (element.tagName === "FORM" || element.closest("form") === null),
          );
          const bottom = (element: Element) => element.getBoundingClientRect().bottom;
          const last = candidates.reduce<Element | null>(
            (lowest, element) => (lowest === null || bottom(element) >= bottom(lowest) ? element : lowest),
            null,
          );
          return last === null
            ? null
            : {
                tag: last.tagName,
                href: last.getAttribute("href"),
                action: last.getAttribute("action"),
                inContactEnd: last.closest("#contact, [data-contact-end]") !== null,
              };
        });
        expect(lowest, `the lowest link or form on ${path}`).not.toBeNull();
        const isContact =
          lowest !== null &&
          lowest.inContactEnd &&
          (lowest.tag === "FORM" ||
            lowest.href === paths.contact ||
            /^(mailto|tel):|wa\.me/.test(lowest.href ?? ""));
        expect(isContact, `the lowest link or form on ${path}: ${JSON.stringify(lowest)}`).toBe(true);
      }
    });
  });
}
