import { feeds } from "../config/feeds.ts";
import { escapeXml } from "../lib/feed-text.ts";
import type { FeedDocument, FeedEntry } from "./feed-document.ts";

const ATOM_NS = "http://www.w3.org/2005/Atom";

type Attributes = Readonly<Record<string, string>>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
}

function element(name: string, values: Attributes, children: string | readonly string[] | null): string {
  if (children === null) return `<${name}${attributes(values)}/>`;
  const inner = typeof children === "string" ? escapeXml(children) : `\n${children.join("\n")}\n`;
  return `<${name}${attributes(values)}>${inner}</${name}>`;
}

const text = (name: string, value: string) => element(name, {}, value);

function person(name: string, uri: string): string {
  return element("author", {}, [text("name", name), text("uri", uri)]);
}

function entry(item: FeedEntry, lang: string): string {
  return element("entry", {}, [
    text("id", item.url),
    element("title", { type: "text" }, item.title),
    element("link", { rel: "alternate", type: "text/html", hreflang: lang, href: item.url }, null),
    text("published", item.published),
    text("updated", item.updated),
    person(item.author.name, item.author.url),
    ...item.topics.map((topic) => element("category", { term: topic.id, label: topic.name }, null)),
    element("summary", { type: "text" }, item.summary),
    // type="html": the HTML escaped once as text, which every reader takes; xhtml would need well-formed XHTML.
    element("content", { type: "html" }, item.html),
  ]);
}

/**
 * One language's articles as an Atom 1.0 feed (RFC 4287). The feed's id is
 * its own URL and each entry's id is the article's canonical URL in the
 * feed's language (decision 039); `xml:lang` gives the language of all of it.
 */
export function atomFeed(feed: FeedDocument): string {
  const root = element("feed", { xmlns: ATOM_NS, "xml:lang": feed.lang }, [
    text("id", feed.atomUrl),
    element("title", { type: "text" }, feed.title),
    element("subtitle", { type: "text" }, feed.description),
    text("updated", feed.updated),
    element("link", { rel: "self", type: feeds.atom.type, href: feed.atomUrl }, null),
    element("link", { rel: "alternate", type: "text/html", hreflang: feed.lang, href: feed.homeUrl }, null),
    element(
      "link",
      { rel: "alternate", type: feeds.json.type, hreflang: feed.lang, href: feed.jsonUrl },
      null,
    ),
    person(feed.publisher.name, feed.publisher.url),
    text("icon", feed.iconUrl),
    ...feed.entries.map((item) => entry(item, feed.lang)),
  ]);
  return `<?xml version="1.0" encoding="utf-8"?>\n${root}\n`;
}
