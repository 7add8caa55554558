import { expect, test, type Page } from "@playwright/test";
import { resultsText, searchPage } from "../../app/content/search.ts";
import { axeViolations } from "./support/axe";
import { holdAppScripts } from "./support/held-scripts";
import { gotoHydrated } from "./support/hydration";
import { siteLanguages } from "./support/site";

const [english, arabic] = siteLanguages;

const searchBox = (page: Page, label: string) => page.getByRole("searchbox", { name: label });
/** The results: the page's ordered list (the list of pages to browse, below it, is there before any search). */
const results = (page: Page) => page.getByRole("main").locator("ol");
const mainText = async (page: Page, path: string) => {
  await page.goto(path);
  return page.getByRole("main").innerText();
};

/** Every script and the index the search page fetches once a visitor starts to search, and not before. */
async function searchDownloads(page: Page, path: string, label: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
  const beforeSearch = new Set(fetched);
  await searchBox(page, label).focus();
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() => fetched.some((url) => /^\/assets\/search-[a-z]+-[\w-]+\.json$/.test(url)))
    .toBe(true);
  return [...new Set(fetched)].filter((url) => !beforeSearch.has(url));
}

test.describe("Arabic", () => {
  const copy = searchPage.ar;

  test("«الإمتثال», typed with hamza, finds the pages that write «الامتثال»; the count is announced and the query kept", async ({
    page,
  }) => {
    await gotoHydrated(page, arabic.paths.search);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // A live region is watched only if it is in the accessibility tree before its text changes.
    await expect(page.getByRole("status")).toBeAttached();
    await searchBox(page, copy.label).fill("الإمتثال");
    const links = results(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    const found = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
    );
    await expect(page.getByRole("status")).toHaveText(resultsText(copy, found.length, "الإمتثال"));
    expect(new URL(page.url()).searchParams.get("q")).toBe("الإمتثال");
    expect(found).toContain(arabic.paths.home);
    for (const path of found) expect(path.startsWith("/ar")).toBe(true);
    // What proves the normalising: the page found spells the word without hamza, and nowhere with it.
    const text = await mainText(page, arabic.paths.home);
    expect(text).toContain("الامتثال");
    expect(text).not.toContain("الإمتثال");
  });

  test("a query in the address, as the form sends it, is searched when the page opens", async ({ page }) => {
    await gotoHydrated(page, `${arabic.paths.search}?q=${encodeURIComponent("أمن")}`);
    await expect(searchBox(page, copy.label)).toHaveValue("أمن");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("status")).toContainText("«أمن»");
  });

  test("has no axe violations with results shown", async ({ page }) => {
    await gotoHydrated(page, arabic.paths.search);
    await searchBox(page, copy.label).fill("الإمتثال");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("English", () => {
  const copy = searchPage.en;

  test("finds the pages about compliance and announces how many", async ({ page }) => {
    await gotoHydrated(page, english.paths.search);
    await searchBox(page, copy.label).fill("complian");
    await expect(results(page).getByRole("link", { name: "Our Services" })).toBeVisible();
    const count = await results(page).getByRole("listitem").count();
    await expect(page.getByRole("status")).toHaveText(resultsText(copy, count, "complian"));
    expect(new URL(page.url()).search).toBe("?q=complian");
    await results(page).getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(english.paths.services);
  });

  test("what a visitor typed before the page's scripts arrived is searched once they do", async ({
    page,
  }) => {
    const scripts = await holdAppScripts(page);
    await page.goto(english.paths.search);
    await searchBox(page, copy.label).fill("security");
    await scripts.release();
    await expect(results(page).getByRole("link").first()).toBeVisible();
    await expect(searchBox(page, copy.label)).toHaveValue("security");
    expect(new URL(page.url()).searchParams.get("q")).toBe("security");
  });

  test("says so when nothing matches", async ({ page }) => {
    await gotoHydrated(page, english.paths.search);
    await searchBox(page, copy.label).fill("zebracorn");
    await expect(page.getByRole("status")).toHaveText(resultsText(copy, 0, "zebracorn"));
    // No list of results: only the pages to browse instead.
    await expect(page.locator("main ol")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("list", { name: copy.browseHeading })).toBeVisible();
  });

  test("has no axe violations with results shown", async ({ page }) => {
    await gotoHydrated(page, english.paths.search);
    await searchBox(page, copy.label).fill("security");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("loaded only where a visitor searches", () => {
  for (const language of siteLanguages) {
    test(`${language.name}: no other page fetches the search's code or its index`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const searchOnly = await searchDownloads(
        page,
        language.paths.search,
        searchPage[language.locale].label,
      );
      expect(
        searchOnly.some((url) => url.endsWith(".js")),
        "the search's code loads when a visitor starts",
      ).toBe(true);
      const other = await browser.newPage();
      const fetched: string[] = [];
      other.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      for (const sitePage of language.pages.filter((candidate) => candidate.path !== language.paths.search)) {
        await gotoHydrated(other, sitePage.path);
        await other.waitForLoadState("networkidle");
      }
      await other.close();
      expect(fetched.filter((url) => searchOnly.includes(url))).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of siteLanguages) {
    const copy = searchPage[language.locale];
    test(`${language.name}: the form sends the query in the address and the page says what to do instead`, async ({
      page,
    }) => {
      await page.goto(language.paths.search);
      await searchBox(page, copy.label).fill("audit");
      await page.getByRole("button", { name: copy.submit }).click();
      await expect(page).toHaveURL(`${language.paths.search}?q=audit`);
      await expect(page.getByText(copy.withoutScript)).toBeVisible();
      const browse = page.getByRole("main").getByRole("list", { name: copy.browseHeading });
      await expect(browse.getByRole("link", { name: language.homeLink.label })).toHaveAttribute(
        "href",
        language.paths.home,
      );
      await expect(browse.getByRole("link")).toHaveCount(
        language.footer.navigation.length + language.footer.resources.length,
      );
    });
  }
});
