import { readFileSync } from "node:fs";
import type { StaticSite } from "./static-site.ts";

/** The five characters React escapes in text, and any character written as a number. */
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The title a prerendered page gives itself, without the brand the site puts
 * after it ("Cloud costs | Dunecrest Digital" gives "Cloud costs"): null for
 * no such page, no title, or the brand alone. `<title>` holds text only, so
 * reading it needs no parser.
 */
export function titleOfPage(html: string, brand: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (match === null) return null;
  const title = decodeEntities(match[1] ?? "").trim();
  const suffix = ` | ${brand}`;
  const own = title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
  return own === "" || own === brand ? null : own;
}

/**
 * The titles of a built site's pages by path, each read once: the site's own
 * words, as visitors see them, without the database knowing any.
 */
export function pageTitles(files: StaticSite, brand: string): (path: string) => string | null {
  const known = new Map<string, string | null>();
  return (path) => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    const file = files.lookup(path);
    let title: string | null = null;
    if (file !== undefined && file.kind === "html") {
      const bytes = file.identity.bytes ?? readFileSync(file.identity.path);
      title = titleOfPage(new TextDecoder().decode(bytes), brand);
    }
    known.set(path, title);
    return title;
  };
}
