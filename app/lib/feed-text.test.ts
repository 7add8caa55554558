import { describe, expect, it } from "vitest";
import { escapeXml, feedText } from "./feed-text.ts";

describe("feedText", () => {
  it("drops the controls XML 1.0 forbids and the C1 controls, keeping tab, line feed and carriage return", () => {
    expect(feedText("a\u0000b\u0007c\u000Bd\u000Ce\u001Bf\u007Fg\u0085h\u009Fi")).toBe("abcdefghi");
    expect(feedText("one\ttwo\nthree\r\nfour")).toBe("one\ttwo\nthree\r\nfour");
  });

  it("drops lone surrogates and noncharacters, keeping characters outside the basic plane", () => {
    expect(feedText("a\uD800b\uDC00c\uFFFEd\uFFFFe\uFDD0f")).toBe("abcdef");
    expect(feedText("chart 📈 done")).toBe("chart 📈 done");
  });

  it("keeps Arabic, its digits and the format characters it needs (ZWNJ, the bidi marks)", () => {
    const arabic = "القانون رقم ٤٥ لسنة ٢٠٢١\u200C\u200F (PDPL)\u200E";
    expect(feedText(arabic)).toBe(arabic);
  });
});

describe("escapeXml", () => {
  it("escapes what XML content and double-quoted attributes cannot hold as it is", () => {
    expect(escapeXml(`<a href="x?a=1&b=2">R&D's</a>`)).toBe(
      "&lt;a href=&quot;x?a=1&amp;b=2&quot;&gt;R&amp;D's&lt;/a&gt;",
    );
  });

  it("drops control characters while escaping", () => {
    expect(escapeXml("bell\u0007 & co")).toBe("bell &amp; co");
  });
});
