import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import { articleInsightsCopy } from "../../app/content/inbox/article-insights-copy.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { createFixtureSite, fixturePage } from "../../tests/server-support/fixture-site.ts";
import { postForm, request, validFields } from "../../tests/server-support/http.ts";
import { page } from "../../tests/server-support/inbox-visitor.ts";
import { useInboxServer } from "../../tests/server-support/inbox-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

/** The fixture site with an articles list and three articles: in both languages, in English only, in Arabic only. */
async function siteWithArticles(): Promise<string> {
  const root = await createFixtureSite();
  const pages: Record<string, string> = {
    "articles/index.html": fixturePage("Articles | Dunecrest Digital", "<h1>Articles</h1>"),
    "articles/cloud-costs/index.html": fixturePage(
      "Cloud costs &amp; the Gulf | Dunecrest Digital",
      "<h1>Cloud costs &amp; the Gulf</h1>",
    ),
    "ar/articles/cloud-costs/index.html": fixturePage(
      "تكاليف السحابة | Dunecrest Digital",
      "<h1>تكاليف السحابة</h1>",
      "ar",
      "rtl",
    ),
    "articles/data-residency/index.html": fixturePage(
      "Where your data lives | Dunecrest Digital",
      "<h1>Where your data lives</h1>",
    ),
    "ar/articles/arabic-first-apps/index.html": fixturePage(
      "تطبيقات تبدأ بالعربية | Dunecrest Digital",
      "<h1>تطبيقات تبدأ بالعربية</h1>",
      "ar",
      "rtl",
    ),
    // A client-side navigation's data, as React Router names it.
    "articles/data-residency.data": '[{"_1":2},"routes/article",{}]',
  };
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), html);
  }
  return root;
}

describeEachBackend("the Insights page's articles over HTTP", (backend) => {
  const { signedIn } = useInboxServer(backend);

  it("shows each article's views, landing visitors and leads under its title, both languages together; a lead counts for the article it began its day on, not one read later nor the list", async () => {
    const staticDir = await siteWithArticles();
    // A post waits for its visitor's look-up however long a loaded machine takes (10 minutes: the test's limit ends it first),
    // so a lead's source is what was counted, never "unknown" because one second ran out.
    const { server, visitor } = await signedIn(
      { insights: true, staticDir },
      { insightsFlushMs: 50, leadSourceLimitMs: 10 * 60 * 1000 },
    );
    const host = new URL(server.url).host;
    // Four browsers on one address: each its own visitor.
    const browser = (n: number) =>
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0 Safari/537.36`;
    const view = async (n: number, path: string) =>
      expect((await request(server.url, path, { headers: { "User-Agent": browser(n) } })).status).toBe(200);
    const post = async (n: number) =>
      expect(
        (
          await postForm(
            server.url,
            { ...validFields, email: `reader-${n}@example.com` },
            { "User-Agent": browser(n), Referer: `http://${host}/contact` },
          )
        ).status,
      ).toBe(303);

    // 1 begins on an article in English, reads another, and writes: the first one's lead.
    await view(1, "/articles/cloud-costs");
    await view(1, "/articles/data-residency");
    await post(1);
    // 2 begins on the same article in Arabic, and writes: the same article's.
    await view(2, "/ar/articles/cloud-costs");
    await post(2);
    // 3 begins on the list, then reads an article, and writes: no article's.
    await view(3, "/articles");
    await view(3, "/articles/data-residency");
    await post(3);
    // 4 comes to an article from another page of the site (its data alone), and leaves.
    await view(4, "/articles/data-residency.data");
    // 5 reads the Arabic-only article.
    await view(5, "/ar/articles/arabic-first-apps");

    const rowsOf = (document: Document) =>
      [...document.querySelectorAll('[aria-labelledby="articles-heading"] tbody tr')].map((row) => [
        ...[...row.querySelectorAll("th, td")].map((cell) => cell.textContent.trim()),
      ]);
    const viewsIn = (document: Document) => document.querySelectorAll("main dl dd")[1]?.textContent;
    let insights = await page(await visitor.get("/inbox/insights"));
    // Written every 50 ms here: the seven views may arrive in several writes.
    await waitFor(async () => {
      insights = await page(await visitor.get("/inbox/insights"));
      return viewsIn(insights) === "7";
    }, "every view to be counted");

    expect(insights.querySelector("#articles-heading")?.textContent).toBe(articleInsightsCopy.heading);
    const { leadsFrom } = articleInsightsCopy;
    expect(rowsOf(insights)).toEqual([
      ["Cloud costs & the Gulfcloud-costs", "2", "2", "2", `100.0${leadsFrom(2, 2)}`],
      ["Where your data livesdata-residency", "3", "1", "0", `0.0${leadsFrom(0, 1)}`],
      ["تطبيقات تبدأ بالعربيةarabic-first-apps", "1", "1", "0", `0.0${leadsFrom(0, 1)}`],
    ]);
    const link = insights.querySelector<HTMLAnchorElement>(
      '[aria-labelledby="articles-heading"] tbody a[href="/articles/cloud-costs"]',
    );
    expect(link?.textContent).toBe("Cloud costs & the Gulf");
    expect(link?.lang).toBe("en");
    // An article in Arabic alone is named in Arabic, marked as such.
    const arabic = insights.querySelector<HTMLAnchorElement>(
      '[aria-labelledby="articles-heading"] tbody a[href="/ar/articles/arabic-first-apps"]',
    );
    expect([arabic?.textContent, arabic?.lang, arabic?.dir]).toEqual(["تطبيقات تبدأ بالعربية", "ar", "rtl"]);

    const csvHref =
      insights.querySelector('a[href^="/inbox/insights/articles.csv"]')?.getAttribute("href") ?? "";
    const csv = await visitor.get(csvHref);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toBe(
      "article,views,visitorsLanding,leads,leadsPer100Visitors\r\ncloud-costs,2,2,2,100.0\r\ndata-residency,3,1,0,0.0\r\narabic-first-apps,1,1,0,0.0\r\n",
    );
  });
});
