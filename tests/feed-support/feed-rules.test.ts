import { describe, expect, it } from "vitest";
import { atomFeed } from "../../app/page-data/atom-feed.ts";
import { feedDocument } from "../../app/page-data/feed-document.ts";
import { jsonFeed } from "../../app/page-data/json-feed.ts";
import { atomProblems } from "./atom-rules.ts";
import { jsonFeedProblems } from "./json-feed-rules.ts";
import { buildTime, markdownToHtml, sampleArticles, sampleTopicNames } from "./sample-articles.ts";

/** The checks' own test: each rule they stand for, broken once in an otherwise valid feed, is found. */

const document = feedDocument({
  locale: "en",
  site: { url: "https://www.example.test", name: "Example" },
  words: { title: "Articles", description: "About" },
  articles: sampleArticles,
  authorNames: { "sara-al-mansoori": "Sara", "daniel-mercer": "Daniel", "omar-siddiqui": "Omar" },
  topicNames: sampleTopicNames.en,
  toHtml: markdownToHtml,
  now: buildTime,
});
const atom = atomFeed(document);
const json = jsonFeed(document);

/** `text` with the first match of `pattern` replaced; fails when there is none, so no case passes by missing. */
function broken(text: string, pattern: string | RegExp, replacement: string): string {
  const result = text.replace(pattern, replacement);
  if (result === text) throw new Error(`nothing matched ${String(pattern)}`);
  return result;
}

describe("atomProblems", () => {
  it("finds nothing in a valid feed", () => {
    expect(atomProblems(atom)).toEqual([]);
  });

  it.each([
    ["not well-formed XML", broken(atom, "</title>", "</titel>"), /not well-formed/],
    [
      "a control character",
      broken(atom, '<title type="text">Articles', '<title type="text">Art\u0007icles'),
      /not well-formed/,
    ],
    [
      "the wrong namespace",
      broken(atom, "http://www.w3.org/2005/Atom", "http://purl.org/atom/ns#"),
      /root is not atom:feed/,
    ],
    ["no xml:lang", broken(atom, ' xml:lang="en"', ""), /no xml:lang/],
    ["a bad language tag", broken(atom, 'xml:lang="en"', 'xml:lang="english!"'), /not a language tag/],
    [
      "two feed titles",
      broken(atom, /<subtitle([^>]*)>([^<]*)<\/subtitle>/, "<title$1>$2</title>"),
      /feed: 2 atom:title/,
    ],
    ["no feed id", broken(atom, /<id>[^<]*<\/id>/, ""), /feed: 0 atom:id/],
    [
      "a relative id",
      broken(
        atom,
        /<id>https:\/\/www\.example\.test\/articles\/card-payments-3ds<\/id>/,
        "<id>/articles/card-payments-3ds</id>",
      ),
      /entry 1 atom:id: .* not an absolute IRI/,
    ],
    [
      "an id not in normal form",
      broken(
        atom,
        "<id>https://www.example.test/articles/card-payments-3ds</id>",
        "<id>HTTPS://WWW.example.test/articles/card-payments-3ds</id>",
      ),
      /not an absolute IRI in normal form/,
    ],
    [
      "a repeated entry id",
      broken(
        atom,
        "<id>https://www.example.test/articles/pdpl-readiness</id>",
        "<id>https://www.example.test/articles/card-payments-3ds</id>",
      ),
      /entry 2: atom:id .* not unique/,
    ],
    [
      "a date without a zone",
      broken(atom, /<updated>(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)Z<\/updated>/, "<updated>$1</updated>"),
      /not an RFC 3339 date-time/,
    ],
    [
      "a lower-case t",
      broken(atom, /<published>(\d{4}-\d\d-\d\d)T/, "<published>$1t"),
      /atom:published .* not an RFC 3339/,
    ],
    [
      "an impossible date",
      broken(atom, /<published>\d{4}-\d\d-\d\d/, "<published>2026-02-30"),
      /not an RFC 3339/,
    ],
    [
      "an entry without updated",
      broken(atom, /(<entry>[\s\S]*?)<updated>[^<]*<\/updated>/, "$1"),
      /entry 1: 0 atom:updated/,
    ],
    [
      "two published dates",
      broken(atom, /(<published>[^<]*<\/published>)/, "$1$1"),
      /entry 1: 2 atom:published/,
    ],
    [
      "no author anywhere",
      broken(
        broken(atom, /<author>\s*<name>Example<\/name>[\s\S]*?<\/author>/, ""),
        /(<entry>[\s\S]*?)<author>[\s\S]*?<\/author>/,
        "$1",
      ),
      /entry 1: 0 atom:author/,
    ],
    ["an author without a name", broken(atom, "<name>Daniel</name>", ""), /atom:author: 0 atom:name/],
    [
      "two alternates of one type and language",
      broken(
        atom,
        /(<link rel="alternate" type="text\/html" hreflang="en" href="[^"]*card-payments-3ds"\/>)/,
        "$1$1",
      ),
      /two alternate links/,
    ],
    ["no self link", broken(atom, /<link rel="self"[^>]*\/>/, ""), /0 self links/],
    ["a category without a term", broken(atom, 'term="payments"', 'term=""'), /category without a term/],
    [
      "an unknown text type",
      broken(atom, '<summary type="text">', '<summary type="markdown">'),
      /not text, html or xhtml/,
    ],
    [
      "markup inside text",
      broken(atom, '<summary type="text">', '<summary type="text"><b>bold</b>'),
      /text atom:summary holds elements/,
    ],
    [
      "a script in the content",
      broken(atom, "&lt;h2&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;&lt;h2&gt;"),
      /unsafe element <script>/,
    ],
    [
      "a relative image in the content",
      broken(atom, "https://www.example.test/media/", "/media/"),
      /<img src="\/media\/[^"]*"> is not an absolute/,
    ],
    [
      "an event handler in the content",
      broken(atom, "&lt;h2&gt;", "&lt;h2 onclick=&quot;x()&quot;&gt;"),
      /event handler onclick/,
    ],
    [
      "an entry with neither content nor alternate link",
      broken(
        broken(atom, /<content[^>]*>[^<]*<\/content>/, ""),
        /<link rel="alternate" type="text\/html" hreflang="en" href="[^"]*card-payments-3ds"\/>/,
        "",
      ),
      /no atom:content and no alternate link/,
    ],
    [
      "an element Atom does not define",
      broken(atom, "<icon>", "<image>https://www.example.test/x.png</image><icon>"),
      /atom:image is not an element of atom:feed/,
    ],
  ])("finds %s", (_rule, feed, problem) => {
    expect(atomProblems(feed).join("\n")).toMatch(problem);
  });
});

describe("jsonFeedProblems", () => {
  const parsed = () => JSON.parse(json) as Record<string, unknown> & { items: Record<string, unknown>[] };
  const edited = (edit: (feed: ReturnType<typeof parsed>) => void) => {
    const feed = parsed();
    edit(feed);
    return JSON.stringify(feed);
  };

  it("finds nothing in a valid feed", () => {
    expect(jsonFeedProblems(json)).toEqual([]);
  });

  it.each([
    ["text that is not JSON", json.slice(0, -3), /not JSON/],
    [
      "version 1",
      edited((feed) => (feed.version = "https://jsonfeed.org/version/1")),
      /\/version must be equal to constant/,
    ],
    ["no title", edited((feed) => delete feed.title), /must have required property 'title'/],
    [
      "a relative feed_url",
      edited((feed) => (feed.feed_url = "/articles/feed.json")),
      /\/feed_url must match format "uri"/,
    ],
    [
      "an unknown key",
      edited((feed) => (feed.homepage = "https://www.example.test/")),
      /must NOT have additional properties/,
    ],
    [
      "an item without id",
      edited((feed) => delete feed.items[0]?.id),
      /\/items\/0 must have required property 'id'/,
    ],
    [
      "a numeric id",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].id = 1;
      }),
      /\/items\/0\/id must be string/,
    ],
    [
      "an item without content",
      edited((feed) => delete feed.items[0]?.content_html),
      /\/items\/0 must have required property 'content_html'/,
    ],
    [
      "a date that is not RFC 3339",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].date_published = "10 Nov 2026";
      }),
      /date_published must match format "date-time"/,
    ],
    [
      "a date without a zone",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].date_modified = "2026-11-10T01:30:00";
      }),
      /date_modified must match format "date-time"/,
    ],
    [
      "an empty author",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].authors = [{}];
      }),
      /\/items\/0\/authors\/0 must have required property 'name'/,
    ],
    [
      "tags that are not strings",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].tags = [{ id: "payments" }];
      }),
      /\/tags\/0 must be string/,
    ],
    ["an extension not named _x", edited((feed) => (feed._ = {})), /must NOT have additional properties/],
    [
      "version not at the top",
      JSON.stringify({ title: parsed().title, ...parsed() }),
      /version is not at the very top/,
    ],
    [
      "a repeated id",
      edited((feed) => {
        if (feed.items[1] && feed.items[0]) feed.items[1].id = feed.items[0].id;
      }),
      /item 2: id .* not unique/,
    ],
    ["a bad language tag", edited((feed) => (feed.language = "english!")), /language "english!" is not/],
    [
      "a script in content_html",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].content_html = "<p>x</p><script>alert(1)</script>";
      }),
      /unsafe element <script>/,
    ],
    [
      "a relative link in content_html",
      edited((feed) => {
        if (feed.items[0]) feed.items[0].content_html = '<a href="/faq">x</a>';
      }),
      /<a href="\/faq"> is not an absolute/,
    ],
  ])("finds %s", (_rule, feed, problem) => {
    expect(jsonFeedProblems(feed).join("\n")).toMatch(problem);
  });

  it("accepts an extension named _ and a letter, as the specification allows", () => {
    expect(jsonFeedProblems(edited((feed) => (feed._dunecrest = { about: "x" })))).toEqual([]);
  });
});
