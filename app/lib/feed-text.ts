/**
 * Text fit for a feed. XML 1.0 forbids the C0 controls but tab, line feed and
 * carriage return, and a lone surrogate or a noncharacter (U+FFFE, U+FFFF…)
 * makes the document unreadable to a strict parser; the W3C Feed Validator
 * also rejects the C1 controls. None of them is text a reader can show, so
 * they go from every string a feed carries (JSON Feed too, for the same readers).
 * Format characters (the bidi marks, ZWJ and ZWNJ Arabic needs) are kept.
 */
const UNFIT = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

export function feedText(text: string): string {
  return text.replace(UNFIT, "");
}

/** Escapes text for XML content and for attribute values in double quotes. */
export function escapeXml(text: string): string {
  return feedText(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
