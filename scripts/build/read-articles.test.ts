import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articlesLine, listArticles, readArticles } from "./read-articles.ts";

const repositoryContent = new URL("../../content", import.meta.url).pathname;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "articles-"));
  // The kinds articles name (team, services, topics) come from the same folder as the articles.
  cpSync(repositoryContent, dir, { recursive: true, filter: (source) => !source.includes("/articles/") && !source.endsWith("/articles") });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeArticle(
  slug: string,
  meta: Record<string, unknown>,
  languages: Partial<Record<"en" | "ar", string>>,
): void {
  const folder = join(dir, "articles", slug);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "article.json"), JSON.stringify(meta));
  for (const [locale, markdown] of Object.entries(languages)) writeFileSync(join(folder, `${locale}.md`), markdown);
}

const meta = {
  author: "priya-raman",
  topics: ["payment-security"],
  services: ["cyber-security"],
  published: "2026-11-10T09:30:00+04:00",
};

const english = `---
title: Keys for card numbers
summary: Why a plain hash of a card number protects nothing.
updated: 2026-11-10
---

A card number has few unknown digits.
`;

const arabic = `---
title: مفاتيح أرقام البطاقات
summary: لماذا لا يحمي التجزئة البسيطة رقم البطاقة.
updated: 2026-11-10
---

رقم البطاقة قليل الأرقام المجهولة.
`;

const after = new Date("2026-12-01T00:00:00Z");

describe("readArticles", () => {
  it("reads an article in both languages with its front matter and parsed body", () => {
    writeArticle("card-keys", meta, { en: english, ar: arabic });
    const { published } = readArticles(dir, after);
    expect(published).toHaveLength(1);
    const [loaded] = published;
    expect(loaded?.article.text.en?.title).toBe("Keys for card numbers");
    expect(loaded?.article.text.ar?.updated).toBe("2026-11-10");
    expect(loaded?.bodies.ar?.readingMinutes).toBe(1);
  });

  it("keeps a number with its unit in the title and summary the pages show", () => {
    writeArticle("deadlines", meta, {
      en: english.replace("Keys for card numbers", "The 51 requirements").replace(
        "Why a plain hash of a card number protects nothing.",
        "Mandatory since 31 March 2025.",
      ),
    });
    const text = readArticles(dir, after).published[0]?.article.text.en;
    expect(text?.title).toBe("The 51\u00A0requirements");
    expect(text?.summary).toBe("Mandatory since 31\u00A0March 2025.");
  });

  it("refuses an author who is not a team member, naming the file", () => {
    writeArticle("card-keys", { ...meta, author: "someone-else" }, { en: english });
    expect(() => readArticles(dir, after)).toThrow(
      /articles\/card-keys\/article\.json: author: “someone-else” is not a team member's id/,
    );
  });

  it("refuses a topic and a service the site does not have", () => {
    writeArticle("card-keys", { ...meta, topics: ["cooking"], services: ["catering"] }, { en: english });
    expect(() => readArticles(dir, after)).toThrow(/“cooking” is not a topic.*“catering” is not a service's id/);
  });

  it("refuses a publication time without its offset", () => {
    writeArticle("card-keys", { ...meta, published: "2026-11-10T09:30:00" }, { en: english });
    expect(() => readArticles(dir, after)).toThrow(/article\.json: published: write it as/);
  });

  it("refuses an article with no language", () => {
    writeArticle("card-keys", meta, {});
    expect(() => readArticles(dir, after)).toThrow(/card-keys.*it has no language/);
  });

  it("names the file and the file's own line of a body the site cannot show", () => {
    // Line 9 of the file (after the text, a blank line): a heading level the parse refuses.
    writeArticle("card-keys", meta, { en: `${english}\n# A second title\n` });
    expect(() => readArticles(dir, after)).toThrow(/articles\/card-keys\/en\.md: line 9: /);
  });

  it("skips an article whose publication time has not come, and says so", () => {
    writeArticle("card-keys", meta, { en: english });
    writeArticle("later", { ...meta, published: "2026-12-24T09:00:00+04:00" }, { en: english });
    const read = readArticles(dir, after);
    expect(read.published.map(({ article }) => article.slug)).toEqual(["card-keys"]);
    expect(read.scheduled.map((article) => article.slug)).toEqual(["later"]);
    expect(articlesLine(read)).toBe(
      "articles: 1 published (en 1, ar 0); scheduled, not built: later (2026-12-24T09:00:00+04:00)",
    );
  });

  it("builds nothing of a withdrawn article, due or scheduled, still checks it, and says so", () => {
    writeArticle("card-keys", meta, { en: english });
    writeArticle("retracted", { ...meta, withdrawn: true }, { en: english, ar: arabic });
    const later = { ...meta, published: "2026-12-24T09:00:00+04:00", withdrawn: true };
    writeArticle("retracted-later", later, { en: english });
    const read = readArticles(dir, after);
    expect(read.published.map(({ article }) => article.slug)).toEqual(["card-keys"]);
    expect(read.scheduled).toEqual([]);
    expect(read.withdrawn.map((article) => article.slug)).toEqual(["retracted", "retracted-later"]);
    expect(articlesLine(read)).toBe(
      "articles: 1 published (en 1, ar 0); withdrawn, not built: retracted, retracted-later",
    );
    // Put back, it is built again; broken, it fails the build though withdrawn, so putting it back cannot.
    writeArticle("retracted", meta, { en: english, ar: arabic });
    expect(readArticles(dir, after).published.map(({ article }) => article.slug)).toContain("retracted");
    writeArticle("retracted", { ...meta, withdrawn: true, author: "someone-else" }, { en: english });
    expect(() => readArticles(dir, after)).toThrow(/retracted\/article\.json: author/);
  });

  it("refuses a withdrawn flag that is not true", () => {
    writeArticle("card-keys", { ...meta, withdrawn: false }, { en: english });
    expect(() => readArticles(dir, after)).toThrow(/card-keys\/article\.json: withdrawn: /);
  });

  it("keeps an article in one language only in that language, newest first", () => {
    writeArticle("older", { ...meta, published: "2026-10-01T09:00:00+04:00" }, { en: english, ar: arabic });
    writeArticle("arabic-only", meta, { ar: arabic });
    const { published } = readArticles(dir, after);
    expect(published.map(({ article }) => article.slug)).toEqual(["arabic-only", "older"]);
    expect(published[0]?.article.text.en).toBeUndefined();
    expect(published[0]?.article.text.ar?.title).toBe("مفاتيح أرقام البطاقات");
  });

  it("builds none, without asking for topics, from a folder that has no articles", () => {
    rmSync(join(dir, "article-topics.json"));
    expect(readArticles(dir, after)).toEqual({ published: [], scheduled: [], withdrawn: [] });
  });
});

describe("listArticles", () => {
  it("lists the same articles as readArticles, in the same order, with their fields checked", () => {
    writeArticle("older", { ...meta, published: "2026-10-01T09:00:00+04:00" }, { en: english, ar: arabic });
    writeArticle("arabic-only", meta, { ar: arabic });
    writeArticle("later", { ...meta, published: "2026-12-24T09:00:00+04:00" }, { en: english });
    writeArticle("retracted", { ...meta, withdrawn: true }, { en: english });
    const read = readArticles(dir, after);
    expect(listArticles(dir, after)).toEqual({
      published: read.published.map(({ article }) => article),
      scheduled: read.scheduled,
      withdrawn: read.withdrawn,
    });
    expect(read.withdrawn.map((article) => article.slug)).toEqual(["retracted"]);
    writeArticle("stranger", { ...meta, author: "nobody" }, { en: english });
    expect(() => listArticles(dir, after)).toThrow(/stranger.*nobody/s);
  });
});
