/**
 * A number and what it counts never part at a line's end: «24 ساعة», "180
 * days", "9:00 to 18:00". The spaces that join them become no-break spaces
 * (U+00A0, which both of the site's fonts draw). Applied once, where the
 * build reads words: the content (app/content/schema/walk.ts), the articles'
 * bodies (schema/article-markdown.ts) and their titles and summaries
 * (scripts/build/read-articles.ts); and to the few facts the code words itself
 * (a number of days).
 */
const NBSP = "\u00A0";

/** A number: digits in either script, with decimal, thousands or time separators. */
const NUMBER = String.raw`\p{Nd}+(?:[.,:٫٬]\p{Nd}+)*`;
/** A number with a sign after it that is its unit already ("99.9%"). */
const FIGURE = String.raw`${NUMBER}[%+]?`;

/** Two figures as a range: "9:00 to 18:00", «9:00 إلى 18:00», "2–3". */
const RANGE = new RegExp(String.raw`(${FIGURE}) (to|until|–|—|-|إلى|حتى) (?=${FIGURE})`, "gu");

/** A number and the word after it (its unit or its noun): "24 hours", «24 ساعة». */
const FIGURE_AND_WORD = new RegExp(String.raw`(?<![\p{L}\p{Nd}+/-])(${NUMBER}) (?=\p{L})`, "gu");

/** A currency written before its amount: "AED 5,000". */
const CURRENCY_AND_FIGURE = new RegExp(String.raw`\b(AED|USD|EUR|GBP|SAR) (?=\p{Nd})`, "gu");

export function keepFiguresTogether(text: string): string {
  return text
    .replace(RANGE, `$1${NBSP}$2${NBSP}`)
    .replace(FIGURE_AND_WORD, `$1${NBSP}`)
    .replace(CURRENCY_AND_FIGURE, `$1${NBSP}`);
}
