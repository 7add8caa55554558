import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { brand, contactEmail, linkedInUrl, siteLanguages } from "./support/site";

const footer = (page: Page) => page.getByRole("contentinfo");

/** The column a footer heading names: the heading's parent. */
function column(page: Page, heading: string): Locator {
  return footer(page).getByRole("heading", { name: heading, exact: true }).locator("xpath=..");
}

async function linkTargets(list: Locator): Promise<Array<[string, string | null]>> {
  return list
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link): [string, string | null] => [
        link.textContent?.trim() ?? "",
        link.getAttribute("href"),
      ]),
    );
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const words = language.footer;

    for (const path of [language.paths.home, language.paths.faq, language.paths.notFound]) {
      test.describe(`footer on ${path}`, () => {
        test.beforeEach(async ({ page }) => {
          await gotoHydrated(page, path);
        });

        test(`has four columns: brand, ${words.navigationHeading}, ${words.resourcesHeading} and ${words.contactHeading}`, async ({
          page,
        }) => {
          const headings = footer(page).getByRole("heading");
          await expect(headings).toHaveText([
            words.navigationHeading,
            words.resourcesHeading,
            words.contactHeading,
          ]);
          // The brand column sits beside the three headed columns in the same grid.
          const grid = column(page, words.navigationHeading).locator("xpath=..");
          await expect(grid.locator("xpath=./*")).toHaveCount(4);
          const brandColumn = grid.locator("xpath=./*[1]");
          await expect(brandColumn).toContainText(words.tagline);
          await expect(brandColumn.getByRole("link", { name: new RegExp(`linkedin`, "i") })).toHaveCount(1);
        });

        test("the professional-network link opens LinkedIn in a new tab, safely, with a name", async ({
          page,
        }) => {
          const link = footer(page).getByRole("link", { name: /linkedin/i });
          await expect(link).toHaveAttribute("href", linkedInUrl);
          await expect(link).toHaveAttribute("target", "_blank");
          const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
          expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
          await expect(link).toHaveAccessibleName(/\S/);
          await expect(link).toBeVisible();
        });

        test(`${words.navigationHeading} lists ${words.navigation.map((link) => link.label).join(", ")}`, async ({
          page,
        }) => {
          expect(await linkTargets(column(page, words.navigationHeading))).toEqual(
            words.navigation.map((link) => [link.label, link.path]),
          );
        });

        test(`${words.resourcesHeading} lists ${words.resources.map((link) => link.label).join(", ")}`, async ({
          page,
        }) => {
          expect(await linkTargets(column(page, words.resourcesHeading))).toEqual(
            words.resources.map((link) => [link.label, link.path]),
          );
        });

        test(`${words.contactHeading} gives the email as a left-to-right mailto link and the location`, async ({
          page,
        }) => {
          const contact = column(page, words.contactHeading);
          const email = contact.getByRole("link", { name: contactEmail, exact: true });
          await expect(email).toHaveAttribute("href", `mailto:${contactEmail}`);
          await expect(email).toBeVisible();
          await expect(email).toHaveAttribute("dir", "ltr");
          expect(await email.evaluate((link) => getComputedStyle(link).direction)).toBe("ltr");
          await expect(contact).toContainText(words.officeLocation);
        });

        test("ends with the copyright line for the current year", async ({ page }) => {
          const year = new Date().getFullYear();
          await expect(footer(page)).toContainText(words.copyright(year));
          const lastText = await footer(page).evaluate((element) =>
            (element as HTMLElement).innerText.trim().split("\n").at(-1)?.trim(),
          );
          expect(lastText).toBe(words.copyright(year));
          expect(words.copyright(year)).toContain(brand);
        });
      });
    }
  });
}
