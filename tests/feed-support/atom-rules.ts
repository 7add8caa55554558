import { JSDOM } from "jsdom";
import { htmlContentProblems } from "./html-content-rules.ts";

/**
 * An Atom feed checked offline against RFC 4287 and the rules the W3C Feed
 * Validator adds to it (https://validator.w3.org/feed/docs/), as a list of
 * problems, empty when the feed is valid. Parsed by jsdom's XML parser
 * (saxes), which rejects a document that is not well-formed XML 1.0,
 * control characters included.
 */

const ATOM = "http://www.w3.org/2005/Atom";
const XHTML = "http://www.w3.org/1999/xhtml";
const XML = "http://www.w3.org/XML/1998/namespace";

/** RFC 4287 §3.3: RFC 3339's date-time, with an uppercase T and Z. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;

/** §4.2.7.2: the registered relations, or an IRI. */
const LINK_RELATIONS = new Set([
  "alternate",
  "related",
  "self",
  "enclosure",
  "via",
  "license",
  "replies",
  "edit",
]);

/** The elements RFC 4287 defines as the children of feed and of entry. */
const FEED_CHILDREN = new Set([
  "author",
  "category",
  "contributor",
  "generator",
  "icon",
  "id",
  "link",
  "logo",
  "rights",
  "subtitle",
  "title",
  "updated",
  "entry",
]);
const ENTRY_CHILDREN = new Set([
  "author",
  "category",
  "content",
  "contributor",
  "id",
  "link",
  "published",
  "rights",
  "source",
  "summary",
  "title",
  "updated",
]);

function children(parent: Element, name: string): Element[] {
  return [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);
}

function isRfc3339(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 99) < 24 &&
    (minute ?? 99) < 60 &&
    (second ?? 99) < 61 &&
    Number(match[9] ?? 0) < 24 &&
    Number(match[10] ?? 0) < 60
  );
}

/** An absolute IRI in its normal form (the validator warns of one that is not: two spellings of an id are two ids). */
function isAbsoluteIri(value: string): boolean {
  if (/\s/.test(value) || !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value)) return false;
  try {
    const url = new URL(value);
    return !/^https?:$/.test(url.protocol) || url.href === value;
  } catch {
    return false;
  }
}

class Checker {
  readonly problems: string[] = [];

  count(parent: Element, name: string, where: string, min: number, max: number): Element[] {
    const found = children(parent, name);
    if (found.length < min || found.length > max)
      this.problems.push(
        `${where}: ${found.length} atom:${name}, expected ${min === max ? min : `${min} to ${max === Infinity ? "any" : max}`}`,
      );
    return found;
  }

  onlyKnownChildren(parent: Element, known: ReadonlySet<string>, where: string): void {
    for (const child of parent.children)
      if (child.namespaceURI === ATOM && !known.has(child.localName))
        this.problems.push(`${where}: atom:${child.localName} is not an element of atom:${parent.localName}`);
  }

  date(parent: Element, name: string, where: string, required: boolean): void {
    for (const element of this.count(parent, name, where, required ? 1 : 0, 1)) {
      const value = element.textContent ?? "";
      if (!isRfc3339(value))
        this.problems.push(`${where}: atom:${name} "${value}" is not an RFC 3339 date-time`);
    }
  }

  iri(value: string | null, where: string): void {
    if (value === null || !isAbsoluteIri(value))
      this.problems.push(`${where}: "${value}" is not an absolute IRI in normal form`);
  }

  text(parent: Element, name: string, where: string, min: number): void {
    for (const element of this.count(parent, name, where, min, 1)) {
      const type = element.getAttribute("type") ?? "text";
      if (type === "xhtml") {
        const divs = [...element.children];
        if (divs.length !== 1 || divs[0]?.namespaceURI !== XHTML || divs[0].localName !== "div")
          this.problems.push(`${where}: xhtml atom:${name} must hold exactly one xhtml:div`);
      } else if (type === "text" || type === "html") {
        if (element.children.length > 0) this.problems.push(`${where}: ${type} atom:${name} holds elements`);
        if (type === "html")
          this.problems.push(...htmlContentProblems(element.textContent ?? "", `${where} atom:${name}`));
      } else {
        this.problems.push(`${where}: atom:${name} has type "${type}", not text, html or xhtml`);
      }
    }
  }

  person(parent: Element, name: string, where: string): void {
    for (const person of children(parent, name)) {
      this.count(person, "name", `${where} atom:${name}`, 1, 1);
      for (const uri of this.count(person, "uri", `${where} atom:${name}`, 0, 1))
        this.iri(uri.textContent, `${where} atom:${name}/uri`);
      this.count(person, "email", `${where} atom:${name}`, 0, 1);
    }
  }

  links(parent: Element, where: string): void {
    const alternates = new Set<string>();
    for (const link of children(parent, "link")) {
      this.iri(link.getAttribute("href"), `${where} atom:link/@href`);
      const rel = link.getAttribute("rel") ?? "alternate";
      if (!LINK_RELATIONS.has(rel) && !isAbsoluteIri(rel))
        this.problems.push(`${where}: link relation "${rel}" is neither registered nor an IRI`);
      if (rel !== "alternate") continue;
      const key = `${link.getAttribute("type") ?? ""} ${link.getAttribute("hreflang") ?? ""}`;
      if (alternates.has(key))
        this.problems.push(`${where}: two alternate links of type and hreflang "${key}"`);
      alternates.add(key);
    }
  }

  categories(parent: Element, where: string): void {
    for (const category of children(parent, "category")) {
      if (!category.getAttribute("term")) this.problems.push(`${where}: atom:category without a term`);
      const scheme = category.getAttribute("scheme");
      if (scheme !== null) this.iri(scheme, `${where} atom:category/@scheme`);
    }
  }

  content(entry: Element, where: string): void {
    const [content] = this.count(entry, "content", where, 0, 1);
    if (content === undefined) {
      if (!children(entry, "link").some((link) => (link.getAttribute("rel") ?? "alternate") === "alternate"))
        this.problems.push(`${where}: no atom:content and no alternate link (§4.1.2)`);
      return;
    }
    const type = content.getAttribute("type") ?? "text";
    const src = content.getAttribute("src");
    if (src !== null) {
      this.iri(src, `${where} atom:content/@src`);
      if (content.textContent !== "") this.problems.push(`${where}: atom:content with src must be empty`);
    }
    const inline = ["text", "html", "xhtml"].includes(type);
    if ((src !== null || !inline) && children(entry, "summary").length === 0)
      this.problems.push(
        `${where}: atom:summary is required beside content that is not inline text (§4.1.1.1)`,
      );
    if (inline && src === null) this.text(entry, "content", where, 1);
  }
}

export function atomProblems(xml: string): string[] {
  const checker = new Checker();
  const { problems } = checker;
  if (!xml.startsWith('<?xml version="1.0" encoding="utf-8"?>'))
    problems.push("no XML declaration naming UTF-8");
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  const feed = document.documentElement;
  if (feed.localName === "parsererror") return [...problems, `not well-formed XML: ${feed.textContent}`];
  if (feed.namespaceURI !== ATOM || feed.localName !== "feed")
    return [...problems, "the root is not atom:feed"];

  const lang = feed.getAttributeNS(XML, "lang");
  if (lang === null || lang === "") problems.push("atom:feed has no xml:lang");
  else {
    try {
      Intl.getCanonicalLocales(lang);
    } catch {
      problems.push(`xml:lang "${lang}" is not a language tag`);
    }
  }

  checker.onlyKnownChildren(feed, FEED_CHILDREN, "feed");
  for (const id of checker.count(feed, "id", "feed", 1, 1)) checker.iri(id.textContent, "feed atom:id");
  checker.text(feed, "title", "feed", 1);
  checker.text(feed, "subtitle", "feed", 0);
  checker.text(feed, "rights", "feed", 0);
  checker.date(feed, "updated", "feed", true);
  for (const name of ["generator", "icon", "logo"]) checker.count(feed, name, "feed", 0, 1);
  for (const name of ["icon", "logo"])
    for (const element of children(feed, name)) checker.iri(element.textContent, `feed atom:${name}`);
  checker.person(feed, "author", "feed");
  checker.person(feed, "contributor", "feed");
  checker.links(feed, "feed");
  checker.categories(feed, "feed");
  const self = children(feed, "link").filter((link) => link.getAttribute("rel") === "self");
  if (self.length !== 1) problems.push(`feed: ${self.length} self links, the validator expects one`);

  const entries = children(feed, "entry");
  const feedHasAuthor = children(feed, "author").length > 0;
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    checker.onlyKnownChildren(entry, ENTRY_CHILDREN, where);
    for (const id of checker.count(entry, "id", where, 1, 1)) {
      const value = id.textContent ?? "";
      checker.iri(value, `${where} atom:id`);
      if (ids.has(value)) problems.push(`${where}: atom:id ${value} is not unique in the feed`);
      ids.add(value);
    }
    checker.text(entry, "title", where, 1);
    for (const name of ["summary", "rights"]) checker.text(entry, name, where, 0);
    checker.date(entry, "updated", where, true);
    checker.date(entry, "published", where, false);
    checker.count(entry, "source", where, 0, 1);
    if (!feedHasAuthor) checker.count(entry, "author", where, 1, Infinity);
    checker.person(entry, "author", where);
    checker.person(entry, "contributor", where);
    checker.links(entry, where);
    checker.categories(entry, where);
    checker.content(entry, where);
  });
  return problems;
}
