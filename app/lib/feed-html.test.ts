import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { feedHtml } from "./feed-html.ts";

const articleUrl = "https://www.example.test/ar/articles/pdpl-readiness";

/** The HTML as a reader's browser parses it. */
const parsed = (html: string) =>
  new JSDOM(`<!doctype html><body>${feedHtml(html, articleUrl)}`).window.document.body;

describe("feedHtml", () => {
  it("keeps an article's own elements: headings, tables, figures, code and links", () => {
    const body = parsed(
      '<h2>Where</h2><figure><img src="/media/a/640.webp" alt="Register" width="640" height="427"><figcaption>The register</figcaption></figure>' +
        '<table><thead><tr><th align="left" scope="col">Step</th></tr></thead><tbody><tr><td>2</td></tr></tbody></table>' +
        '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><blockquote>Quoted</blockquote><ol start="3"><li>x</li></ol>',
    );
    expect(body.querySelector("h2")?.textContent).toBe("Where");
    const image = body.querySelector("figure img");
    expect(image?.getAttribute("alt")).toBe("Register");
    expect(image?.getAttribute("width")).toBe("640");
    expect(body.querySelector("figcaption")?.textContent).toBe("The register");
    expect(body.querySelector("th")?.getAttribute("scope")).toBe("col");
    expect(body.querySelector("pre code")?.textContent).toBe("const a = 1 < 2;");
    expect(body.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect(body.querySelector("blockquote")?.textContent).toBe("Quoted");
  });

  it("makes every URL absolute, resolved against the article's URL as its page resolves it", () => {
    const body = parsed(
      '<a href="/ar/services">s</a><a href="#checklist">c</a><a href="../faq">f</a><img src="/media/a/640.webp" alt=""><img src="diagram.png" alt=""><blockquote cite="/about">q</blockquote><a href="//cdn.example.test/x">p</a>',
    );
    expect([...body.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://www.example.test/ar/services",
      "https://www.example.test/ar/articles/pdpl-readiness#checklist",
      "https://www.example.test/ar/faq",
      "https://cdn.example.test/x",
    ]);
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "https://www.example.test/media/a/640.webp",
      "https://www.example.test/ar/articles/diagram.png",
    ]);
    expect(body.querySelector("blockquote")?.getAttribute("cite")).toBe("https://www.example.test/about");
  });

  it("keeps absolute links, mail and phone links as they are", () => {
    const body = parsed(
      '<a href="https://u.ae/en">u</a><a href="mailto:hello@example.test">m</a><a href="tel:+97140000000">t</a>',
    );
    expect([...body.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://u.ae/en",
      "mailto:hello@example.test",
      "tel:+97140000000",
    ]);
  });

  it("removes scripts with their text, event handlers, javascript: and data: URLs, frames, forms and styles", () => {
    const html = feedHtml(
      `<p>Before <script>alert("feed")</script> after.</p><img src="x.png" onerror="alert(1)"><a href="javascript:alert(2)">click</a>` +
        `<a href=" JaVaScRiPt:alert(3)">spaced</a><img src="data:image/svg+xml,<svg onload=alert(4)>"><iframe src="https://evil.example/"></iframe>` +
        `<form action="/steal"><input name="q"></form><style>p{}</style><p style="color:red" onclick="steal()" class="x">Styled</p><svg><script>alert(5)</script></svg>`,
      articleUrl,
    );
    expect(html).not.toMatch(
      /script|alert|onerror|onclick|javascript:|data:|iframe|<form|<style|style=|class=|svg|<input/i,
    );
    const body = new JSDOM(`<!doctype html><body>${html}`).window.document.body;
    expect(body.textContent).toContain("Before  after.");
    expect([...body.querySelectorAll("a")].map((a) => [a.textContent, a.hasAttribute("href")])).toEqual([
      ["click", false],
      ["spaced", false],
    ]);
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "https://www.example.test/ar/articles/x.png",
    ]);
    expect(body.querySelectorAll("p")[1]?.textContent).toBe("Styled");
  });

  it("gives a picture one plain image, without sources or srcset a reader would misread", () => {
    const body = parsed(
      '<picture><source type="image/avif" srcset="/media/a/640.avif 640w, /media/a/1280.avif 1280w"><img src="/media/a/640.webp" srcset="/media/a/640.webp 640w" sizes="100vw" alt="Chart"></picture>',
    );
    expect(body.querySelector("picture, source, [srcset], [sizes]")).toBeNull();
    expect(body.querySelector("img")?.outerHTML).toBe(
      '<img src="https://www.example.test/media/a/640.webp" alt="Chart">',
    );
  });

  it("drops Markdown's column alignment, whose left and right are the wrong sides in Arabic", () => {
    expect(
      parsed('<table><tr><th align="left">الخطوة</th><td align="right">٢</td></tr></table>').querySelector(
        "[align]",
      ),
    ).toBeNull();
  });

  it("keeps the language and direction of a block, and Arabic text with its digits and joiners", () => {
    const body = parsed('<div lang="ar" dir="rtl"><p>القانون رقم ٤٥ لسنة ٢٠٢١\u200C</p></div>');
    const block = body.querySelector("div");
    expect([block?.getAttribute("lang"), block?.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    expect(block?.textContent).toBe("القانون رقم ٤٥ لسنة ٢٠٢١\u200C");
  });

  it("drops control characters from the text", () => {
    expect(feedHtml("<p>bell\u0007 and form feed\u000C</p>", articleUrl)).toBe("<p>bell and form feed</p>");
  });
});
