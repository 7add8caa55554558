/**
 * An article's folder (`articles/<slug>/`: article.json, one `<lang>.md` with
 * front matter per language, its figures) and its document in the content
 * store (schema/article-document.ts), each made from the other: the server
 * imports a deployment's folders as documents, and writes documents back as
 * folders for the build and for an export. The build's reader
 * (scripts/build/read-articles.ts) splits the front matter the same way.
 */
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { locales, type Locale } from "../config/locales.ts";
import type { ArticleDocument, ArticleFigure } from "./schema/article-document.ts";

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** A Markdown file's front matter (as YAML text) and body, and the file's line the body starts on; null without front matter. */
export function splitFrontMatter(source: string): { yaml: string; body: string; bodyLine: number } | null {
  const text = source.replace(/\r\n?/g, "\n");
  const match = FRONT_MATTER.exec(text);
  if (match === null) return null;
  return { yaml: match[1] ?? "", body: text.slice(match[0].length), bodyLine: match[0].split("\n").length };
}

/** A file of the folder: its name and its text. */
interface FolderFile {
  name: string;
  text: string;
}

/** The folder's text files for a document; its figures are the uploads the document names (`document.figures`). */
export function articleFolderFiles(document: ArticleDocument): FolderFile[] {
  const { author, topics, services, published, example, withdrawn } = document;
  const meta = {
    author,
    topics,
    services,
    published,
    ...(example === undefined ? {} : { example }),
    ...(withdrawn === undefined ? {} : { withdrawn }),
  };
  const files: FolderFile[] = [{ name: "article.json", text: `${JSON.stringify(meta, null, 2)}\n` }];
  for (const locale of locales) {
    const text = document[locale];
    if (text === undefined) continue;
    const front = stringifyYaml(
      { title: text.title, summary: text.summary, updated: text.updated },
      { lineWidth: 0 },
    );
    files.push({ name: `${locale}.md`, text: `---\n${front}---\n\n${text.body.trim()}\n` });
  }
  return files;
}

/**
 * A document from a folder as read: article.json's value, each language's
 * Markdown file, and its figures as uploaded. Not yet checked: the caller
 * validates it (articleDocumentIssues) and says which folder is wrong.
 */
export function articleDocumentOf(folder: {
  meta: unknown;
  texts: Partial<Record<Locale, string>>;
  figures: readonly ArticleFigure[];
}): unknown {
  const languages: Partial<Record<Locale, unknown>> = {};
  for (const locale of locales) {
    const source = folder.texts[locale];
    if (source === undefined) continue;
    const split = splitFrontMatter(source);
    const front: unknown = split === null ? null : parseYaml(split.yaml);
    const fields = typeof front === "object" && front !== null ? (front as Record<string, unknown>) : {};
    // YAML reads an unquoted 2026-11-10 as a date; the document keeps the text that was written.
    const updated =
      fields.updated instanceof Date ? fields.updated.toISOString().slice(0, 10) : fields.updated;
    languages[locale] = { ...fields, updated, body: (split?.body ?? source).trim() };
  }
  const meta = typeof folder.meta === "object" && folder.meta !== null ? folder.meta : {};
  return { ...meta, figures: [...folder.figures], ...languages };
}
