import { expect, test, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { buildTime, readArticles } from "../../scripts/build/read-articles.ts";
import { axeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

/** The articles the build published, as it read them: the same folder, newest first. */
const published = readArticles(
  fileURLToPath(new URL("../../content", import.meta.url)),
  buildTime(),
).published.map(({ article }) => article);
const withToc = published.find((article) => article.slug === "pci-dss-4-after-march-2025");
const siteUrl = (process.env.SITE_URL ?? "https://www.dunecrest.example").replace(/\/$/, "");

const languages = [
  { locale: "en", prefix: "", lang: "en", dir: "ltr", all: "All topics", topic: "Sanctions and AML" },
  {
    locale: "ar",
    prefix: "/ar",
    lang: "ar",
    dir: "rtl",
    all: "كل الموضوعات",
    topic: "العقوبات ومكافحة غسل الأموال",
  },
] as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const language of languages) {
  const inLanguage = published.filter((article) => article.text[language.locale] !== undefined);
  const list = `${language.prefix}/articles`;

  test.describe(`${language.locale}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the list, newest first, filters by topic through links and opens an article", async ({ page }) => {
      await page.goto(list);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      // Each article's title, not the headings of what follows the list (the contact band).
      const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
      await expect(titles).toHaveText(
        inLanguage.map((article) => article.text[language.locale]?.title ?? ""),
      );
      const filter = page.getByRole("navigation", {
        name: language.locale === "en" ? "Topics" : "الموضوعات",
      });
      await expect(filter.getByRole("link", { name: language.all })).toHaveAttribute("aria-current", "page");

      await filter.getByRole("link", { name: language.topic, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${list}/topic/sanctions-and-aml$`));
      await expect(filter.getByRole("link", { name: language.topic, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(filter.getByRole("link", { name: language.all })).not.toHaveAttribute(
        "aria-current",
        "page",
      );
      const onTopic = inLanguage.filter((article) => article.topics.includes("sanctions-and-aml"));
      await expect(titles).toHaveText(onTopic.map((article) => article.text[language.locale]?.title ?? ""));

      const first = onTopic[0];
      await titles.first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${list}/${first?.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        first?.text[language.locale]?.title ?? "",
      );
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      // Dates a machine reads, the author's link to the team, and the contact section at the end.
      await expect(page.locator(`time[datetime="${first?.published}"]`)).toHaveCount(1);
      await expect(page.locator(`main a[href="${language.prefix}/about#team"]`)).toHaveCount(1);
      await expect(page.locator("#contact")).toBeVisible();
    });

    test("the contents' links lead to the article's sections", async ({ page }) => {
      await page.goto(`${language.prefix}/articles/${withToc?.slug}`);
      const contents = page.getByRole("navigation", {
        name: language.locale === "en" ? "Contents" : "المحتويات",
      });
      const links = contents.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        await link.click();
        // Arabic ids are percent-encoded in the address bar.
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(href));
        const target = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
        await expect(target).toHaveCount(1);
        await expect(target).toHaveText(await link.innerText());
        await expect(target).toBeInViewport();
      }
    });
  });

  test(`${language.locale}: an article's head names its twin and describes it as a BlogPosting`, async ({
    page,
  }) => {
    const article = withToc;
    const other = language.locale === "en" ? "ar" : "en";
    await page.goto(`${language.prefix}/articles/${article?.slug}`);
    const url = `${siteUrl}${language.prefix}/articles/${article?.slug}`;
    const twinUrl = `${siteUrl}${other === "ar" ? "/ar" : ""}/articles/${article?.slug}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    const hreflang = await page
      .locator("link[rel=alternate][hreflang]")
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
    expect(hreflang).toEqual([
      ["en", `${siteUrl}/articles/${article?.slug}`],
      ["ar", `${siteUrl}/ar/articles/${article?.slug}`],
      ["x-default", `${siteUrl}/articles/${article?.slug}`],
    ]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const card = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(card).toMatch(
      new RegExp(`/assets/articles/${article?.slug}\\.card\\.${language.locale}\\.[0-9a-f]{10}\\.png$`),
    );
    const cardResponse = await page.request.get(new URL(card ?? "").pathname);
    expect(cardResponse.status()).toBe(200);
    expect(cardResponse.headers()["content-type"]).toBe("image/png");

    const posting = (await jsonLd(page)).find((data) => data["@type"] === "BlogPosting");
    const text = article?.text[language.locale];
    expect(posting).toMatchObject({
      headline: text?.title,
      description: text?.summary,
      inLanguage: language.lang,
      datePublished: article?.published,
      author: { "@type": "Person", url: `${siteUrl}${language.prefix}/about#team` },
      image: { url: card, width: 1200, height: 630 },
    });
    expect(typeof posting?.dateModified).toBe("string");
    const twin = language.locale === "en" ? posting?.workTranslation : posting?.translationOfWork;
    expect(JSON.stringify(twin)).toContain(twinUrl);
  });

  test(`${language.locale}: the list's and an article's feeds are linked and served`, async ({ page }) => {
    await page.goto(list);
    const feeds = await page
      .locator('link[rel="alternate"][type]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href") ?? "").pathname));
    expect(feeds).toEqual([`${language.prefix}/articles/feed.xml`, `${language.prefix}/articles/feed.json`]);
    for (const path of feeds) expect((await page.request.get(path)).status()).toBe(200);
  });

  for (const path of [list, `${language.prefix}/articles/${withToc?.slug}`]) {
    test(`axe: ${path} has no violations`, async ({ page }) => {
      // axe reads a long article's every node: 20 to 30 s on a busy machine, the suite's whole default.
      test.slow();
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("figures keep their place: each has its width and height before it loads", async ({ page }) => {
  await page.goto(`/articles/${withToc?.slug}`);
  const sizes = await page
    .locator("figure img")
    .evaluateAll((images) =>
      images.map((image) => [image.getAttribute("width"), image.getAttribute("height")]),
    );
  expect(sizes.length).toBeGreaterThan(0);
  for (const [width, height] of sizes) expect(Number(width) * Number(height)).toBeGreaterThan(0);
});

test("each service on /services links to the articles about it", async ({ page }) => {
  await page.goto("/services");
  for (const service of [
    "business-consulting",
    "cyber-security",
    "software-development",
    "business-analytics",
  ]) {
    const about = published.filter(
      (article) => article.services.includes(service) && article.text.en !== undefined,
    );
    const links = page.locator(`[id="${service}"]`).getByRole("list", { name: "Articles" }).getByRole("link");
    await expect(links).toHaveText(about.map((article) => article.text.en?.title ?? ""));
    expect(
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href"))),
    ).toEqual(about.map((article) => `/articles/${article.slug}`));
  }
});
