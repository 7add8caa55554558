/**
 * An article's Markdown as the tree the site renders (app/content/article-body.ts),
 * with its table of contents and reading time from the same parse. Like rich
 * text (rich-markdown.ts, decision 034) it is marked's lexer and an allowlist:
 * the build turns each article into its tree, and the editor shows the
 * refusal's message for anything else, so neither the parser nor the
 * highlighter (code-highlight.ts) reaches a browser.
 */
import GithubSlugger from "github-slugger";
import { Lexer, type Token, type Tokens } from "marked";
import * as v from "valibot";
import { highlightCode } from "./code-highlight.ts";
import { keepFiguresTogether } from "../../lib/unbroken-figures.ts";
import type { Locale } from "../../config/locales.ts";
import {
  inlineText,
  type ArticleBlock,
  type ArticleBody,
  type ArticleInline,
  type CodeNode,
  type TocEntry,
} from "../article-body.ts";

/**
 * Words a minute of silent reading. English: 238 for non-fiction, Brysbaert,
 * "How many words do we read per minute? A review and meta-analysis of reading
 * rate", Journal of Memory and Language 109 (2019), 104047. Arabic: the same
 * reading at the rate Arabic readers keep relative to English ones on texts
 * matched in content (IReST, Trauzettel-Klosinski & Dietz, IOVS 53(9), 2012,
 * 5452–5461: Arabic 138, English 228 words a minute, aloud): 238 × 138 / 228.
 * Arabic writes in one word what English writes in several (و، ب، ل، ال and
 * pronouns join the word), so fewer words carry the same reading.
 */
const WORDS_PER_MINUTE: Readonly<Record<Locale, number>> = { en: 238, ar: 144 };

/**
 * A table of contents when the article has at least three `##` sections and
 * takes at least four minutes (about 950 English words): shorter, a reader
 * sees its sections by scrolling a screen or two, and the list only pushes
 * the first paragraph down.
 */
const TOC_MIN_SECTIONS = 3;
const TOC_MIN_MINUTES = 4;

/** Ids the article page itself uses (its main region, the contact section, the menu, the form's errors). */
const PAGE_IDS = [
  "main",
  "contact",
  "contact-heading",
  "site-menu",
  "form-errors",
  "form-errors-title",
  "article-topics",
  "article-services",
  "article-related",
];

/** An id an editor may give a heading, `## Title {#an-id}`, so that links to it survive a change of words. */
const EXPLICIT_ID = /\s*\{#([^{}]*)\}\s*$/;
const VALID_EXPLICIT_ID = /^[a-z][a-z0-9-]*$/;

/** Arabic short vowels and other marks, and the tatweel: a heading's id stays the same with or without them. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** A picture in the article's folder: `media/diagram.png`, never a path up or out of it. */
const FIGURE_FILE =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

const CAPTION_PREFIX = /^(?:Table:|جدول:|:)\s*/i;

const emailAddress = v.pipe(v.string(), v.email());

class Refused extends Error {}

const UNCAPTIONED =
  "a table without a caption: write “Table: what it shows” in a paragraph just before or after it";
const CAPTION_ALONE = "a table's caption with no table next to it";

function refuse(what: string): never {
  throw new Refused(what);
}

/** The first words of what was refused, to find it by. */
function quote(raw: string): string {
  const text = raw.trim().replace(/\s+/g, " ");
  return `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
}

/** Why an article's link is not allowed, or undefined: http(s) with a domain, mailto, a path or a section of this article. */
function linkProblem(href: string): string | undefined {
  const allowed = "use https://…, mailto:…, a path on the site such as /contact, or #a-heading";
  if (href.startsWith("#")) return undefined; // checked against the headings once all are known
  if (href.startsWith("/")) {
    return href.startsWith("//") || /[\s\\]/.test(href) ? `a link to ${quote(href)}: ${allowed}` : undefined;
  }
  if (href.startsWith("mailto:")) {
    return v.is(emailAddress, href.slice("mailto:".length))
      ? undefined
      : `${quote(href)} is not an email address`;
  }
  let address: URL;
  try {
    address = new URL(href);
  } catch {
    return `a link to ${quote(href)}, which is not a web address: ${allowed}`;
  }
  if (address.protocol !== "https:" && address.protocol !== "http:")
    return `a link to ${quote(href)}: ${allowed}`;
  if (!address.hostname.includes(".")) return `a link to ${quote(href)}, which has no domain name`;
  return undefined;
}

/** What an editor calls each construct an article does not show. */
const REFUSED: Readonly<Record<string, string>> = {
  hr: "a horizontal line",
  del: "struck-through text",
  def: "a link definition",
  checkbox: "a checkbox",
};

function refuseToken(token: Token): never {
  if (token.type === "html") {
    return refuse(`HTML ${quote(token.raw)}: an article shows no HTML; write it in Markdown`);
  }
  if (token.type === "image") {
    return refuse(
      `a picture inside other text (${quote(token.raw)}): a picture stands in a paragraph of its own, as ![what it shows](media/file.png "Caption")`,
    );
  }
  return refuse(`${REFUSED[token.type] ?? quote(token.raw)}, which an article does not show`);
}

/** The parse of one article: the headings' ids and the links to check, gathered as it goes. */
class ArticleParser {
  private readonly slugger = new GithubSlugger();
  private readonly taken = new Set<string>();
  readonly toc: TocEntry[] = [];
  readonly fragments: string[] = [];
  private tables = 0;

  constructor(explicitIds: readonly string[]) {
    for (const id of PAGE_IDS) this.slugger.slug(id);
    for (const id of [...PAGE_IDS, ...explicitIds]) this.taken.add(id);
  }

  inline(tokens: readonly Token[]): ArticleInline[] {
    return tokens.flatMap((token): ArticleInline[] => {
      switch (token.type) {
        // A number and its unit stay on one line, as in the rest of the site's words.
        case "text":
          return token.tokens ? this.inline(token.tokens) : [keepFiguresTogether(token.text)];
        case "escape":
          return [token.text];
        case "em":
        case "strong":
          return [{ type: token.type, children: this.inline((token as Tokens.Em | Tokens.Strong).tokens) }];
        case "codespan":
          return [{ type: "code", text: (token as Tokens.Codespan).text }];
        case "br":
          return [{ type: "br" }];
        case "link": {
          const link = token as Tokens.Link;
          const problem = linkProblem(link.href);
          if (problem !== undefined) refuse(problem);
          if (link.href.startsWith("#")) this.fragments.push(link.href.slice(1));
          return [{ type: "link", href: link.href, children: this.inline(link.tokens) }];
        }
        default:
          return refuseToken(token);
      }
    });
  }

  /** A block at the top level, where headings, tables and figures may stand. */
  block(token: Token): ArticleBlock[] {
    switch (token.type) {
      case "heading":
        return [this.heading(token as Tokens.Heading)];
      case "table":
        return [this.table(token as Tokens.Table)];
      case "paragraph": {
        const figure = this.figure(token as Tokens.Paragraph);
        if (figure !== undefined) return [figure];
        return this.nested(token);
      }
      default:
        return this.nested(token);
    }
  }

  /** A block anywhere, inside a list or a quotation too. */
  nested(token: Token): ArticleBlock[] {
    switch (token.type) {
      case "space":
        return [];
      case "paragraph":
        return [{ type: "paragraph", children: this.inline((token as Tokens.Paragraph).tokens) }];
      case "text":
        return [{ type: "paragraph", children: this.inline(token.tokens ?? [token]) }];
      case "list":
        return [this.list(token as Tokens.List)];
      case "blockquote":
        return [
          {
            type: "quote",
            children: (token as Tokens.Blockquote).tokens.flatMap((child) => this.nested(child)),
          },
        ];
      case "code":
        return [this.code(token as Tokens.Code)];
      case "heading":
        return refuse(
          `a heading inside a list or a quotation (${quote(token.raw)}): a heading stands on its own line`,
        );
      case "table":
        return refuse("a table inside a list or a quotation: a table stands on its own");
      default:
        return refuseToken(token);
    }
  }

  private heading(token: Tokens.Heading): ArticleBlock {
    if (token.depth === 1) {
      return refuse(
        `a level-1 heading ${quote(token.raw)}: the title is the page's one; use ## for a section, ### below it`,
      );
    }
    if (token.depth > 3)
      return refuse(`a level-${token.depth} heading ${quote(token.raw)}: use ## for a section, ### below it`);
    const level = token.depth as 2 | 3;
    const explicit = EXPLICIT_ID.exec(token.text);
    const children = this.inline(
      explicit ? Lexer.lexInline(token.text.replace(EXPLICIT_ID, "")) : token.tokens,
    );
    const text = inlineText(children);
    const id = explicit?.[1] ?? this.slugOf(text);
    this.toc.push({ id, level, text });
    return { type: "heading", level, id, children };
  }

  /**
   * A heading's id from its own words (GitHub's slugs, Arabic letters kept,
   * its marks dropped), unique on the page: text above it changing leaves it
   * alone; only an earlier heading of the same words adds a number.
   */
  private slugOf(text: string): string {
    // The no-break spaces that join a number to its unit are spaces to the slug, as the Markdown wrote them.
    const words = text.replaceAll("\u00A0", " ");
    let id = this.slugger.slug(words.normalize("NFC").replace(ARABIC_MARKS, ""));
    while (id === "" || /^-*$/.test(id) || this.taken.has(id)) {
      id = id === "" || /^-*$/.test(id) ? `section-${this.toc.length + 1}` : this.slugger.slug(id);
    }
    this.taken.add(id);
    return id;
  }

  private list(token: Tokens.List): ArticleBlock {
    return {
      type: "list",
      ordered: token.ordered,
      start: token.start === "" ? 1 : token.start,
      tight: !token.loose,
      items: token.items.map((item) => {
        if (item.task) refuseToken({ type: "checkbox", raw: item.raw, checked: item.checked ?? false });
        return item.tokens.flatMap((child) => this.nested(child));
      }),
    };
  }

  private code(token: Tokens.Code): ArticleBlock {
    if (token.codeBlockStyle === "indented") {
      return refuse(`an indented code block (${quote(token.text)}): fence code with \`\`\` and its language`);
    }
    const highlighted = highlightCode(token.lang ?? "", token.text);
    if ("problem" in highlighted) refuse(highlighted.problem);
    return { type: "code", ...highlighted };
  }

  /** A paragraph of one picture with a caption (its title) is a figure; a picture anywhere else is refused. */
  private figure(token: Tokens.Paragraph): ArticleBlock | undefined {
    const content = token.tokens.filter((child) => !(child.type === "text" && child.raw.trim() === ""));
    const image = content[0];
    if (content.length !== 1 || image?.type !== "image") return undefined;
    const { href, title, text } = image as Tokens.Image;
    if (!FIGURE_FILE.test(href) || href.split("/").includes("..")) {
      return refuse(
        `a picture at ${quote(href)}: a figure shows a picture uploaded with the article, named by its file, as media/diagram.png`,
      );
    }
    if (text.trim() === "")
      return refuse(
        `a picture without alt text (${quote(image.raw)}): say what it shows between the brackets`,
      );
    if (title === null || title.trim() === "") {
      return refuse(
        `a picture without a caption (${quote(image.raw)}): add it in quotes after the file, ![${text}](${href} "Caption")`,
      );
    }
    return {
      type: "figure",
      image: { src: href, alt: text, width: null, height: null },
      caption: this.inline(Lexer.lexInline(title)),
    };
  }

  private table(token: Tokens.Table): ArticleBlock & { type: "table" } {
    // Its caption's id, clear of the headings' (a heading "Table 1" is "table-1" too).
    let id: string;
    do {
      this.tables += 1;
      id = `table-${this.tables}`;
    } while (this.taken.has(id));
    this.taken.add(id);
    const align = token.align.map((side) => (side === "left" ? "start" : side === "right" ? "end" : side));
    return {
      type: "table",
      id,
      caption: [],
      align,
      head: token.header.map((cell) => this.inline(cell.tokens)),
      rows: token.rows.map((row) => row.map((cell) => this.inline(cell.tokens))),
    };
  }

  /** The paragraph's caption if it is one (`Table: …`, `جدول: …` or `: …`, as Pandoc writes a table's caption). */
  caption(token: Token): ArticleInline[] | undefined {
    if (token.type !== "paragraph" || !CAPTION_PREFIX.test(token.raw.trimStart())) return undefined;
    return this.inline(Lexer.lexInline(token.raw.trim().replace(CAPTION_PREFIX, "")));
  }
}

function codeText(nodes: readonly CodeNode[]): string {
  return nodes.map((node) => (typeof node === "string" ? node : codeText(node.children))).join("");
}

/** Every word a reader reads: headings, text, lists, quotations, tables, captions and code. */
function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return inlineText(block.children);
    case "list":
      return block.items.flatMap((item) => item.map(blockText)).join("\n");
    case "quote":
      return block.children.map(blockText).join("\n");
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()].map(inlineText).join("\n");
    case "figure":
      return inlineText(block.caption);
    case "code":
      return codeText(block.code);
  }
}

/**
 * Words as the language divides them (Unicode's word boundaries through
 * Intl.Segmenter): Arabic punctuation (، ؛ ؟) and numbers split them
 * properly, and a word with its joined و or ال counts once, as a reader reads it.
 */
export function countWords(text: string, locale: Locale): number {
  let count = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: "word" }).segment(text)) {
    if (segment.isWordLike === true) count += 1;
  }
  return count;
}

/** A fragment as typed or percent-encoded (`#%D9%84…`, as a copied Arabic link is). */
function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The line of the source a top-level token starts on, to find a problem by. */
function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

/** Captions belong to the table next to them: after it, or else before it. */
function captioned(parser: ArticleParser, tokens: readonly Token[], markdown: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let pending: ArticleInline[] | undefined;
  let offset = 0;
  for (const token of tokens) {
    const start = markdown.indexOf(token.raw, offset);
    const line = lineAt(markdown, start === -1 ? offset : start);
    offset = start === -1 ? offset : start + token.raw.length;
    try {
      if (token.type === "space") continue;
      const caption = parser.caption(token);
      const previous = blocks.at(-1);
      if (
        caption !== undefined &&
        previous?.type === "table" &&
        previous.caption.length === 0 &&
        pending === undefined
      ) {
        previous.caption = caption;
        continue;
      }
      if (pending !== undefined && token.type !== "table") refuse(CAPTION_ALONE);
      if (previous?.type === "table" && previous.caption.length === 0) {
        refuse(UNCAPTIONED);
      }
      if (caption !== undefined) {
        pending = caption;
        continue;
      }
      const made = parser.block(token);
      const table = made[0];
      if (pending !== undefined && table?.type === "table") {
        table.caption = pending;
        pending = undefined;
      }
      blocks.push(...made);
    } catch (error) {
      if (error instanceof Refused) throw new Refused(`line ${line}: ${error.message}`);
      throw error;
    }
  }
  const last = blocks.at(-1);
  if (pending !== undefined) refuse(CAPTION_ALONE);
  if (last?.type === "table" && last.caption.length === 0) {
    refuse(UNCAPTIONED);
  }
  return blocks;
}

/**
 * An article's body, table of contents and reading time, made at build time,
 * or why the site cannot show it (naming the line and what to write instead),
 * which the editor shows on save.
 */
export function articleBody(source: string, locale: Locale): { body: ArticleBody } | { problem: string } {
  // A form's text area posts CRLF line ends; the lexer reads LF, and lines are counted in what it read.
  const markdown = source.replace(/\r\n?/g, "\n");
  try {
    const tokens = new Lexer({ gfm: true }).lex(markdown);
    const explicitIds = tokens.flatMap((token) => {
      const id = token.type === "heading" ? EXPLICIT_ID.exec((token as Tokens.Heading).text)?.[1] : undefined;
      return id === undefined ? [] : [id];
    });
    for (const [index, id] of explicitIds.entries()) {
      if (!VALID_EXPLICIT_ID.test(id))
        refuse(`the heading id “${id}”: write it in small Latin letters, digits and hyphens`);
      if (PAGE_IDS.includes(id) || explicitIds.indexOf(id) !== index)
        refuse(`the heading id “${id}” is used twice on the page`);
    }
    const parser = new ArticleParser(explicitIds);
    const blocks = captioned(parser, tokens, markdown);
    const ids = new Set(parser.toc.map((entry) => entry.id));
    const missing = parser.fragments.find((fragment) => !ids.has(fragment) && !ids.has(decoded(fragment)));
    if (missing !== undefined) refuse(`a link to “#${missing}”, which no heading of the article has`);
    const words = countWords(blocks.map(blockText).join("\n"), locale);
    const readingMinutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE[locale]));
    const sections = parser.toc.filter((entry) => entry.level === 2).length;
    const long = sections >= TOC_MIN_SECTIONS && readingMinutes >= TOC_MIN_MINUTES;
    return { body: { blocks, toc: long ? parser.toc : null, words, readingMinutes } };
  } catch (error) {
    if (error instanceof Refused) return { problem: error.message };
    throw error;
  }
}
