import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { builtArticles, buildTime, readArticles, articlesLine } from "./read-articles.ts";

/**
 * The build's "articles" step: the files the prerendered article pages
 * show, their figures and cards, under the hashed names the pages were
 * given (the same reading of the same folder at the same BUILD_TIME gives
 * the same names), and the line saying which articles were built and which
 * wait for their time.
 */
export async function writeArticleFiles(contentDir: string, staticDir: string): Promise<string> {
  const read = readArticles(contentDir, buildTime());
  const { assets } = await builtArticles(contentDir, read);
  for (const asset of assets) {
    const target = join(staticDir, asset.url);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(asset.source, target);
  }
  return `${articlesLine(read)}; ${assets.length} figures and cards copied`;
}
