import sanitizeHtml from "sanitize-html";
import { feedText } from "./feed-text.ts";

/** The attributes that hold a URL, made absolute: a feed reader shows the HTML with no base of ours. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(["href", "src", "cite"]);

/** An attribute with its URL resolved against `base`, or none when it names no URL at all. */
function absolute([name, value]: [string, string], base: string): [string, string][] {
  if (!URL_ATTRIBUTES.has(name)) return [[name, value]];
  try {
    return [[name, new URL(value.trim(), base).href]];
  } catch {
    return [];
  }
}

/**
 * An article's HTML as a feed carries it: the elements an article is written
 * with and nothing that runs, loads or styles (no script, style, iframe,
 * form, event handler, `javascript:` or `data:` URL, nor a class, which means
 * nothing in a reader, nor Markdown's `align`, whose "left" is the wrong side
 * in Arabic); every URL made absolute against the article's own URL, as its
 * page resolves it (protocol-relative ones become https); and one plain
 * `<img src>` per picture, as readers ignore `<picture>` sources and `srcset`
 * or fetch every candidate.
 */
export function feedHtml(html: string, articleUrl: string): string {
  return feedText(
    sanitizeHtml(html, {
      allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
      allowedAttributes: {
        "*": ["lang", "dir", "title"],
        a: ["href", "hreflang"],
        img: ["src", "alt", "width", "height"],
        blockquote: ["cite"],
        q: ["cite"],
        ol: ["start", "reversed"],
        td: ["colspan", "rowspan"],
        th: ["colspan", "rowspan", "scope"],
        time: ["datetime"],
        data: ["value"],
      },
      allowedSchemes: ["http", "https", "mailto", "tel"],
      disallowedTagsMode: "discard",
      // An image whose only URL was unsafe is an empty box in a reader.
      exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
      transformTags: {
        "*": (tagName, attribs) => ({
          tagName,
          attribs: Object.fromEntries(
            Object.entries(attribs).flatMap((entry) => absolute(entry, articleUrl)),
          ),
        }),
      },
    }),
  );
}
