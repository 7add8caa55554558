import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "../../app/config/locales.ts";
import { pages } from "../../app/config/pages.ts";
import { aboutPage } from "../../app/content/pages.ts";
import { localeOfPath, localisedPath } from "../../app/lib/locale-paths.ts";
import { articlePagePaths } from "../../app/lib/prerender-paths.ts";
import { searchIndexPlaceholder, type SearchIndexFile } from "../../app/lib/search-documents.ts";
import { siteSearch } from "../../app/lib/site-search.ts";
import { readArticles } from "./read-articles.ts";
import { contentDir } from "./vite-site-content.ts";

/** The index as the pipeline writes it, from a whole build of the site into a folder of its own. */
const buildDir = mkdtempSync(join(tmpdir(), "dunecrest-search-index-"));
const staticDir = join(buildDir, "client");
const indexFiles = () => readdirSync(join(staticDir, "assets")).filter((name) => /^search-[a-z]+-[\w-]{10}\.json$/.test(name));
const indexOf = (locale: string): SearchIndexFile => {
  const name = indexFiles().find((file) => file.startsWith(`search-${locale}-`));
  if (name === undefined) throw new Error(`no index for ${locale}`);
  return JSON.parse(readFileSync(join(staticDir, "assets", name), "utf8")) as SearchIndexFile;
};

beforeAll(async () => {
  // As `npm run build` runs it: Vitest's NODE_ENV=test would make a development build of React.
  await promisify(execFile)(process.execPath, ["scripts/build/build.ts"], {
    env: { ...process.env, NODE_ENV: "production", BUILD_OUTPUT_DIR: buildDir },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 600_000);

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("the search index step of the build", () => {
  it("writes one index per language, each holding exactly the pages search engines may index", () => {
    expect(indexFiles()).toHaveLength(locales.length);
    // The articles and the topics' lists of the repository's content, each in the languages it is written in.
    const articlePages = articlePagePaths(readArticles(contentDir(), new Date()).published.map(({ article }) => article));
    for (const locale of locales) {
      const indexable = [
        ...Object.values(pages).filter((page) => page.indexable).map((page) => localisedPath(page.path, locale)),
        ...articlePages.filter((path) => localeOfPath(path) === locale),
      ];
      expect(indexOf(locale).documents.map((document) => document.url).sort()).toEqual(indexable.sort());
    }
  });

  it("reads each page's title without the brand, its description, headings and main text, not its form", () => {
    const contact = indexOf("en").documents.find((document) => document.url === "/contact");
    expect(contact).toMatchObject({ title: "Contact Us", headings: expect.stringContaining("Contact Us") });
    expect(contact?.description.length).toBeGreaterThan(40);
    expect(contact?.text).toContain("Business Bay");
    // The contact form's labels and its country list are not what the page is about.
    expect(contact?.text).not.toMatch(/Afghanistan|Full name/);
    // Each element's words stay apart from the next one's: two headings one after the other are two phrases.
    const about = indexOf("en").documents.find((document) => document.url === "/about");
    expect(about?.headings).toContain(`${aboutPage.en.missionHeading} ${aboutPage.en.visionHeading}`);
  });

  it("names each language's index in its search page and that page's data, with no placeholder left", () => {
    for (const locale of locales) {
      const name = indexFiles().find((file) => file.startsWith(`search-${locale}-`));
      const page = localisedPath(pages.search.path, locale).slice(1);
      for (const file of [`${page}/index.html`, `${page}.data`]) {
        const text = readFileSync(join(staticDir, file), "utf8");
        expect(text).toContain(`/assets/${name}`);
        expect(text).not.toContain(searchIndexPlaceholder(locale));
      }
    }
  });

  it("finds «الامتثال» on the built Arabic pages when «الإمتثال» is searched, and only Arabic pages", () => {
    const found = siteSearch(indexOf("ar")).search("الإمتثال").map((hit) => hit.url);
    expect(found).toContain("/ar");
    expect(found.every((url) => url.startsWith("/ar"))).toBe(true);
    const home = indexOf("ar").documents.find((document) => document.url === "/ar");
    expect(home?.text).toContain("الامتثال");
    expect(home?.text).not.toContain("الإمتثال");
  });
});
