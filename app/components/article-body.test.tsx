// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { withFigureImages, type ArticleBody as Body } from "~/content/article-body";
import { articleWords, readingTimeText } from "~/content/article-words";
import { articleBody } from "~/content/schema/article-markdown";
import { ArticleBody } from "./article-body";
import { TableOfContents } from "./table-of-contents";

function parsed(markdown: string, locale: "en" | "ar"): Body {
  const result = articleBody(markdown, locale);
  if ("problem" in result) throw new Error(result.problem);
  return result.body;
}

/** The page as the prerender writes it: server-rendered markup, no script run. */
function prerender(body: Body, locale: "en" | "ar") {
  const words = articleWords[locale];
  const markup = renderToStaticMarkup(
    <>
      {body.toc && <TableOfContents entries={body.toc} label={words.contents} />}
      <ArticleBody blocks={body.blocks} words={words} />
    </>,
  );
  document.documentElement.lang = locale;
  document.body.innerHTML = markup;
  return markup;
}

// The markup is put in the document by hand, which Testing Library's cleanup does not undo; component files share one document.
afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("lang");
});

const filler = (count: number, word: string) => Array.from({ length: count }, () => word).join(" ");

const english = [
  "## Why cloud costs drift",
  filler(300, "word"),
  "### Egress",
  filler(200, "word"),
  "## What to measure",
  filler(300, "word"),
  "Table: Monthly cost by tier, in AED",
  "| Tier | Storage | Egress |\n|:-|-:|-:|\n| Basic | 120 | 40 |\n| Pro | 480 | 160 |",
  "## What to do next",
  filler(300, "word"),
  "```ts\nconst budget: number = 5_000; // AED a month\n```",
  '![Three network zones](media/zones.png "Where each system sits")',
].join("\n\n");

const arabic = [
  "## لماذا تنحرف تكاليف السحابة",
  filler(200, "كلمة"),
  "### نقل البيانات",
  filler(150, "كلمة"),
  "## ما الذي نقيسه",
  filler(150, "كلمة"),
  "جدول: التكلفة الشهرية حسب الفئة",
  "| الفئة | التخزين |\n|-|-|\n| أساسية | 120 |",
  "## الخطوة التالية",
  filler(150, "كلمة"),
  "```bash\nnpm run build\n```",
].join("\n\n");

describe("TableOfContents", () => {
  it.each([
    ["en", english, "Contents"],
    ["ar", arabic, "المحتويات"],
  ] as const)(
    "in %s, is a named nav whose every link leads to a heading of the article with the same words",
    (locale, markdown, name) => {
      const body = parsed(markdown, locale);
      expect(body.toc).not.toBeNull();
      prerender(body, locale);
      const nav = screen.getByRole("navigation", { name });
      const links = within(nav).getAllByRole("link");
      expect(links).toHaveLength(4);
      for (const link of links) {
        const target = document.getElementById(decodeURIComponent(link.getAttribute("href")?.slice(1) ?? ""));
        expect(target?.tagName, link.textContent ?? "").toMatch(/^H[23]$/);
        expect(target).toHaveTextContent(link.textContent ?? "");
      }
      const nested = within(nav).getByRole("link", { name: locale === "en" ? "Egress" : "نقل البيانات" });
      expect(nested.closest("ol")?.closest("li")).not.toBeNull();
    },
  );
});

describe("ArticleBody", () => {
  it("gives each heading a link to its section, named in the page's language, outside the heading's own name", () => {
    prerender(parsed(english, "en"), "en");
    const heading = screen.getByRole("heading", { level: 2, name: "What to measure" });
    const link = screen.getByRole("link", { name: "Link to the section “What to measure”" });
    expect(link).toHaveAttribute("href", `#${heading.id}`);
    prerender(parsed(arabic, "ar"), "ar");
    const arabicHeading = screen.getByRole("heading", { level: 2, name: "ما الذي نقيسه" });
    expect(screen.getByRole("link", { name: "رابط إلى قسم «ما الذي نقيسه»" })).toHaveAttribute(
      "href",
      `#${arabicHeading.id}`,
    );
  });

  it("wraps a table in a region named by its caption that a keyboard can reach and scroll", () => {
    prerender(parsed(english, "en"), "en");
    const region = screen.getByRole("region", { name: "Monthly cost by tier, in AED" });
    expect(region).toHaveAttribute("tabindex", "0");
    const table = within(region).getByRole("table", { name: "Monthly cost by tier, in AED" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Tier", "Storage", "Egress"]);
    expect(within(table).getByRole("cell", { name: "480" })).toHaveClass("text-end");
  });

  it("draws code left to right in a named, focusable box, coloured by classes and never by a style attribute", () => {
    const markup = prerender(parsed(english, "en"), "en");
    const region = screen.getByRole("region", { name: "Code: TypeScript" });
    expect(region).toHaveAttribute("dir", "ltr");
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.querySelector("code.hljs.language-typescript .hljs-keyword")).toHaveTextContent("const");
    expect(region.querySelector(".hljs-comment")).toHaveTextContent("// AED a month");
    expect(region).toHaveTextContent("const budget: number = 5_000; // AED a month");
    expect(markup).not.toMatch(/\sstyle=/);
    prerender(parsed(arabic, "ar"), "ar");
    expect(screen.getByRole("region", { name: "شيفرة برمجية: Bash" })).toHaveAttribute("dir", "ltr");
  });

  it("shows a figure's picture at its size, with its caption", () => {
    const body = withFigureImages(parsed(english, "en"), (src) => ({
      src: `/media/articles/${src}`,
      width: 1200,
      height: 675,
    }));
    prerender(body, "en");
    // Browsers name a figure by its figcaption; jsdom's roles do not, so the caption is found by its element.
    const figure = screen.getByRole("figure");
    expect(figure.querySelector(":scope > figcaption")).toHaveTextContent("Where each system sits");
    const image = within(figure).getByRole("img", { name: "Three network zones" });
    expect(image).toHaveAttribute("src", "/media/articles/media/zones.png");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
    // Not wide: nothing to scroll.
    expect(screen.queryByRole("region", { name: "Where each system sits" })).toBeNull();
  });

  it("lets a wide diagram keep a readable size, scrolling in a box named by its caption", () => {
    const body = withFigureImages(parsed(english, "en"), (src) => ({
      src: `/media/articles/${src}`,
      width: 1600,
      height: 496,
    }));
    prerender(body, "en");
    const region = screen.getByRole("region", { name: "Where each system sits" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("article-figure-wide");
    expect(within(region).getByRole("img", { name: "Three network zones" })).toHaveAttribute("width", "1600");
  });
});

describe("reading time", () => {
  it("reads in the page's language, Arabic counted in its grammar's forms", () => {
    expect(readingTimeText(6, articleWords.en)).toBe("6 min read");
    expect(readingTimeText(1, articleWords.ar)).toBe("قراءة في دقيقة واحدة");
    expect(readingTimeText(2, articleWords.ar)).toBe("قراءة في دقيقتين");
    expect(readingTimeText(7, articleWords.ar)).toBe("قراءة في 7 دقائق");
    expect(readingTimeText(12, articleWords.ar)).toBe("قراءة في 12 دقيقة");
  });
});
