/**
 * An article's body as the site renders it: the plain, serialisable tree the
 * build makes from the article's Markdown (app/content/schema/article-markdown.ts),
 * so neither a Markdown parser nor a highlighter reaches a browser. Rich text
 * (app/content/rich-text.ts) is the same idea for short fields; an article adds
 * headings, quotations, tables, figures and code.
 */

export type ArticleInline =
  | string
  | { type: "em" | "strong"; children: ArticleInline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: ArticleInline[] }
  | { type: "br" };

/**
 * Highlighted code: text, or a span of one highlight.js class (`hljs-keyword`,
 * `hljs-string`…) around more of it. Classes only: the policy allows no inline style.
 */
export type CodeNode = string | { className: string; children: CodeNode[] };

export type ArticleBlock =
  /** `##` (2) and `###` (3); the page's title is its one h1. */
  | { type: "heading"; level: 2 | 3; id: string; children: ArticleInline[] }
  | { type: "paragraph"; children: ArticleInline[] }
  /** A tight list's items hold their paragraphs' words without paragraph spacing. */
  | { type: "list"; ordered: boolean; start: number; tight: boolean; items: ArticleBlock[][] }
  | { type: "quote"; children: ArticleBlock[] }
  | {
      type: "table";
      /** The caption's id, which names the table's scrolling region too. */
      id: string;
      caption: ArticleInline[];
      align: ("start" | "center" | "end" | null)[];
      head: ArticleInline[][];
      rows: ArticleInline[][][];
    }
  | { type: "figure"; image: FigureImage; caption: ArticleInline[] }
  /** `language` is highlight.js's name ("typescript"), `label` the one people read ("TypeScript"); null: plain text. */
  | { type: "code"; language: string | null; label: string | null; code: CodeNode[] };

/**
 * A figure's picture. `src` is first as the Markdown wrote it, a file in the
 * article's folder (`media/diagram.png`); the page replaces it with the
 * file's URL and fills the size (`withFigureImages`), so the picture takes
 * its place before it loads.
 */
export interface FigureImage {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** The table of contents: the `##` and `###` headings, in order. */
export interface TocEntry {
  id: string;
  level: 2 | 3;
  text: string;
}

export interface ArticleBody {
  blocks: ArticleBlock[];
  /** Null when the article is short enough to need none (see the parse's threshold). */
  toc: TocEntry[] | null;
  /** Words a reader reads, counted in the article's language. */
  words: number;
  /** Whole minutes, at least 1, at the language's reading rate. */
  readingMinutes: number;
}

/** An inline run's words as plain text: a heading's for its link's name and the table of contents. */
export function inlineText(nodes: readonly ArticleInline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return node;
      if (node.type === "br") return " ";
      if (node.type === "code") return node.text;
      return inlineText(node.children);
    })
    .join("");
}

/** The figures' pictures resolved by the page: a file of the article's folder to its URL and size. */
export function withFigureImages(
  body: ArticleBody,
  resolve: (src: string) => { src: string; width: number; height: number },
): ArticleBody {
  // Figures stand only at the top level: the parse refuses them inside lists and quotations.
  const blocks = body.blocks.map((block): ArticleBlock =>
    block.type === "figure" ? { ...block, image: { ...block.image, ...resolve(block.image.src) } } : block,
  );
  return { ...body, blocks };
}
