import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { brand, contactEmail, linkedInUrl, officeLocation, tagline } from "./support/site";

const footer = (page: Page) => page.getByRole("contentinfo");

/** The column a footer heading names: the heading's parent. */
function column(page: Page, heading: string): Locator {
  return footer(page).getByRole("heading", { name: heading, exact: true }).locator("xpath=..");
}

async function linkTargets(list: Locator): Promise<Array<[string, string | null]>> {
  return list.getByRole("link").evaluateAll((links) =>
    links.map((link): [string, string | null] => [link.textContent?.trim() ?? "", link.getAttribute("href")]),
  );
}

for (const path of ["/", "/faq", "/no-such-page-here"]) {
  test.describe(`footer on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, path);
    });

    test("has four columns: brand, Navigation, Resources and Contact", async ({ page }) => {
      const headings = footer(page).getByRole("heading");
      await expect(headings).toHaveText(["Navigation", "Resources", "Contact"]);
      // The brand column sits beside the three headed columns in the same grid.
      const grid = column(page, "Navigation").locator("xpath=..");
      await expect(grid.locator("xpath=./*")).toHaveCount(4);
      const brandColumn = grid.locator("xpath=./*[1]");
      await expect(brandColumn).toContainText(tagline);
      await expect(brandColumn.getByRole("link", { name: new RegExp(`linkedin`, "i") })).toHaveCount(1);
    });

    test("the professional-network link opens LinkedIn in a new tab, safely, with a name", async ({ page }) => {
      const link = footer(page).getByRole("link", { name: /linkedin/i });
      await expect(link).toHaveAttribute("href", linkedInUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      await expect(link).toHaveAccessibleName(/\S/);
      await expect(link).toBeVisible();
    });

    test("Navigation lists Home, Services, About and Contact", async ({ page }) => {
      expect(await linkTargets(column(page, "Navigation"))).toEqual([
        ["Home", "/"],
        ["Services", "/services"],
        ["About", "/about"],
        ["Contact", "/contact"],
      ]);
    });

    test("Resources lists FAQ, Privacy Policy and Terms of Use", async ({ page }) => {
      expect(await linkTargets(column(page, "Resources"))).toEqual([
        ["FAQ", "/faq"],
        ["Privacy Policy", "/privacy-policy"],
        ["Terms of Use", "/terms"],
      ]);
    });

    test("Contact gives the email as a mailto link and the location", async ({ page }) => {
      const contact = column(page, "Contact");
      const email = contact.getByRole("link", { name: contactEmail, exact: true });
      await expect(email).toHaveAttribute("href", `mailto:${contactEmail}`);
      await expect(email).toBeVisible();
      await expect(contact).toContainText(officeLocation);
    });

    test("ends with the copyright line for the current year", async ({ page }) => {
      const year = new Date().getFullYear();
      await expect(footer(page)).toContainText(`© ${year} ${brand}. All rights reserved.`);
      const lastText = await footer(page).evaluate((element) => (element as HTMLElement).innerText.trim().split("\n").at(-1)?.trim());
      expect(lastText).toBe(`© ${year} ${brand}. All rights reserved.`);
    });
  });
}
