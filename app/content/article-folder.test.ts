import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articleDocumentOf, articleFolderFiles, splitFrontMatter } from "./article-folder.ts";
import {
  articleDocumentIssues,
  articleKind,
  articleSlugOf,
  type ArticleDocument,
} from "./schema/article-document.ts";
import { knownIdsIn } from "./schema/article.ts";

const contentDir = join(import.meta.dirname, "../../content");
const json = (name: string): unknown => JSON.parse(readFileSync(join(contentDir, name), "utf8"));
const known = knownIdsIn({
  team: json("team.json"),
  services: json("services.json"),
  "article-topics": json("article-topics.json"),
});
const slugs = readdirSync(join(contentDir, "articles"));

/** A folder of the repository as the server imports it, its figures given made-up upload ids. */
function documentOf(slug: string): ArticleDocument {
  const dir = join(contentDir, "articles", slug);
  const files = readdirSync(dir);
  const texts = Object.fromEntries(
    ["en", "ar"]
      .filter((locale) => files.includes(`${locale}.md`))
      .map((locale) => [locale, readFileSync(join(dir, `${locale}.md`), "utf8")]),
  );
  const figures = files
    .filter((file) => file.endsWith(".png"))
    .map((file, index) => ({ file, id: String(index).padStart(32, "a"), width: 1600, height: 496 }));
  return articleDocumentOf({
    meta: json(`articles/${slug}/article.json`),
    texts,
    figures,
  }) as ArticleDocument;
}

describe("an article's folder and its document", () => {
  it.each(slugs)("reads %s into a document the site can show", (slug) => {
    const document = documentOf(slug);
    expect(articleDocumentIssues(document, known)).toEqual([]);
    expect(document.en?.title).toMatch(/\S/);
    expect(document.ar?.body).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(slugs)("writes %s back as the files the build reads, word for word", (slug) => {
    const dir = join(contentDir, "articles", slug);
    const written = articleFolderFiles(documentOf(slug));
    expect(written.map((file) => file.name)).toEqual(["article.json", "en.md", "ar.md"]);
    expect(JSON.parse(written[0]?.text ?? "")).toEqual(json(`articles/${slug}/article.json`));
    for (const file of written.slice(1)) {
      const original = splitFrontMatter(readFileSync(join(dir, file.name), "utf8"));
      const rewritten = splitFrontMatter(file.text);
      expect(rewritten?.body.trim()).toBe(original?.body.trim());
      expect(rewritten?.bodyLine).toBe(original?.bodyLine);
    }
    // Read again, the written files give the same document.
    const texts = Object.fromEntries(written.slice(1).map((file) => [file.name.slice(0, 2), file.text]));
    expect(
      articleDocumentOf({
        meta: JSON.parse(written[0]?.text ?? ""),
        texts,
        figures: documentOf(slug).figures,
      }),
    ).toEqual(documentOf(slug));
  });

  it("keeps a title with a colon and quotes as written", () => {
    const document = documentOf(slugs[0] ?? "");
    const en = document.en;
    if (en === undefined) throw new Error("the article has English");
    const title = `PCI DSS: what "v4.0.1" changed — and # what not`;
    const texts = Object.fromEntries(
      articleFolderFiles({ ...document, en: { ...en, title } })
        .slice(1)
        .map((file) => [file.name.slice(0, 2), file.text]),
    );
    expect((articleDocumentOf({ meta: {}, texts, figures: [] }) as ArticleDocument).en?.title).toBe(title);
  });

  it("writes an article taken off the site with its flag, which reads back as the same document", () => {
    const document: ArticleDocument = { ...documentOf(slugs[0] ?? ""), withdrawn: true };
    const [meta, ...languages] = articleFolderFiles(document);
    expect(JSON.parse(meta?.text ?? "")).toMatchObject({ withdrawn: true });
    const texts = Object.fromEntries(languages.map((file) => [file.name.slice(0, 2), file.text]));
    expect(
      articleDocumentOf({ meta: JSON.parse(meta?.text ?? ""), texts, figures: document.figures }),
    ).toEqual(document);
  });

  it("writes no file for a language the article is not written in", () => {
    const { ar: _arabic, ...englishOnly } = documentOf(slugs[0] ?? "");
    expect(articleFolderFiles(englishOnly).map((file) => file.name)).toEqual(["article.json", "en.md"]);
    expect(articleDocumentIssues(englishOnly, known)).toEqual([]);
  });
});

describe("an article's problems, as the editor shows them", () => {
  const document = documentOf(slugs[0] ?? "");

  it("names a figure the text shows that was not uploaded", () => {
    const issues = articleDocumentIssues({ ...document, figures: [] }, known);
    expect(issues.map((issue) => issue.path)).toContain("en.body");
    expect(issues.map((issue) => issue.message).join("\n")).toMatch(
      /the figure “figure\.en\.png” is not among the article's figures/,
    );
  });

  it("names what the site does not have: an author, a topic", () => {
    const issues = articleDocumentIssues({ ...document, author: "nobody", topics: ["cooking"] }, known);
    expect(issues).toEqual([
      expect.objectContaining({
        path: "author",
        message: expect.stringMatching(/“nobody” is not a team member/),
      }),
      expect.objectContaining({ path: "topics", message: expect.stringMatching(/“cooking” is not a topic/) }),
    ]);
  });

  it("refuses an article in no language, and a publication time without its offset", () => {
    const { en: _english, ar: _arabic, ...none } = document;
    expect(
      articleDocumentIssues(none, known)
        .map((issue) => issue.message)
        .join("\n"),
    ).toMatch(/at least one language/);
    expect(articleDocumentIssues({ ...document, published: "2026-12-01T09:00" }, known)).toEqual([
      expect.objectContaining({ path: "published", message: expect.stringMatching(/with its offset/) }),
    ]);
  });

  it("refuses a day its month does not have, which JavaScript's dates would roll over", () => {
    const en = document.en;
    if (en === undefined) throw new Error("the article has English");
    expect(
      articleDocumentIssues(
        { ...document, published: "2026-02-30T09:00:00+04:00", en: { ...en, updated: "2026-04-31" } },
        known,
      ),
    ).toEqual([
      expect.objectContaining({
        path: "published",
        message: expect.stringMatching(/not a real date and time/),
      }),
      expect.objectContaining({ path: "en.updated", message: expect.stringMatching(/not a real date/) }),
    ]);
    expect(articleDocumentIssues({ ...document, published: "2028-02-29T09:00:00+04:00" }, known)).toEqual([]);
  });

  it("says which line of a body the site cannot show", () => {
    const en = document.en;
    if (en === undefined) throw new Error("the article has English");
    const issues = articleDocumentIssues(
      { ...document, en: { ...en, body: "## Intro\n\n[a link](#nowhere)\n" } },
      known,
    );
    expect(issues).toEqual([
      expect.objectContaining({
        path: "en.body",
        message: expect.stringMatching(/^English text: .*#nowhere/),
      }),
    ]);
  });

  it("names a body's line the site cannot show even when another field is wrong too", () => {
    const ar = document.ar;
    if (ar === undefined) throw new Error("the article has Arabic");
    const issues = articleDocumentIssues(
      { ...document, author: "", ar: { ...ar, title: "", body: "فقرة.\n\n<b>عريض</b>" } },
      known,
    );
    expect(issues).toEqual([
      expect.objectContaining({ path: "author" }),
      expect.objectContaining({ path: "ar.title" }),
      { path: "ar.body", message: expect.stringMatching(/^Arabic text: line 3: HTML “<b>”/) },
    ]);
  });

  it("names articles' kinds by their slug, and no other kind", () => {
    expect(articleSlugOf(articleKind("pci-dss-4"))).toBe("pci-dss-4");
    expect(articleSlugOf("team")).toBeNull();
    expect(articleSlugOf("article:../team")).toBeNull();
  });
});
