/**
 * The site search's index, one file per language, from the pages as
 * prerendered: every page search engines may index (a canonical link and no
 * `noindex`) is a document with its title, description, headings and the text
 * of its `<main>`. Articles are pages too, so they are found once they are built.
 * Each file is named by its content's hash under `assets/`, so it is cached
 * for good like the scripts; the search pages were prerendered with a
 * placeholder for its name (searchIndexPlaceholder), which this step replaces.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { defaultTreeAdapter as tree, parse, type DefaultTreeAdapterMap } from "parse5";
import { byLocale, locales, type Locale, type Localised } from "../../app/config/locales.ts";
import { site } from "../../app/config/site.ts";
import { searchIndexPlaceholder, type SearchDocument, type SearchIndexFile } from "../../app/lib/search-documents.ts";
import { htmlFiles } from "./build-files.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Parts of a page that are not what it says: code, pictures drawn in SVG, and the contact form's labels and 250 country names. */
const NOT_TEXT = new Set(["script", "style", "template", "noscript", "svg", "form", "select", "button"]);
const HEADING = /^h[1-6]$/;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Every element under `node`, in document order, into one array (a page of a long article has thousands). */
function elements(node: Node, into: Element[] = []): Element[] {
  if (!("childNodes" in node)) return into;
  for (const child of node.childNodes) {
    if (tree.isElementNode(child)) into.push(child);
    elements(child, into);
  }
  return into;
}

/** The text of <main>, each element's words apart from the next's (a block's text runs into the next one's otherwise), headings apart. */
function readMain(main: Element): { headings: string; text: string } {
  const headings: string[] = [];
  const text: string[] = [];
  const visit = (node: Element, into: string[]) => {
    for (const child of node.childNodes) {
      if (tree.isTextNode(child)) into.push(tree.getTextNodeContent(child));
      if (!tree.isElementNode(child)) continue;
      if (NOT_TEXT.has(child.tagName) || attribute(child, "hidden") !== undefined || attribute(child, "aria-hidden") === "true") continue;
      const target = HEADING.test(child.tagName) ? headings : into;
      target.push(" ");
      visit(child, target);
      target.push(" ");
    }
  };
  visit(main, text);
  return { headings: collapse(headings.join("")), text: collapse(text.join("")) };
}

/** A page as a document of its language's index, or null when search engines may not index it. */
/**
 * A script's text, which search never reads: React Router's data script is
 * about as long as the rest of an article's page, and the parser reads it
 * character by character. The tags stay, so the page's structure does too.
 */
const SCRIPT_TEXT = /(<script\b[^>]*>)[\s\S]*?<\/script>/g;

export function searchDocumentOf(html: string, file: string): { locale: Locale; document: SearchDocument } | null {
  const all = elements(parse(html.replace(SCRIPT_TEXT, "$1</script>")));
  const find = (tag: string, test: (element: Element) => boolean = () => true) =>
    all.find((element) => element.tagName === tag && test(element));
  const canonical = find("link", (link) => attribute(link, "rel") === "canonical");
  const robots = find("meta", (meta) => attribute(meta, "name") === "robots");
  if (canonical === undefined || /noindex/i.test(robots === undefined ? "" : (attribute(robots, "content") ?? ""))) return null;
  const root = find("html");
  const lang = root === undefined ? undefined : attribute(root, "lang");
  const locale = locales.find((candidate) => candidate === lang);
  if (locale === undefined) throw new Error(`search-index: ${file} has lang="${lang}", not a language of the site`);
  const main = find("main");
  if (main === undefined) throw new Error(`search-index: ${file} has no <main>; search indexes a page's main content`);
  const titleElement = find("title");
  const title = titleElement === undefined ? "" : collapse(readMain(titleElement).text);
  const suffix = ` | ${site.name}`;
  const description = find("meta", (meta) => attribute(meta, "name") === "description");
  return {
    locale,
    document: {
      url: new URL(attribute(canonical, "href") ?? "", site.url).pathname,
      title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
      description: collapse(description === undefined ? "" : (attribute(description, "content") ?? "")),
      ...readMain(main),
    },
  };
}

/** Each language's documents, in the order of their paths. */
export function searchIndexFiles(staticDir: string): Record<Locale, SearchIndexFile> {
  const files = byLocale((): SearchIndexFile => ({ documents: [] }));
  for (const file of htmlFiles(staticDir).sort()) {
    const found = searchDocumentOf(readFileSync(file, "utf8"), file);
    if (found !== null) files[found.locale].documents.push(found.document);
  }
  return files;
}

/** The search pages and their data hold the placeholder of each language's index; every one gets the real name. */
function replacePlaceholders(staticDir: string, urls: Localised<string>): void {
  const pageFiles = readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|data)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const placeholders = locales.map((locale) => ({ locale, placeholder: searchIndexPlaceholder(locale), holders: [] as string[] }));
  // Each file read once: with hundreds of articles there are a thousand pages and data files.
  for (const file of pageFiles) {
    const text = readFileSync(file, "utf8");
    const held = placeholders.filter(({ placeholder }) => text.includes(placeholder));
    if (held.length === 0) continue;
    for (const { holders } of held) holders.push(file);
    writeFileSync(file, held.reduce((result, { locale, placeholder }) => result.replaceAll(placeholder, urls[locale]), text));
  }
  for (const { locale, placeholder, holders } of placeholders) {
    // The page itself, and its data for a visit that arrives by a link within the site.
    if (!holders.some((file) => file.endsWith(".html")) || !holders.some((file) => file.endsWith(".data"))) {
      throw new Error(`search-index: no search page and its data name ${placeholder}; is the search page's loader giving searchIndexPlaceholder("${locale}")?`);
    }
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Writes one language's index under assets/, named by its hash; returns its URL and a summary. */
function writeIndexFile(staticDir: string, locale: Locale, file: SearchIndexFile): { url: string; summary: string } {
  const json = JSON.stringify(file);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  const name = `search-${locale}-${hash}.json`;
  writeFileSync(path.join(staticDir, "assets", name), json);
  // gzip at its default level for this line: quick, where the compress step's brotli at its best takes seconds on a large index.
  const bytes = Buffer.byteLength(json);
  const pages = file.documents.length;
  const size = `${kilobytes(bytes)}, gzip ${kilobytes(gzipSync(json).length)}, ${kilobytes(bytes / Math.max(pages, 1))} a page`;
  return { url: `/assets/${name}`, summary: `${locale} ${pages} pages, ${size}` };
}

/** Writes each language's index and names it in the search pages; returns the step's summary line. */
export function writeSearchIndex(staticDir: string): string {
  const files = searchIndexFiles(staticDir);
  const written = byLocale((locale) => writeIndexFile(staticDir, locale, files[locale]));
  replacePlaceholders(staticDir, byLocale((locale) => written[locale].url));
  return `search-index: ${locales.map((locale) => written[locale].summary).join("; ")}`;
}
