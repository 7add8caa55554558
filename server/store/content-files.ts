import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { IMAGE_ID, referencedImages } from "../../app/lib/image-variants.ts";
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

/** Writes each kind as <dir>/<kind>.json and <dir>/revision.json naming the revision; returns the paths written. */
export async function writeContentFiles(
  dir: string,
  revision: { number: number; content: SiteContent },
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files = [
    ...Object.entries(revision.content).map(([kind, data]) => [`${kind}.json`, asFile(data)] as const),
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
