import { describe, expect, it } from "vitest";
import { escapeHtml, headerSafe } from "./mail-safety.ts";

describe("headerSafe", () => {
  it("makes one line of any text: no line breaks or other controls, spaces collapsed, trimmed", () => {
    expect(headerSafe("  Eve\r\nBcc: x@y\r\n\tX-Injected: yes ", 100)).toBe("Eve Bcc: x@y X-Injected: yes");
    expect(headerSafe("a\u0000b\u007fc\u0085d\u2028e\u2029f", 100)).toBe("a b c d e f");
  });

  it("drops the bidi controls that could reorder the text around a name", () => {
    expect(headerSafe("Ali\u202Egnp.exe\u202C", 100)).toBe("Ali gnp.exe");
  });

  it("keeps other scripts as they are: nodemailer encodes them", () => {
    expect(headerSafe("ليلى حداد", 100)).toBe("ليلى حداد");
  });

  it("caps the length at whole characters, marking the cut", () => {
    expect(headerSafe("abcdef", 6)).toBe("abcdef");
    expect(headerSafe("abcdefg", 6)).toBe("abcde…");
    expect(headerSafe("😀😀😀😀", 3)).toBe("😀😀…");
  });
});

describe("escapeHtml", () => {
  it("escapes every character HTML reads as markup", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
  });
});
