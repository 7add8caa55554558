import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { articlePagePaths } from "~/lib/prerender-paths";
import { articleMeta, type ArticleMetaInput } from "./article-meta";

const input: ArticleMetaInput = {
  slug: "card-keys",
  locale: "ar",
  title: "مفاتيح أرقام البطاقات",
  summary: "لماذا لا تحمي التجزئة البسيطة رقم البطاقة.",
  author: "بريا رامان",
  authorHref: "/ar/about#team",
  published: "2026-11-10T09:30:00+04:00",
  updated: "2026-11-12",
  languages: ["en", "ar"],
  card: { src: "/assets/articles/card-keys.card.ar.0123456789.png", width: 1200, height: 630 },
};

const hreflang = (meta: ReturnType<typeof articleMeta>) =>
  meta.filter((tag) => "hrefLang" in tag).map((tag) => ("hrefLang" in tag ? tag.hrefLang : null));

const posting = (meta: ReturnType<typeof articleMeta>) =>
  meta.flatMap((tag) =>
    "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
  )[0];

describe("articleMeta", () => {
  it("pairs the article with its twin: hreflang both ways and the BlogPosting's translation", () => {
    expect(hreflang(articleMeta(input))).toEqual(["en", "ar", "x-default"]);
    expect(posting(articleMeta(input))?.translationOfWork).toMatchObject({
      url: `${site.url}/articles/card-keys`,
      inLanguage: "en",
    });
    expect(posting(articleMeta({ ...input, locale: "en" }))?.workTranslation).toEqual([
      expect.objectContaining({ url: `${site.url}/ar/articles/card-keys`, inLanguage: "ar" }),
    ]);
  });

  it("names no twin when the article is in one language only", () => {
    const meta = articleMeta({ ...input, languages: ["ar"] });
    expect(hreflang(meta)).toEqual([]);
    expect(posting(meta)).not.toHaveProperty("translationOfWork");
    expect(posting(meta)).not.toHaveProperty("workTranslation");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.url}/ar/articles/card-keys`,
    });
  });
});

describe("articlePagePaths", () => {
  it("prerenders an article and its topics only in the languages it is written in", () => {
    const text = { title: "", summary: "", body: "", updated: "" };
    expect(
      articlePagePaths([
        { slug: "both", topics: ["payments"], text: { en: text, ar: text } },
        { slug: "arabic-only", topics: ["security"], text: { ar: text } },
      ]),
    ).toEqual([
      "/articles/both",
      "/articles/topic/payments",
      "/ar/articles/both",
      "/ar/articles/arabic-only",
      "/ar/articles/topic/payments",
      "/ar/articles/topic/security",
    ]);
  });
});
