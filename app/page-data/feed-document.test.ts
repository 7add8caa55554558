import { describe, expect, it } from "vitest";
import { FEED_ENTRIES } from "../config/feeds.ts";
import type { Locale } from "../config/locales.ts";
import type { Article } from "../content/article-types.ts";
import { team } from "../content/team.ts";
import {
  buildTime,
  markdownToHtml,
  sampleArticles,
  sampleTopicNames,
} from "../../tests/feed-support/sample-articles.ts";
import { feedDocument, type FeedSource } from "./feed-document.ts";

const site = { url: "https://consultancy.example.test", name: "Sample Consultancy" };

function source(locale: Locale, articles: readonly Article[] = sampleArticles, now = buildTime): FeedSource {
  return {
    locale,
    site,
    words: { title: `title ${locale}`, description: `description ${locale}` },
    articles,
    authorNames: Object.fromEntries(team[locale].map((member) => [member.id, member.name])),
    topicNames: sampleTopicNames[locale],
    toHtml: markdownToHtml,
    now,
  };
}

const slugs = (locale: Locale) =>
  feedDocument(source(locale)).entries.map((entry) => entry.url.split("/").at(-1));

describe("feedDocument", () => {
  it("lists the articles published by the build's time that have the language's text, newest first", () => {
    expect(slugs("en")).toEqual(["card-payments-3ds", "pdpl-readiness", "cloud-cost-review", "unsafe-body"]);
    expect(slugs("ar")).toEqual(["card-payments-3ds", "pdpl-readiness", "zero-trust-gcc"]);
  });

  it(`carries the newest ${FEED_ENTRIES} articles, however many are published`, () => {
    const [model] = sampleArticles;
    if (model === undefined) throw new Error("no sample article");
    const many = Array.from({ length: FEED_ENTRIES + 5 }, (_, index) => ({
      ...model,
      slug: `article-${String(index).padStart(2, "0")}`,
      published: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    }));
    const listed = feedDocument(source("ar", many)).entries.map((entry) => entry.url.split("/").at(-1));
    expect(listed).toHaveLength(FEED_ENTRIES);
    expect(listed[0]).toBe(`article-${FEED_ENTRIES + 4}`);
    expect(listed.at(-1)).toBe("article-05");
  });

  it("leaves out an article scheduled after the build, and takes it in once the build is at its time", () => {
    const scheduled = sampleArticles.filter((article) => article.slug === "scheduled-outlook-2027");
    expect(feedDocument(source("en", scheduled)).entries).toEqual([]);
    expect(feedDocument(source("en", scheduled, new Date("2026-12-15T05:59:59Z"))).entries).toEqual([]);
    expect(feedDocument(source("en", scheduled, new Date("2026-12-15T06:00:00Z"))).entries).toHaveLength(1);
  });

  it("gives each entry its canonical URL in the language, from the configured origin", () => {
    const [en] = feedDocument(source("en")).entries;
    const [ar] = feedDocument(source("ar")).entries;
    expect(en?.url).toBe("https://consultancy.example.test/articles/card-payments-3ds");
    expect(ar?.url).toBe("https://consultancy.example.test/ar/articles/card-payments-3ds");
  });

  it("names the feed's pages and the publisher from the site's identity, per language", () => {
    const ar = feedDocument(source("ar"));
    expect(ar).toMatchObject({
      lang: "ar",
      title: "title ar",
      description: "description ar",
      homeUrl: "https://consultancy.example.test/ar/articles",
      atomUrl: "https://consultancy.example.test/ar/articles/feed.xml",
      jsonUrl: "https://consultancy.example.test/ar/articles/feed.json",
      publisher: { name: "Sample Consultancy", url: "https://consultancy.example.test/ar" },
    });
    expect(feedDocument(source("en")).atomUrl).toBe("https://consultancy.example.test/articles/feed.xml");
  });

  it("dates entries in RFC 3339 UTC: published as set, updated from the text's own update, never before publication", () => {
    const byUrl = (locale: Locale) =>
      new Map(feedDocument(source(locale)).entries.map((entry) => [entry.url.split("/").at(-1), entry]));
    const en = byUrl("en");
    const ar = byUrl("ar");
    // A date-time keeps its instant, whatever its offset.
    expect(en.get("card-payments-3ds")).toMatchObject({
      published: "2026-11-10T01:30:00Z",
      updated: "2026-11-12T05:15:00Z",
    });
    // A date alone is the start of that day in Dubai…
    expect(en.get("pdpl-readiness")).toMatchObject({
      published: "2026-10-05T06:00:00Z",
      updated: "2026-11-01T20:00:00Z",
    });
    // …unless that is before the publication, on the day it was published.
    expect(ar.get("pdpl-readiness")).toMatchObject({
      published: "2026-10-05T06:00:00Z",
      updated: "2026-10-05T06:00:00Z",
    });
    expect(ar.get("card-payments-3ds")).toMatchObject({
      published: "2026-11-10T01:30:00Z",
      updated: "2026-11-10T01:30:00Z",
    });
  });

  it("dates the feed by its latest update, and by the build's time when it has no entry", () => {
    expect(feedDocument(source("en")).updated).toBe("2026-11-12T05:15:00Z");
    expect(feedDocument(source("en", [])).updated).toBe("2026-11-28T12:00:00Z");
  });

  it("names the author in the feed's language, linked to the about page in that language", () => {
    const [en] = feedDocument(source("en")).entries;
    const [ar] = feedDocument(source("ar")).entries;
    expect(en?.author).toEqual({ name: "Daniel Mercer", url: "https://consultancy.example.test/about" });
    expect(ar?.author).toEqual({ name: "دانيال ميرسر", url: "https://consultancy.example.test/ar/about" });
  });

  it("names the topics in the feed's language by their ids", () => {
    const entries = feedDocument(source("ar")).entries;
    expect(entries[1]?.topics).toEqual([
      { id: "compliance", name: "الامتثال" },
      { id: "security", name: "الأمن السيبراني" },
    ]);
  });

  it("carries the body as safe HTML in a block of the language's direction, with absolute URLs", () => {
    const ar = feedDocument(source("ar")).entries[1];
    expect(ar?.html).toMatch(/^<div lang="ar" dir="rtl"><h2>أين تُحفظ بياناتك<\/h2>/);
    expect(ar?.html).toContain('<a href="https://consultancy.example.test/ar/services">كل نظام</a>');
    expect(ar?.html).toContain("القانون الاتحادي رقم ٤٥ لسنة ٢٠٢١");
    const en = feedDocument(source("en")).entries[1];
    expect(en?.html).toMatch(/^<div lang="en" dir="ltr">/);
    expect(en?.html).toContain(
      'src="https://consultancy.example.test/media/0123456789abcdef0123456789abcdef/640.webp"',
    );
    expect(en?.html).toContain('href="https://consultancy.example.test/articles/pdpl-readiness#checklist"');
  });

  it("drops control characters from the titles, summaries and bodies it is given", () => {
    const unsafe = feedDocument(source("en")).entries.at(-1);
    expect(unsafe?.title).toBe("What a pasted snippet can carry");
    expect(unsafe?.summary).toBe("A body with markup in it.");
    expect(unsafe?.html).toContain("A bell and a form feed in the text.");
  });

  it("stops the build, naming the article, when its author or a topic has no name in the language", () => {
    const stranger = { ...sampleArticles[2], author: "nobody" } as Article;
    expect(() => feedDocument(source("en", [stranger]))).toThrow(
      /cloud-cost-review's author "nobody" has no name/,
    );
    const untitled = { ...sampleArticles[2], topics: ["unknown"] } as Article;
    expect(() => feedDocument(source("en", [untitled]))).toThrow(
      /cloud-cost-review's topic "unknown" has no name/,
    );
  });

  it("reads a date-time without a zone as Dubai's, whatever the building machine's zone", () => {
    const local = { ...sampleArticles[2], published: "2026-09-01T08:00" } as Article;
    expect(feedDocument(source("en", [local])).entries[0]?.published).toBe("2026-09-01T04:00:00Z");
  });

  it("stops the build on a date that is not ISO", () => {
    for (const published of [
      "next Tuesday",
      "September 1, 2026",
      "2026-09-01 08:00",
      "2026-02-30",
      "2026-13-01",
      "2026-09-01T25:00Z",
    ]) {
      const undated = { ...sampleArticles[2], published } as Article;
      expect(() => feedDocument(source("en", [undated]))).toThrow(
        `cloud-cost-review's publication time is "${published}"`,
      );
    }
  });
});
