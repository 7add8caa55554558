/**
 * Making text safe for the two places a mail shows it: a header line and an
 * HTML part. Visitor text goes through these before it reaches either.
 */

/** Line breaks and other control characters, and the bidi controls that could reorder the fixed text around a name. */
const NOT_IN_A_HEADER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** A name in a header (From, To, a subject's name): long enough for any real one, short of filling the line. */
export const HEADER_NAME_MAX = 80;

/**
 * Text as one header value: controls become spaces, runs of spaces one,
 * trimmed, at most `max` characters (whole code points, "…" marking a cut).
 * nodemailer encodes what is not ASCII.
 */
export function headerSafe(text: string, max: number): string {
  const line = text.replace(NOT_IN_A_HEADER, " ").replace(/\s+/g, " ").trim();
  const characters = Array.from(line);
  return characters.length <= max
    ? line
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}
