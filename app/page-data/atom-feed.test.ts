import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import type { Locale } from "../config/locales.ts";
import { site } from "../config/site.ts";
import { team } from "../content/team.ts";
import { atomProblems } from "../../tests/feed-support/atom-rules.ts";
import {
  buildTime,
  markdownToHtml,
  sampleArticles,
  sampleTopicNames,
} from "../../tests/feed-support/sample-articles.ts";
import { atomFeed } from "./atom-feed.ts";
import { feedDocument } from "./feed-document.ts";

const ATOM = "http://www.w3.org/2005/Atom";

function feedOf(locale: Locale, articles = sampleArticles): string {
  return atomFeed(
    feedDocument({
      locale,
      site,
      words: { title: `Articles & notes <${locale}>`, description: 'What we "write"' },
      articles,
      authorNames: Object.fromEntries(team[locale].map((member) => [member.id, member.name])),
      topicNames: sampleTopicNames[locale],
      toHtml: markdownToHtml,
      now: buildTime,
    }),
  );
}

/** The feed as a reader's XML parser reads it. */
function parse(xml: string): Element {
  return new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml").documentElement;
}

const all = (parent: Element, name: string) => [...parent.getElementsByTagNameNS(ATOM, name)];
const own = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.localName === name);
const textOf = (parent: Element, name: string) => own(parent, name)[0]?.textContent;

describe("atomFeed", () => {
  it.each(["en", "ar"] as const)(
    "is a valid Atom 1.0 feed by RFC 4287 and the validator's rules (%s)",
    (locale) => {
      expect(atomProblems(feedOf(locale))).toEqual([]);
    },
  );

  it("is valid with no entry at all", () => {
    expect(atomProblems(feedOf("en", []))).toEqual([]);
  });

  it("names its language, its own URL, its page and its JSON twin", () => {
    const feed = parse(feedOf("ar"));
    expect(feed.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang")).toBe("ar");
    expect(textOf(feed, "id")).toBe(`${site.url}/ar/articles/feed.xml`);
    expect(textOf(feed, "title")).toBe("Articles & notes <ar>");
    expect(
      own(feed, "link").map((link) => [
        link.getAttribute("rel"),
        link.getAttribute("type"),
        link.getAttribute("href"),
      ]),
    ).toEqual([
      ["self", "application/atom+xml", `${site.url}/ar/articles/feed.xml`],
      ["alternate", "text/html", `${site.url}/ar/articles`],
      ["alternate", "application/feed+json", `${site.url}/ar/articles/feed.json`],
    ]);
    expect(textOf(own(feed, "author")[0] as Element, "name")).toBe(site.name);
  });

  it("gives each entry the article's canonical URL as id and alternate link, its dates, author and topics", () => {
    const [entry] = all(parse(feedOf("ar")), "entry");
    if (entry === undefined) throw new Error("no entry");
    const url = `${site.url}/ar/articles/card-payments-3ds`;
    expect(textOf(entry, "id")).toBe(url);
    expect(
      own(entry, "link").map((link) => [
        link.getAttribute("rel"),
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ).toEqual([["alternate", "ar", url]]);
    expect(textOf(entry, "title")).toBe("التحقق الآمن ثلاثي الأبعاد دون خسارة عملية البيع");
    expect(textOf(entry, "published")).toBe("2026-11-10T01:30:00Z");
    expect(textOf(entry, "updated")).toBe("2026-11-10T01:30:00Z");
    const author = own(entry, "author")[0] as Element;
    expect([textOf(author, "name"), textOf(author, "uri")]).toEqual(["دانيال ميرسر", `${site.url}/ar/about`]);
    expect(
      own(entry, "category").map((category) => [
        category.getAttribute("term"),
        category.getAttribute("label"),
      ]),
    ).toEqual([["payments", "المدفوعات"]]);
    expect(textOf(entry, "summary")).toBe("التدفقات السلسة والإعفاءات وما يجب تسجيله.");
  });

  it("carries the body as HTML escaped once: a reader's parser gives back the HTML, Arabic digits and all", () => {
    const entry = all(parse(feedOf("ar")), "entry")[1] as Element;
    const content = own(entry, "content")[0] as Element;
    expect(content.getAttribute("type")).toBe("html");
    expect(content.children).toHaveLength(0);
    const html = content.textContent ?? "";
    expect(html).toMatch(/^<div lang="ar" dir="rtl"><h2>أين تُحفظ بياناتك<\/h2>/);
    expect(html).toContain("<td>٢</td>");
    expect(html).toContain("القانون الاتحادي رقم ٤٥ لسنة ٢٠٢١");
  });

  it("lists only published articles in the feed's language, newest first", () => {
    const ids = (locale: Locale) =>
      all(parse(feedOf(locale)), "entry").map((entry) => textOf(entry, "id")?.split("/").at(-1));
    expect(ids("en")).toEqual(["card-payments-3ds", "pdpl-readiness", "cloud-cost-review", "unsafe-body"]);
    expect(ids("ar")).toEqual(["card-payments-3ds", "pdpl-readiness", "zero-trust-gcc"]);
    expect(feedOf("en")).not.toContain("scheduled-outlook-2027");
    expect(feedOf("ar")).not.toContain("scheduled-outlook-2027");
  });

  it("makes pasted markup safe and relative URLs absolute, and drops control characters", () => {
    const xml = feedOf("en");
    expect(xml).not.toMatch(/(?![\t\n\r])\p{Cc}/u);
    const entry = all(parse(xml), "entry").find((candidate) =>
      textOf(candidate, "id")?.endsWith("/unsafe-body"),
    );
    if (entry === undefined) throw new Error("no entry for the unsafe body");
    expect(textOf(entry, "title")).toBe("What a pasted snippet can carry");
    const body = new JSDOM(`<!doctype html><body>${textOf(entry, "content") ?? ""}`).window.document.body;
    expect(body.querySelector("script, iframe, [onerror], [onclick], [style]")).toBeNull();
    expect(body.textContent).not.toContain("alert");
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      `${site.url}/articles/x.png`,
      `${site.url}/articles/diagram.png`,
    ]);
    expect([...body.querySelectorAll("a[href]")].map((a) => a.getAttribute("href"))).toEqual([
      `${site.url}/faq`,
    ]);
  });
});
