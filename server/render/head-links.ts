import type { HeadLink } from "../../app/server-pages/contract.ts";

const HEAD = /<head\b[^>]*>([\s\S]*?)<\/head>/i;
const LINK = /<link\b([^>]*?)\/?>/gi;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const entities: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const decode = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity);

/** What a server-rendered page takes from the site's head: how it looks, its fonts and icons; not its canonical URL or alternates. */
function wanted(attributes: HeadLink): boolean {
  const rel = attributes.rel?.toLowerCase();
  if (rel === "preload") return attributes.as === "font";
  return rel === "stylesheet" || rel === "icon" || rel === "apple-touch-icon" || rel === "manifest";
}

/**
 * The stylesheet, font preloads and icons of a prerendered page, in order.
 * React Router names them with build hashes, so the server's own pages read
 * them from the build rather than guess; an empty list when there is no page.
 */
export function readHeadLinks(html: string | undefined): HeadLink[] {
  const head = html === undefined ? undefined : HEAD.exec(html)?.[1];
  if (head === undefined) return [];
  const links: HeadLink[] = [];
  for (const [, body = ""] of head.matchAll(LINK)) {
    const attributes: Record<string, string> = {};
    for (const [, name = "", double, single, bare] of body.matchAll(ATTRIBUTE)) {
      // React writes `crossOrigin`; HTML attribute names are case-insensitive, React props are not.
      const prop = name.toLowerCase() === "crossorigin" ? "crossOrigin" : name.toLowerCase() === "hreflang" ? "hrefLang" : name.toLowerCase();
      attributes[prop] = decode(double ?? single ?? bare ?? "");
    }
    if (wanted(attributes)) links.push(attributes);
  }
  return links;
}
