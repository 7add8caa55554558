import { expect, test, type APIRequestContext } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { brand, contactEmail, linkedInUrl, otherLanguage, siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * What search engines and link previews read: meta tags, structured data,
 * sitemap, robots, icons and the manifest. Read from the served HTML, as a
 * crawler does, without running the page's JavaScript.
 */
const siteUrl = (process.env.SITE_URL ?? "https://www.dunecrest.example").replace(/\/$/, "");
/** The indexable pages by their English path; each has an Arabic twin. */
const indexablePaths = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/terms",
  "/articles",
];
/** Pages with a URL of their own (all but the not-found page), by English path. */
const ownUrlPaths = [...indexablePaths, "/success.html", "/search"];
const [english, arabic] = siteLanguages;

test.beforeEach(({}, testInfo) => {
  test.skip(isPhone(testInfo), "HTTP-level checks: once, in the desktop project");
});

async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

function metaContent(page: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(page)?.[1];
}

function metaContents(page: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g");
  return [...page.matchAll(pattern)].map((match) => match[1] ?? "");
}

/** The page's <link rel="alternate" hreflang> links, as [hreflang, href]. */
function alternates(page: string): [string, string][] {
  return [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gi)].map((match) => [
    match[1] ?? "",
    match[2] ?? "",
  ]);
}

function jsonLd(page: string): { "@type": string; [key: string]: unknown }[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

/** Undoes React's escaping of text in attributes, for comparing with the content modules. */
function unescapeHtml(text: string): string {
  return text
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const other = otherLanguage(language);

    for (const sitePage of language.pages) {
      test(`${sitePage.name}: language, description, social cards and theme colour`, async ({ request }) => {
        const page = await html(request, sitePage.path);
        expect(page).toMatch(
          new RegExp(`^<!DOCTYPE html><html lang="${language.lang}" dir="${language.dir}">`),
        );
        expect(metaContent(page, "description")?.length ?? 0).toBeGreaterThan(40);
        expect(metaContent(page, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
        expect(unescapeHtml(metaContent(page, "og:title") ?? "")).toBe(`${sitePage.title} | ${brand}`);
        expect(metaContent(page, "og:image")).toBe(`${siteUrl}/og-image.png`);
        expect(metaContent(page, "og:image:width")).toBe("1200");
        expect(metaContent(page, "og:image:height")).toBe("630");
        expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
        expect(metaContent(page, "og:locale")).toBe(language.ogLocale);
        expect(metaContents(page, "og:locale:alternate")).toEqual([other.ogLocale]);
      });
    }

    for (const path of indexablePaths.map(language.path)) {
      test(`${path} names its canonical URL from the site URL`, async ({ request }) => {
        const page = await html(request, path);
        expect(page).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
        expect(page).not.toContain('name="robots" content="noindex"');
      });
    }

    for (const englishPath of ownUrlPaths) {
      const path = language.path(englishPath);
      test(`${path} names itself in English, in Arabic and for everyone else (hreflang)`, async ({
        request,
      }) => {
        const page = await html(request, path);
        expect(alternates(page)).toEqual([
          ["en", `${siteUrl}${english.path(englishPath)}`],
          ["ar", `${siteUrl}${arabic.path(englishPath)}`],
          ["x-default", `${siteUrl}${english.path(englishPath)}`],
        ]);
      });
    }

    test("the not-found page names no language alternates: it has no URL of its own", async ({ request }) => {
      expect(alternates(await html(request, language.paths.notFound))).toEqual([]);
    });

    test("og:url is a URL that answers 200, and the not-found page names none", async ({ request }) => {
      for (const sitePage of language.pages) {
        const ogUrl = metaContent(await html(request, sitePage.path), "og:url");
        if (sitePage.status === 404) {
          expect(
            ogUrl,
            "the not-found page answers at every unknown URL and has none of its own",
          ).toBeUndefined();
          continue;
        }
        expect(ogUrl).toBe(`${siteUrl}${sitePage.path}`);
        expect((await request.get(new URL(ogUrl ?? "").pathname)).status()).toBe(200);
      }
    });

    test("the success, search and not-found pages ask not to be indexed", async ({ request }) => {
      for (const path of [language.paths.success, language.paths.search, language.paths.notFound]) {
        expect(await html(request, path)).toContain('<meta name="robots" content="noindex"/>');
      }
    });

    test("the home page describes the company as a professional service in Dubai, in its language", async ({
      request,
    }) => {
      const data = jsonLd(await html(request, language.paths.home));
      const organization = data.find((item) => item["@type"] === "ProfessionalService");
      expect(organization).toMatchObject({
        name: brand,
        email: contactEmail,
        sameAs: [linkedInUrl],
        address: { addressLocality: "Dubai", addressCountry: "AE" },
        description: language.footer.tagline,
        knowsLanguage: ["en", "ar"],
      });
      const website = data.find((item) => item["@type"] === "WebSite");
      expect(website).toMatchObject({
        name: brand,
        inLanguage: language.lang,
        url: `${siteUrl}${language.path("/")}`,
      });
    });

    for (const [englishPath, count] of [
      ["/faq", 9],
      ["/services", 5],
    ] as const) {
      const path = language.path(englishPath);
      test(`${path} carries its ${count} questions as FAQPage data in its language`, async ({ request }) => {
        const faq = jsonLd(await html(request, path)).find((item) => item["@type"] === "FAQPage");
        expect(faq?.["inLanguage"]).toBe(language.lang);
        const questions = faq?.["mainEntity"] as
          { name: string; acceptedAnswer: { text: string } }[] | undefined;
        expect(questions).toHaveLength(count);
        for (const question of questions ?? []) {
          expect(question.name.length).toBeGreaterThan(5);
          expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
        }
        expect(questions?.map((question) => question.name)).toEqual(
          language.faqItems.slice(0, count).map((item) => item.question),
        );
      });
    }
  });
}

test("robots.txt names the sitemap, which lists every indexable page in both languages with its alternates", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  const locations = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  const sitePages = indexablePaths.length * siteLanguages.length;
  expect(locations.slice(0, sitePages)).toEqual(
    indexablePaths.flatMap((path) => siteLanguages.map((language) => `${siteUrl}${language.path(path)}`)),
  );
  // After the site's pages, the articles' and topics' pages only (tests/e2e/articles.spec.ts checks them).
  for (const location of locations.slice(sitePages)) expect(location).toMatch(/\/articles\/[^/]/);
  for (const [index, entry] of entries.slice(0, sitePages).entries()) {
    const path = indexablePaths[Math.floor(index / siteLanguages.length)] ?? "";
    const links = [
      ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map((match) => [match[1], match[2]]);
    expect(links, `the alternates of ${locations[index]}`).toEqual([
      ["en", `${siteUrl}${english.path(path)}`],
      ["ar", `${siteUrl}${arabic.path(path)}`],
      ["x-default", `${siteUrl}${english.path(path)}`],
    ]);
  }
});

test("the icons, the social image and the web manifest are served", async ({ request }) => {
  const page = await html(request, "/");
  const svgIcon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml"\/>/.exec(
    page,
  )?.[1];
  expect(svgIcon, "the SVG favicon, inlined as a data URI").toBeDefined();
  expect(decodeURIComponent(svgIcon ?? "").replaceAll("&#x27;", "'")).toMatch(
    /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[\s\S]*<\/svg>$/,
  );
  for (const href of ["/favicon-32.png", "/apple-touch-icon.png"]) {
    expect(page).toContain(`href="${href}"`);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  // The manifest is linked once the page has hydrated, not in the page as sent (web-manifest-link.tsx).
  expect(page).not.toContain('rel="manifest"');
  expect((await request.get("/og-image.png")).headers()["content-type"]).toBe("image/png");
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ name: brand, start_url: "/", display: "browser" });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

for (const language of siteLanguages) {
  test(`a hydrated page in ${language.name} links the web manifest in its head, once`, async ({ page }) => {
    await page.goto(language.paths.home);
    await waitForHydration(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  });
}
