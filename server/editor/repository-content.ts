import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { articleDocumentOf } from "../../app/content/article-folder.ts";
import {
  articleDocumentIssues,
  articleKind,
  type ArticleFigure,
} from "../../app/content/schema/article-document.ts";
import { knownIdsIn } from "../../app/content/schema/article.ts";
import type { SiteContent } from "../store/content-tree.ts";
import { readArticleFolders, readContentFiles } from "../store/content-files.ts";
import { convertImage } from "../uploads/convert-image.ts";
import type { UploadsFolder } from "../uploads/uploads-folder.ts";
import { imageId } from "../uploads/uploads.ts";

/** A figure of a folder as an uploaded one: converted into the uploads folder once, named by its bytes like a staff upload. */
async function uploadedFigure(file: string, path: string, folder: UploadsFolder): Promise<ArticleFigure> {
  const bytes = await readFile(path);
  const id = imageId("article-figure", bytes);
  if (!folder.has(id)) {
    const conversion = await convertImage(bytes, "image/png", "article-figure");
    if (!conversion.ok)
      throw new Error(`${path} cannot be an article's figure (${conversion.problem.kind}).`);
    await folder.write(id, conversion.image.variants);
  }
  // A figure is kept at its own size, so the file's header says what the upload's record would.
  const { width, height } = (await sharp(bytes).metadata()).autoOrient;
  return { file, id, width, height };
}

/**
 * A content folder as the content store takes it (decision 043): each kind's
 * file, and each article's folder as its document, `article:<slug>`, whose
 * figures are put in the uploads folder. A folder the site could not build
 * stops the start, naming the folder and what is wrong, as the build would.
 */
export async function readRepositoryContent(
  dir: string,
  uploads: UploadsFolder,
): Promise<{ files: SiteContent; baseRevision: number | null }> {
  const { files, baseRevision } = await readContentFiles(dir);
  const known = knownIdsIn(files);
  const problems: string[] = [];
  for (const article of await readArticleFolders(dir)) {
    const figures: ArticleFigure[] = [];
    for (const { file, path } of article.figures) figures.push(await uploadedFigure(file, path, uploads));
    const document = articleDocumentOf({ meta: article.meta, texts: article.texts, figures });
    const issues = articleDocumentIssues(document, known);
    if (issues.length > 0)
      problems.push(...issues.map((issue) => `articles/${article.slug}: ${issue.message}`));
    else files[articleKind(article.slug)] = document as SiteContent[string];
  }
  if (problems.length > 0)
    throw new Error(
      `The content folder ${dir} has articles the site cannot show:\n  ${problems.join("\n  ")}`,
    );
  return { files, baseRevision };
}
