import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { atomProblems } from "../../tests/feed-support/atom-rules.ts";
import { jsonFeedProblems } from "../../tests/feed-support/json-feed-rules.ts";
import {
  buildTime,
  markdownToHtml,
  sampleArticles,
  sampleTopicNames,
} from "../../tests/feed-support/sample-articles.ts";
import { feedFiles } from "./feed-files.ts";

const files = feedFiles({
  articles: sampleArticles,
  topicNames: sampleTopicNames,
  toHtml: markdownToHtml,
  now: buildTime,
});
const body = (path: string) => files.find((file) => file.path === path)?.body ?? "";

describe("feedFiles", () => {
  it("makes an Atom feed and a JSON Feed in each language, at the paths the head links name", () => {
    expect(files.map((file) => file.path)).toEqual([
      "/articles/feed.xml",
      "/articles/feed.json",
      "/ar/articles/feed.xml",
      "/ar/articles/feed.json",
    ]);
  });

  it.each(["/articles/feed.xml", "/ar/articles/feed.xml"])("makes %s a valid Atom feed", (path) => {
    expect(atomProblems(body(path))).toEqual([]);
  });

  it.each(["/articles/feed.json", "/ar/articles/feed.json"])("makes %s a valid JSON Feed", (path) => {
    expect(jsonFeedProblems(body(path))).toEqual([]);
  });

  it("titles and describes each feed in its language, with the site's name", () => {
    const en = JSON.parse(body("/articles/feed.json")) as { title: string; description: string };
    const ar = JSON.parse(body("/ar/articles/feed.json")) as { title: string; description: string };
    expect(en.title).toBe(`${site.name} articles`);
    expect(ar.title).toBe(`مقالات ${site.name}`);
    expect(en.description).toContain(site.name);
    expect(ar.description).toMatch(/^مقالات يكتبها مستشارو/);
  });

  it("names each article's author as the team page does, in the feed's language", () => {
    expect(body("/articles/feed.xml")).toContain("<name>Sara Al Mansoori</name>");
    expect(body("/ar/articles/feed.xml")).toContain("<name>سارة المنصوري</name>");
  });
});
