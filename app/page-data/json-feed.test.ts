import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import type { Locale } from "../config/locales.ts";
import { site } from "../config/site.ts";
import { team } from "../content/team.ts";
import { jsonFeedProblems } from "../../tests/feed-support/json-feed-rules.ts";
import {
  buildTime,
  markdownToHtml,
  sampleArticles,
  sampleTopicNames,
} from "../../tests/feed-support/sample-articles.ts";
import { feedDocument } from "./feed-document.ts";
import { JSON_FEED_VERSION, jsonFeed } from "./json-feed.ts";

interface Item {
  id: string;
  url: string;
  title: string;
  summary: string;
  content_html: string;
  date_published: string;
  date_modified: string;
  authors: { name: string; url: string }[];
  tags: string[];
  language: string;
}

function feedOf(locale: Locale, articles = sampleArticles): string {
  return jsonFeed(
    feedDocument({
      locale,
      site,
      words: { title: `Articles ${locale}`, description: `About ${locale}` },
      articles,
      authorNames: Object.fromEntries(team[locale].map((member) => [member.id, member.name])),
      topicNames: sampleTopicNames[locale],
      toHtml: markdownToHtml,
      now: buildTime,
    }),
  );
}

const itemsOf = (locale: Locale) => (JSON.parse(feedOf(locale)) as { items: Item[] }).items;

describe("jsonFeed", () => {
  it.each(["en", "ar"] as const)(
    "is a valid JSON Feed 1.1 by its schema and the specification's rules (%s)",
    (locale) => {
      expect(jsonFeedProblems(feedOf(locale))).toEqual([]);
    },
  );

  it("is valid with no item at all", () => {
    expect(jsonFeedProblems(feedOf("en", []))).toEqual([]);
  });

  it("names its version, language, page, own URL, publisher and icons", () => {
    expect(JSON.parse(feedOf("ar"))).toMatchObject({
      version: JSON_FEED_VERSION,
      title: "Articles ar",
      description: "About ar",
      home_page_url: `${site.url}/ar/articles`,
      feed_url: `${site.url}/ar/articles/feed.json`,
      language: "ar",
      authors: [{ name: site.name, url: `${site.url}/ar` }],
      icon: `${site.url}/icon-512.png`,
      favicon: `${site.url}/favicon-32.png`,
    });
  });

  it("gives each item the same id as the Atom entry, its URL, dates, authors, tags and full content", () => {
    const [item] = itemsOf("ar");
    const url = `${site.url}/ar/articles/card-payments-3ds`;
    expect(item).toEqual({
      id: url,
      url,
      title: "التحقق الآمن ثلاثي الأبعاد دون خسارة عملية البيع",
      summary: "التدفقات السلسة والإعفاءات وما يجب تسجيله.",
      content_html:
        '<div lang="ar" dir="rtl"><h2>الإعفاءات</h2>\n<p>قد تُعفى المدفوعات التي تقل عن ١٠٠ درهم.</p>\n</div>',
      date_published: "2026-11-10T01:30:00Z",
      date_modified: "2026-11-10T01:30:00Z",
      authors: [{ name: "دانيال ميرسر", url: `${site.url}/ar/about` }],
      tags: ["المدفوعات"],
      language: "ar",
    });
  });

  it("lists only published articles in the feed's language, newest first", () => {
    const slugs = (locale: Locale) => itemsOf(locale).map((item) => item.id.split("/").at(-1));
    expect(slugs("en")).toEqual(["card-payments-3ds", "pdpl-readiness", "cloud-cost-review", "unsafe-body"]);
    expect(slugs("ar")).toEqual(["card-payments-3ds", "pdpl-readiness", "zero-trust-gcc"]);
  });

  it("makes pasted markup safe and relative URLs absolute, and drops control characters", () => {
    const text = feedOf("en");
    expect(text).not.toMatch(/\\u00[01]/);
    const item = itemsOf("en").find((candidate) => candidate.id.endsWith("/unsafe-body"));
    if (item === undefined) throw new Error("no item for the unsafe body");
    expect([item.title, item.summary]).toEqual([
      "What a pasted snippet can carry",
      "A body with markup in it.",
    ]);
    const body = new JSDOM(`<!doctype html><body>${item.content_html}`).window.document.body;
    expect(body.querySelector("script, iframe, [onerror], [onclick], [style]")).toBeNull();
    expect(body.textContent).not.toContain("alert");
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      `${site.url}/articles/x.png`,
      `${site.url}/articles/diagram.png`,
    ]);
  });
});
