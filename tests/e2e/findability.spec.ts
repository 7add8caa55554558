import { expect, test, type APIRequestContext } from "@playwright/test";
import { brand, contactEmail, linkedInUrl, sitePages } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * What search engines and link previews read: meta tags, structured data,
 * sitemap, robots, icons and the manifest. Read from the served HTML, as a
 * crawler does, without running the page's JavaScript.
 */
const siteUrl = (process.env.SITE_URL ?? "https://www.dunecrest.example").replace(/\/$/, "");
const indexablePaths = ["/", "/services", "/about", "/contact", "/faq", "/privacy-policy", "/terms"];

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

function jsonLd(page: string): { "@type": string; [key: string]: unknown }[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

for (const sitePage of sitePages) {
  test(`${sitePage.name}: language, description, social cards and theme colour`, async ({ request }) => {
    const page = await html(request, sitePage.path);
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(metaContent(page, "description")?.length ?? 0).toBeGreaterThan(40);
    expect(metaContent(page, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(metaContent(page, "og:title")).toBe(`${sitePage.title} | ${brand}`);
    expect(metaContent(page, "og:image")).toBe(`${siteUrl}/og-image.png`);
    expect(metaContent(page, "og:image:width")).toBe("1200");
    expect(metaContent(page, "og:image:height")).toBe("630");
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
  });
}

for (const path of indexablePaths) {
  test(`${path} names its canonical URL from the site URL`, async ({ request }) => {
    const page = await html(request, path);
    expect(page).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
    expect(page).not.toContain('name="robots" content="noindex"');
  });
}

test("og:url is a URL that answers 200, and the not-found page names none", async ({ request }) => {
  for (const sitePage of sitePages) {
    const ogUrl = metaContent(await html(request, sitePage.path), "og:url");
    if (sitePage.status === 404) {
      expect(ogUrl, "the not-found page answers at every unknown URL and has none of its own").toBeUndefined();
      continue;
    }
    expect(ogUrl).toBe(`${siteUrl}${sitePage.path}`);
    expect((await request.get(new URL(ogUrl ?? "").pathname)).status()).toBe(200);
  }
});

test("the success and not-found pages ask not to be indexed", async ({ request }) => {
  for (const path of ["/success.html", "/no-such-page-here"]) {
    expect(await html(request, path)).toContain('<meta name="robots" content="noindex"/>');
  }
});

test("the home page describes the company as a professional service in Dubai", async ({ request }) => {
  const organization = jsonLd(await html(request, "/")).find((item) => item["@type"] === "ProfessionalService");
  expect(organization).toMatchObject({
    name: brand,
    email: contactEmail,
    sameAs: [linkedInUrl],
    address: { addressLocality: "Dubai", addressCountry: "AE" },
  });
});

for (const [path, count] of [
  ["/faq", 9],
  ["/services", 5],
] as const) {
  test(`${path} carries its ${count} questions as FAQPage data`, async ({ request }) => {
    const faq = jsonLd(await html(request, path)).find((item) => item["@type"] === "FAQPage");
    const questions = faq?.["mainEntity"] as { name: string; acceptedAnswer: { text: string } }[] | undefined;
    expect(questions).toHaveLength(count);
    for (const question of questions ?? []) {
      expect(question.name.length).toBeGreaterThan(5);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });
}

test("robots.txt names the sitemap, which lists every indexable page", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(indexablePaths.map((path) => `${siteUrl}${path}`));
});

test("the icons, the social image and the web manifest are served", async ({ request }) => {
  const page = await html(request, "/");
  const svgIcon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml"\/>/.exec(page)?.[1];
  expect(svgIcon, "the SVG favicon, inlined as a data URI").toBeDefined();
  expect(decodeURIComponent(svgIcon ?? "").replaceAll("&#x27;", "'")).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[\s\S]*<\/svg>$/);
  for (const href of ["/favicon-32.png", "/apple-touch-icon.png", "/site.webmanifest"]) {
    expect(page).toContain(`href="${href}"`);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  expect((await request.get("/og-image.png")).headers()["content-type"]).toBe("image/png");
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ name: brand, start_url: "/", display: "browser" });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
