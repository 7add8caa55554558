import { describe, expect, it } from "vitest";
import type { ArticleBlock, ArticleBody } from "../article-body.ts";
import { articleBody, countWords } from "./article-markdown.ts";

function body(markdown: string, locale: "en" | "ar" = "en"): ArticleBody {
  const result = articleBody(markdown, locale);
  if ("problem" in result) throw new Error(result.problem);
  return result.body;
}

function problem(markdown: string, locale: "en" | "ar" = "en"): string {
  const result = articleBody(markdown, locale);
  if ("body" in result) throw new Error("the Markdown was accepted");
  return result.problem;
}

function headingIds(blocks: readonly ArticleBlock[]): string[] {
  return blocks.flatMap((block) => (block.type === "heading" ? [block.id] : []));
}

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

describe("an article's headings", () => {
  it("get ids from their own words, unique on the page, clear of the page's own ids", () => {
    const { blocks } = body("## Why ISO 27001?\n\ntext\n\n### Scope\n\n## Scope\n\n## Contact\n\n## ***");
    expect(headingIds(blocks)).toEqual(["why-iso-27001", "scope", "scope-1", "contact-1", "section-5"]);
  });

  it("keep their ids when the text above them changes", () => {
    const before = headingIds(body("Intro.\n\n## Cloud costs\n\n## Next steps").blocks);
    const after = headingIds(
      body("A longer introduction, rewritten.\n\nAnd another paragraph.\n\n## Cloud costs\n\n## Next steps")
        .blocks,
    );
    expect(after).toEqual(before);
  });

  it("in Arabic keep the Arabic words, without the short vowels, so adding harakat changes nothing", () => {
    const plain = body("## لماذا الامتثال؟\n\n## الخطوة التالية", "ar");
    const voweled = body("## لِماذا الامْتِثالُ؟\n\n## الخطوة التالية", "ar");
    expect(headingIds(plain.blocks)).toEqual(["لماذا-الامتثال", "الخطوة-التالية"]);
    expect(headingIds(voweled.blocks)).toEqual(headingIds(plain.blocks));
    for (const id of headingIds(plain.blocks)) expect(id).not.toMatch(/\s/);
  });

  it("take the id an editor gives, {#id}, which links to the section can then rely on", () => {
    const { blocks, toc } = body(
      "## ما هو الامتثال؟ {#what-is-compliance}\n\nSee [above](#what-is-compliance).",
      "ar",
    );
    expect(blocks[0]).toEqual({
      type: "heading",
      level: 2,
      id: "what-is-compliance",
      children: ["ما هو الامتثال؟"],
    });
    expect(toc).toBeNull();
    const linked = body(
      "## لماذا الامتثال\n\n[هنا](#لماذا-الامتثال) [copied](#%D9%84%D9%85%D8%A7%D8%B0%D8%A7-%D8%A7%D9%84%D8%A7%D9%85%D8%AA%D8%AB%D8%A7%D9%84)",
      "ar",
    );
    expect(linked.blocks).toHaveLength(2);
    expect(problem("[broken](#%E0%A4%A)")).toContain("no heading of the article has");
    expect(problem("## A {#same}\n\n## B {#same}")).toContain("“same” is used twice");
    expect(problem("## A {#Not Valid}")).toContain("Not");
  });

  it("refuse a level-1 heading (the page's title) and levels below 3", () => {
    expect(problem("# Title")).toContain("level-1 heading");
    expect(problem("#### Detail")).toContain("level-4 heading");
  });
});

describe("the table of contents", () => {
  it("lists ## and ### in order once the article has three sections and four minutes of reading", () => {
    const long = body(
      `## One\n\n${words(400)}\n\n### One point one\n\n${words(300)}\n\n## Two\n\n${words(300)}\n\n## Three\n\n${words(100)}`,
    );
    expect(long.toc).toEqual([
      { id: "one", level: 2, text: "One" },
      { id: "one-point-one", level: 3, text: "One point one" },
      { id: "two", level: 2, text: "Two" },
      { id: "three", level: 2, text: "Three" },
    ]);
    expect(body(`## One\n\n## Two\n\n${words(1500)}`).toc).toBeNull();
    expect(body(`## One\n\n## Two\n\n## Three\n\n${words(300)}`).toc).toBeNull();
  });
});

describe("reading time", () => {
  it("counts Arabic words by the language's word boundaries, punctuation apart", () => {
    expect(countWords("الامتثال، والحوكمة؛ ثم السحابة؟ نعم: 27001.", "ar")).toBe(6);
    expect(countWords("Cloud, security; and ISO 27001.", "en")).toBe(5);
  });

  it("reads Arabic slower than English: the same number of words takes longer", () => {
    const english = body(words(1428, "word"), "en");
    const arabic = body(words(1428, "كلمة"), "ar");
    expect(english.words).toBe(1428);
    expect(arabic.words).toBe(1428);
    expect(english.readingMinutes).toBe(6);
    expect(arabic.readingMinutes).toBe(10);
    expect(body("One line.").readingMinutes).toBe(1);
  });

  it("counts table cells, captions and code, not the figures' alt text", () => {
    const result = body(
      '| a | b |\n|-|-|\n| c d | e |\n\nTable: f g\n\n```ts\nconst h = 1;\n```\n\n![i j k](media/x.png "l")',
    );
    expect(result.words).toBe(["a", "b", "c", "d", "e", "f", "g", "const", "h", "1", "l"].length);
  });
});

describe("an article's blocks", () => {
  it("are plain data that the page's JSON carries unchanged", () => {
    const result = body(
      '## A\n\n*b* `c` [d](/contact)\n\n- e\n\n> f\n\n: g\n\n| h |\n|-|\n| i |\n\n![j](media/k.png "l")\n\n```ts\nconst m = 1;\n```',
    );
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(result.blocks.map((block) => block.type)).toEqual([
      "heading",
      "paragraph",
      "list",
      "quote",
      "table",
      "figure",
      "code",
    ]);
  });

  it("keeps emphasis, strong, code and allowed links in paragraphs, text as typed", () => {
    expect(
      body(
        'A & "B": *em* **strong** `x<y` [site](/contact) [mail](mailto:hello@example.com) [web](https://example.com/a?b=1)',
      ).blocks,
    ).toEqual([
      {
        type: "paragraph",
        children: [
          'A & "B": ',
          { type: "em", children: ["em"] },
          " ",
          { type: "strong", children: ["strong"] },
          " ",
          { type: "code", text: "x<y" },
          " ",
          { type: "link", href: "/contact", children: ["site"] },
          " ",
          { type: "link", href: "mailto:hello@example.com", children: ["mail"] },
          " ",
          { type: "link", href: "https://example.com/a?b=1", children: ["web"] },
        ],
      },
    ]);
  });

  it("makes a paragraph of one captioned picture a figure whose picture the page resolves later", () => {
    expect(body('![Three zones of a network](media/zones.png "Where each system sits")').blocks).toEqual([
      {
        type: "figure",
        image: { src: "media/zones.png", alt: "Three zones of a network", width: null, height: null },
        caption: ["Where each system sits"],
      },
    ]);
  });

  it("refuses pictures that are not a captioned figure of the article's folder", () => {
    expect(problem('Text ![a](media/a.png "c") more.')).toContain("a picture inside other text");
    expect(problem("![a](media/a.png)")).toContain("without a caption");
    expect(problem('![](media/a.png "c")')).toContain("without alt text");
    expect(problem('![a](https://example.com/a.png "c")')).toContain("uploaded with the article");
    expect(problem('![a](../other/a.png "c")')).toContain("uploaded with the article");
  });

  it("makes a table with its header, logical alignment and the caption written beside it", () => {
    const [table] = body(
      "Table: Costs by tier\n\n| Tier | Cost |\n|:-|-:|\n| Basic | 10 |\n| *Pro* | 20 |",
    ).blocks;
    expect(table).toEqual({
      type: "table",
      id: "table-1",
      caption: ["Costs by tier"],
      align: ["start", "end"],
      head: [["Tier"], ["Cost"]],
      rows: [
        [["Basic"], ["10"]],
        [[{ type: "em", children: ["Pro"] }], ["20"]],
      ],
    });
    const after = body("| A |\n|-|\n| 1 |\n\nجدول: الأسعار", "ar").blocks[0];
    expect(after).toMatchObject({ type: "table", caption: ["الأسعار"] });
    expect(problem("| A |\n|-|\n| 1 |")).toContain("a table without a caption");
    const ids = body("## Table 1\n\n: One\n\n| A |\n|-|\n| 1 |\n\n## Table 2").blocks.map((block) =>
      block.type === "heading" || block.type === "table" ? block.id : "",
    );
    expect(ids).toEqual(["table-1", "table-2", "table-2-1"]);
    expect(problem("Table: alone\n\nText.")).toContain("no table next to it");
  });

  it("keeps lists (nested, tight or loose) and quotations", () => {
    expect(body("3. one\n   - inner\n4. two\n\n> quoted *words*").blocks).toEqual([
      {
        type: "list",
        ordered: true,
        start: 3,
        tight: true,
        items: [
          [
            { type: "paragraph", children: ["one"] },
            {
              type: "list",
              ordered: false,
              start: 1,
              tight: true,
              items: [[{ type: "paragraph", children: ["inner"] }]],
            },
          ],
          [{ type: "paragraph", children: ["two"] }],
        ],
      },
      {
        type: "quote",
        children: [{ type: "paragraph", children: ["quoted ", { type: "em", children: ["words"] }] }],
      },
    ]);
  });
});

describe("numbers in an article's text", () => {
  it("stay on one line with their units, in both languages, and headings keep the ids the words give", () => {
    const english = body("## The 51 requirements\n\nReplies within 24 hours, from 9:00 to 18:00.");
    expect(english.blocks).toEqual([
      { type: "heading", level: 2, id: "the-51-requirements", children: ["The 51\u00A0requirements"] },
      { type: "paragraph", children: ["Replies within 24\u00A0hours, from 9:00\u00A0to\u00A018:00."] },
    ]);
    const arabic = body("نرد خلال 24 ساعة.", "ar");
    expect(arabic.blocks).toEqual([{ type: "paragraph", children: ["نرد خلال 24\u00A0ساعة."] }]);
  });

  it("leave code as written", () => {
    const { blocks } = body("Set `retries 3 times` in the file.");
    expect(blocks).toEqual([
      {
        type: "paragraph",
        children: ["Set ", { type: "code", text: "retries 3 times" }, " in the file."],
      },
    ]);
  });
});

describe("code", () => {
  it("is highlighted at build time into spans of highlight.js classes, with no style", () => {
    const [block] = body("```ts\nconst answer: number = 42; // why\n```").blocks;
    expect(block).toMatchObject({ type: "code", language: "typescript", label: "TypeScript" });
    const serialised = JSON.stringify(block);
    expect(serialised).toContain('{"className":"hljs-keyword","children":["const"]}');
    expect(serialised).toContain('{"className":"hljs-number","children":["42"]}');
    expect(serialised).toContain('"hljs-comment"');
    expect(serialised).not.toMatch(/style/i);
  });

  it("keeps the text exactly, highlighted or plain", () => {
    const source = `SELECT name FROM "leads" WHERE id < 3 AND kind <> 'a&b';\n  -- done`;
    const [sql] = body(`\`\`\`sql\n${source}\n\`\`\``).blocks;
    const [plain] = body(`\`\`\`text\n${source}\n\`\`\``).blocks;
    const text = (nodes: unknown): string =>
      Array.isArray(nodes)
        ? nodes.map(text).join("")
        : typeof nodes === "string"
          ? nodes
          : text((nodes as { children: unknown }).children);
    expect(sql?.type === "code" && text(sql.code)).toBe(source);
    expect(plain).toEqual({ type: "code", language: null, label: null, code: [source] });
  });

  it("highlights every language it names as allowed", () => {
    const named = /use one of (.*), or text/.exec(problem("```cobol\nx\n```"))?.[1]?.split(", ") ?? [];
    expect(named).toContain("ts");
    for (const fence of named) {
      expect(body(`\`\`\`${fence}\nx = "1"\n\`\`\``).blocks[0]).toMatchObject({
        type: "code",
        label: expect.any(String),
      });
    }
  });

  it("refuses a language the site does not highlight, and indented code, saying what to write", () => {
    expect(problem("```cobol\nDISPLAY 'HI'.\n```")).toMatch(/“cobol”.*typescript.*or text/);
    expect(problem("Text.\n\n    indented code")).toContain("fence code with ```");
  });
});

describe("what an article refuses", () => {
  it.each([
    ["<div>raw</div>", "HTML “<div>raw</div>”"],
    ["Some <b>bold</b> text.", "HTML “<b>”"],
    ["[click](javascript:alert(1))", "“javascript:alert(1)”"],
    ["[click](JavaScript:alert(1))", "“JavaScript:alert(1)”"],
    ["[data](data:text/html,hi)", "“data:text/html,hi”"],
    ["[other](//evil.example/x)", "“//evil.example/x”"],
    ["[mail](mailto:not-an-address)", "not an email address"],
    ["[gone](#no-such-heading)", "no heading of the article has"],
    ["---", "a horizontal line"],
    ["~~gone~~", "struck-through text"],
    ["- [ ] task", "a checkbox"],
    ["> ## heading in a quote", "a heading inside a list or a quotation"],
  ])("refuses %j, naming it", (markdown, named) => {
    expect(problem(markdown)).toContain(named);
  });

  it("names the line the problem is on", () => {
    expect(problem("First paragraph.\n\nSecond.\n\n<script>alert(1)</script>")).toMatch(/^line 5: HTML/);
    // A text area posts CRLF line ends.
    expect(problem("First\r\nparagraph.\r\n\r\n- a\r\n- <b>b</b>")).toMatch(/^line 4: HTML “<b>”/);
  });
});
