/**
 * Rich text as the site renders it: the node tree the build makes from a rich
 * field's Markdown (scripts/build/vite-site-content.ts), so no Markdown parser
 * reaches a browser. Only these nodes exist; the content's validation refuses
 * Markdown that would make any other (app/content/schema/rich-markdown.ts).
 */
export type RichInline =
  | string
  | { type: "em" | "strong"; children: RichInline[] }
  | { type: "link"; href: string; children: RichInline[] }
  | { type: "br" };

export type RichBlock =
  { type: "paragraph"; children: RichInline[] } | { type: "list"; ordered: boolean; items: RichInline[][] };

export type RichText = RichBlock[];

/**
 * A rich field as a content module reads it: its tree in every Vite build
 * (the site, the server pages, Vitest), its Markdown under plain Node
 * (Playwright's specs, scripts), which has no plugin to parse it.
 */
export type RichField = RichText | string;
