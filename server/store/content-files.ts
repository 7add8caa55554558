import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { articleFolderFiles } from "../../app/content/article-folder.ts";
import { articleSlugOf, type ArticleDocument } from "../../app/content/schema/article-document.ts";
import type { Locale } from "../../app/config/locales.ts";
import { locales } from "../../app/config/locales.ts";
import { IMAGE_ID, referencedImages, variantFileName } from "../../app/lib/image-variants.ts";
import type { JsonValue, SiteContent } from "./content-tree.ts";

/** The repository's content files, which seed a new install and which a deployment brings (decision 034). */
export const REPOSITORY_CONTENT_DIR = fileURLToPath(new URL("../../content", import.meta.url));

/** content/revision.json: which revision the files were exported from, so a deployment merges against it. */
const REVISION_FILE = "revision.json";

/** Pretty JSON as the repository keeps it: 2 spaces and a closing newline, so a diff reads line by line. */
const asFile = (value: JsonValue) => `${JSON.stringify(value, null, 2)}\n`;

/** The folder beside the content files that holds the images they show, as the build reads it (decision 036). */
const MEDIA_FOLDER = "media";

/**
 * Makes <dir>/media hold exactly the images `content` shows, each image's
 * folder of variants copied from the uploads folder, so a build from the
 * exported files finds every picture; images of earlier exports it no longer
 * shows are removed. Throws, writing nothing, when an image is not in
 * `uploadsDir`. Returns the number of images.
 */
export async function writeContentMedia(
  dir: string,
  content: SiteContent,
  uploadsDir: string,
): Promise<number> {
  const ids = [...referencedImages(content)].sort();
  const missing = ids.filter((id) => !IMAGE_ID.test(id) || !existsSync(join(uploadsDir, id)));
  if (missing.length > 0)
    throw new Error(
      `The uploads folder ${uploadsDir} lacks the images ${missing.join(", ")}, which the content shows.`,
    );
  const media = join(dir, MEDIA_FOLDER);
  if (ids.length === 0 && !existsSync(media)) return 0;
  await mkdir(media, { recursive: true });
  for (const name of await readdir(media))
    if (IMAGE_ID.test(name) && !ids.includes(name))
      await rm(join(media, name), { recursive: true, force: true });
  for (const id of ids) await cp(join(uploadsDir, id), join(media, id), { recursive: true });
  return ids.length;
}

/** The folder of a content folder that holds one folder per article (scripts/build/read-articles.ts reads it). */
const ARTICLES_FOLDER = "articles";

/** The file of an uploaded figure in the uploads folder: its one PNG, at its own width. */
const figurePath = (uploadsDir: string, figure: ArticleDocument["figures"][number]) =>
  join(uploadsDir, figure.id, variantFileName(figure.width, "png"));

/**
 * Writes every article of `content` as <dir>/articles/<slug>/ (article.json,
 * <lang>.md, its figures from the uploads folder: linked for a build, copied
 * for an export) and removes the folders of articles it no longer has. A
 * file the server does not keep (a figure's source drawing) is left as it
 * is. Throws, before writing, when a figure is not in `uploadsDir`. Returns
 * the number of articles.
 */
export async function writeArticleFolders(
  dir: string,
  content: SiteContent,
  uploadsDir: string,
  figures: "link" | "copy",
): Promise<number> {
  const articles = Object.entries(content).flatMap(([kind, document]) => {
    const slug = articleSlugOf(kind);
    return slug === null ? [] : [{ slug, document: document as unknown as ArticleDocument }];
  });
  const missing = articles.flatMap(({ slug, document }) =>
    document.figures
      .filter((figure) => !existsSync(figurePath(uploadsDir, figure)))
      .map((figure) => `${slug}/${figure.file}`),
  );
  if (missing.length > 0)
    throw new Error(`The uploads folder ${uploadsDir} lacks the articles' figures ${missing.join(", ")}.`);
  const root = join(dir, ARTICLES_FOLDER);
  if (articles.length === 0 && !existsSync(root)) return 0;
  await mkdir(root, { recursive: true });
  const slugs = new Set(articles.map(({ slug }) => slug));
  for (const entry of await readdir(root, { withFileTypes: true }))
    if (entry.isDirectory() && !slugs.has(entry.name))
      await rm(join(root, entry.name), { recursive: true, force: true });
  for (const { slug, document } of articles) {
    const folder = join(root, slug);
    await mkdir(folder, { recursive: true });
    // A language the article no longer has must not stay behind as a page.
    for (const locale of locales) await rm(join(folder, `${locale}.md`), { force: true });
    for (const file of articleFolderFiles(document)) await writeFile(join(folder, file.name), file.text);
    for (const figure of document.figures) {
      const target = join(folder, figure.file);
      await rm(target, { force: true });
      if (figures === "link") await symlink(figurePath(uploadsDir, figure), target);
      else await copyFile(figurePath(uploadsDir, figure), target);
    }
  }
  return articles.length;
}

/** An article's folder as found: article.json's value, each language's Markdown file, its figures' files. */
export interface ArticleFolder {
  slug: string;
  meta: unknown;
  texts: Partial<Record<Locale, string>>;
  /** Each figure the folder holds (a PNG): its name and path. */
  figures: { file: string; path: string }[];
}

/** The article folders of a content folder, read as they are; checking them is the caller's (it knows the uploads). */
export async function readArticleFolders(dir: string): Promise<ArticleFolder[]> {
  const root = join(dir, ARTICLES_FOLDER);
  if (!existsSync(root)) return [];
  const folders: ArticleFolder[] = [];
  for (const entry of (await readdir(root, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (!entry.isDirectory()) continue;
    const folder = join(root, entry.name);
    const metaPath = join(folder, "article.json");
    let meta: unknown = null;
    if (existsSync(metaPath)) {
      try {
        meta = JSON.parse(await readFile(metaPath, "utf8"));
      } catch (error) {
        throw new Error(
          `${metaPath} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      }
    }
    const texts: ArticleFolder["texts"] = {};
    for (const locale of locales) {
      const path = join(folder, `${locale}.md`);
      if (existsSync(path)) texts[locale] = await readFile(path, "utf8");
    }
    const figures = (await readdir(folder))
      .filter((name) => name.endsWith(".png"))
      .sort()
      .map((file) => ({ file, path: join(folder, file) }));
    folders.push({ slug: entry.name, meta, texts, figures });
  }
  return folders;
}

/** Writes each kind as <dir>/<kind>.json and <dir>/revision.json naming the revision (articles: writeArticleFolders); returns the paths written. */
export async function writeContentFiles(
  dir: string,
  revision: { number: number; content: SiteContent },
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files = [
    ...Object.entries(revision.content)
      .filter(([kind]) => articleSlugOf(kind) === null)
      .map(([kind, data]) => [`${kind}.json`, asFile(data)] as const),
    [REVISION_FILE, asFile({ revision: revision.number })] as const,
  ];
  for (const [name, text] of files) await writeFile(join(dir, name), text);
  return files.map(([name]) => join(dir, name));
}

/** Reads <dir>/<kind>.json for every kind there, and the revision they came from (null: never exported). */
export async function readContentFiles(
  dir: string,
): Promise<{ files: SiteContent; baseRevision: number | null }> {
  const files: SiteContent = {};
  let baseRevision: number | null = null;
  for (const name of (await readdir(dir)).filter((entry) => entry.endsWith(".json")).sort()) {
    const path = join(dir, name);
    let value: JsonValue;
    try {
      value = JSON.parse(await readFile(path, "utf8")) as JsonValue;
    } catch (error) {
      throw new Error(
        `${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    if (name !== REVISION_FILE) files[basename(name, ".json")] = value;
    else baseRevision = revisionNumberIn(value, path);
  }
  return { files, baseRevision };
}

function revisionNumberIn(value: JsonValue, path: string): number {
  const number =
    typeof value === "object" && value !== null && !Array.isArray(value) ? value.revision : undefined;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 1)
    throw new Error(`${path} should say { "revision": <a revision number> }.`);
  return number;
}
