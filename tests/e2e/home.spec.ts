import { expect, test, type Locator, type Page } from "@playwright/test";
import { partners as localisedPartners } from "../../app/content/partners";
import { proofOfWork } from "../../app/content/proof-of-work";
import { expectSameDocument, gotoHydrated, markWindow } from "./support/hydration";
import { documentTitle, pageByPath, siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });
const floatingGraphic = (page: Page) => page.getByTestId("floating-graphic");

/**
 * The vertical translation (px) of the element's computed transform; 0 when none.
 * Fails on anything but a pure vertical translation (no scale, rotation or x move).
 */
function translateY(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const transform = getComputedStyle(node).transform;
    if (transform === "none") return 0;
    const matrix = new DOMMatrixReadOnly(transform);
    const pureTranslation =
      matrix.a === 1 &&
      matrix.b === 0 &&
      matrix.c === 0 &&
      matrix.d === 1 &&
      matrix.m41 === 0 &&
      matrix.m43 === 0;
    return pureTranslation ? matrix.m42 : Number.NaN;
  });
}

/**
 * The element's own horizontal scale: its transform's and its `scale`
 * property's (Tailwind's scale utilities set the latter) multiplied. Negative
 * when it is mirrored.
 */
function horizontalScale(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const fromTransform = style.transform === "none" ? 1 : new DOMMatrixReadOnly(style.transform).a;
    const fromScale =
      style.scale === "none"
        ? 1
        : Number.parseFloat(style.scale.split(/\s+/)[0] ?? "1") / (style.scale.includes("%") ? 100 : 1);
    return fromTransform * fromScale;
  });
}

async function scrollInstantly(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

/** Where the graphic sits in the layout, ignoring transforms. */
function layoutBox(element: Locator) {
  return element.evaluate((node) => {
    const box = node as HTMLElement;
    return {
      offsetTop: box.offsetTop,
      offsetLeft: box.offsetLeft,
      width: box.offsetWidth,
      height: box.offsetHeight,
      pageHeight: document.documentElement.scrollHeight,
    };
  });
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { paths } = language;
    const partners = localisedPartners[language.locale];

    test.describe("home page", () => {
      test.beforeEach(async ({ page }) => {
        await gotoHydrated(page, paths.home);
      });

      test(`the hero's ${language.home.getStarted} link goes to ${paths.contact}`, async ({ page }) => {
        const marker = await markWindow(page);
        const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
        await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
        const getStarted = hero.getByRole("link", { name: language.home.getStarted });
        await expect(getStarted).toBeVisible();
        await expect(getStarted).toHaveAttribute("href", paths.contact);
        await getStarted.click();
        await expect(page).toHaveURL(new URL(paths.contact, page.url()).href);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.contact)));
        await expectSameDocument(page, marker);
      });

      test(`the arrow of ${language.home.getStarted} points the way the ${language.name} text reads`, async ({
        page,
      }) => {
        const arrow = page.getByRole("link", { name: language.home.getStarted }).locator("svg");
        await expect(arrow).toHaveCount(1);
        const scaleX = await horizontalScale(arrow);
        if (language.dir === "rtl")
          expect(scaleX, "the arrow is mirrored in right-to-left text").toBeLessThan(0);
        else expect(scaleX, "the arrow is not mirrored in left-to-right text").toBeGreaterThan(0);
      });

      test("the hero shows the case studies' results, on a phone within the first screen and before the graphic", async ({
        page,
      }, testInfo) => {
        const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
        const studies = proofOfWork[language.locale].caseStudies;
        for (const study of studies) {
          await expect(hero.getByText(study.result.figure, { exact: true })).toBeVisible();
          await expect(hero.getByText(study.result.measure, { exact: true })).toBeVisible();
        }
        if (!isPhone(testInfo)) return;
        const screenHeight = page.viewportSize()?.height ?? 0;
        const firstResult = hero.getByRole("listitem").first();
        const bottom = await firstResult.evaluate((item) => item.getBoundingClientRect().bottom);
        expect(bottom, "the first result ends within the first screen").toBeLessThanOrEqual(screenHeight);
        const graphic = await floatingGraphic(page).evaluate((node) => node.getBoundingClientRect());
        expect(bottom, "the proof comes before the graphic").toBeLessThanOrEqual(graphic.top);
        expect(graphic.height, "the graphic stays small on a phone").toBeLessThanOrEqual(240);
      });

      test(`${language.home.whatWeDo} shows four service cards, each with an icon, an h3 title and a description`, async ({
        page,
      }) => {
        const whatWeDo = section(page, language.home.whatWeDo);
        await expect(whatWeDo).toBeVisible();
        const cards = whatWeDo.getByRole("listitem");
        await expect(cards).toHaveCount(4);
        await expect(whatWeDo.getByRole("heading", { level: 3 })).toHaveText([
          ...language.home.serviceTitles,
        ]);
        for (const card of await cards.all()) {
          await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
          await expect(card.locator("svg")).toHaveCount(1);
          await expect(card.locator("svg")).toBeVisible();
          await expect(card.locator("p")).toHaveText(/[\p{L}\p{N}].{20,}/u);
        }
      });

      test(`${language.home.whoWeWorkWith} names the three client types as h3s`, async ({ page }) => {
        const whoWeWorkWith = section(page, language.home.whoWeWorkWith);
        await expect(whoWeWorkWith.getByRole("heading", { level: 3 })).toHaveText([
          ...language.home.clientTypes,
        ]);
      });

      test("the partners section shows the three partners, each named in the site's type beside a mark drawn in the page", async ({
        page,
      }) => {
        const partnerSection = section(page, language.home.partners);
        const items = partnerSection.getByRole("listitem");
        await expect(items).toHaveText(partners.map((partner) => partner.name));
        // Drawn inline, in one style: no image file and no other face to load.
        await expect(partnerSection.locator("img")).toHaveCount(0);
        await expect(partnerSection.locator("svg")).toHaveCount(3);
        const fonts = await items.evaluateAll((elements) =>
          elements.map((element) => getComputedStyle(element.querySelector("span") ?? element).fontFamily),
        );
        expect(new Set(fonts).size, "every name in the same face").toBe(1);
        expect(fonts[0]).toBe(
          await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily),
        );
      });

      test("the selected work shows case studies with a measured result, and the team's certifications", async ({
        page,
      }) => {
        const work = proofOfWork[language.locale];
        const selectedWork = section(page, work.heading);
        await expect(selectedWork.getByRole("heading", { level: 3 })).toHaveText([
          ...work.caseStudies.map((study) => study.title),
          work.certificationsHeading,
        ]);
        for (const study of work.caseStudies) {
          await expect(selectedWork).toContainText(study.clientType);
          await expect(selectedWork).toContainText(study.result.measure);
        }
        for (const certification of work.certifications)
          await expect(selectedWork).toContainText(certification.name);
      });

      test("ends with the contact form", async ({ page }) => {
        await expect(page.locator('form[name="contact"]')).toHaveCount(1);
        await expect(page.getByRole("button", { name: language.form.submit })).toBeVisible();
      });
    });

    test.describe("floating graphic", () => {
      test("is decorative: aria-hidden and out of the accessibility tree", async ({ page }) => {
        await gotoHydrated(page, paths.home);
        await expect(floatingGraphic(page)).toHaveAttribute("aria-hidden", "true");
        await expect(floatingGraphic(page)).toBeVisible();
      });

      test("moves up by 0.3 × the scroll distance, capped at 200 px, through a transform only", async ({
        page,
      }) => {
        await gotoHydrated(page, paths.home);
        const graphic = floatingGraphic(page);
        expect(await translateY(graphic)).toBe(0);
        const before = await layoutBox(graphic);

        await scrollInstantly(page, 300);
        await expect.poll(() => translateY(graphic)).toBeCloseTo(-90, 5);
        expect(await layoutBox(graphic), "moving the graphic shifts the layout").toEqual(before);

        await scrollInstantly(page, 100);
        await expect.poll(() => translateY(graphic)).toBeCloseTo(-30, 5);

        await scrollInstantly(page, 2000);
        await expect.poll(() => translateY(graphic)).toBeCloseTo(-200, 5);
        expect(await layoutBox(graphic), "moving the graphic shifts the layout").toEqual(before);

        await scrollInstantly(page, 0);
        await expect.poll(() => translateY(graphic)).toBeCloseTo(0, 5);
      });

      test("on a phone, risen all the way, it stays below the case studies' results", async ({
        page,
      }, testInfo) => {
        test.skip(!isPhone(testInfo), "beside the hero's text from 1024 px");
        await gotoHydrated(page, paths.home);
        const results = page
          .locator("section", { has: page.getByRole("heading", { level: 1 }) })
          .getByRole("list");
        await scrollInstantly(page, 2000);
        await expect.poll(() => translateY(floatingGraphic(page))).toBeCloseTo(-200, 5);
        const graphicTop = await floatingGraphic(page).evaluate((node) => node.getBoundingClientRect().top);
        const resultsBottom = await results.evaluate((list) => list.getBoundingClientRect().bottom);
        expect(graphicTop).toBeGreaterThanOrEqual(resultsBottom);
      });

      test("nothing on the page shifts while the graphic moves", async ({ page }) => {
        await gotoHydrated(page, paths.home);
        await page.evaluate(() => {
          const shifts: number[] = [];
          (window as Window & { __e2eShifts?: number[] }).__e2eShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              shifts.push((entry as PerformanceEntry & { value: number }).value);
          }).observe({ type: "layout-shift" });
        });
        for (const top of [150, 300, 600, 1200, 2000]) await scrollInstantly(page, top);
        await expect.poll(() => translateY(floatingGraphic(page))).toBeCloseTo(-200, 5);
        const shifts = await page.evaluate(
          () => (window as Window & { __e2eShifts?: number[] }).__e2eShifts ?? [],
        );
        expect(shifts).toEqual([]);
      });

      test.describe("for people who ask for reduced motion", () => {
        test.use({ reducedMotion: "reduce" });

        test("stays still", async ({ page }) => {
          await gotoHydrated(page, paths.home);
          const graphic = floatingGraphic(page);
          await scrollInstantly(page, 300);
          await scrollInstantly(page, 2000);
          // Give a pending animation frame the chance to run, then check nothing moved.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          expect(await translateY(graphic)).toBe(0);
        });
      });
    });
  });
}
