import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import {
  buildTime,
  markdownToHtml,
  sampleArticles,
  sampleTopicNames,
} from "../../tests/feed-support/sample-articles.ts";
import { feedFiles } from "./feed-files.ts";
import { feedLinks } from "./feed-links.ts";

describe("feedLinks", () => {
  it("links an English page to the English Atom feed and JSON Feed, titled in English", () => {
    expect(feedLinks("en")).toEqual([
      {
        rel: "alternate",
        type: "application/atom+xml",
        href: `${site.url}/articles/feed.xml`,
        title: `${site.name} articles (Atom feed)`,
      },
      {
        rel: "alternate",
        type: "application/feed+json",
        href: `${site.url}/articles/feed.json`,
        title: `${site.name} articles (JSON Feed)`,
      },
    ]);
  });

  it("links an Arabic page to the Arabic feeds, titled in Arabic", () => {
    expect(feedLinks("ar")).toEqual([
      {
        rel: "alternate",
        type: "application/atom+xml",
        href: `${site.url}/ar/articles/feed.xml`,
        title: `مقالات ${site.name} (موجز Atom)`,
      },
      {
        rel: "alternate",
        type: "application/feed+json",
        href: `${site.url}/ar/articles/feed.json`,
        title: `مقالات ${site.name} (موجز JSON Feed)`,
      },
    ]);
  });

  it("links exactly the files the build writes, in each language", () => {
    const written = feedFiles({
      articles: sampleArticles,
      topicNames: sampleTopicNames,
      toHtml: markdownToHtml,
      now: buildTime,
    }).map((file) => `${site.url}${file.path}`);
    expect([...feedLinks("en"), ...feedLinks("ar")].map((link) => link.href)).toEqual(written);
  });
});
