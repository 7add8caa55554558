import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { IMAGE_ID, MEDIA_URL_PATH, referencedImages } from "../../app/lib/image-variants.ts";

interface MediaFolders {
  /** The content files (CONTENT_DIR): `<kind>.json`. */
  contentDir: string;
  /** Where the images' variants are, a folder per image (MEDIA_DIR): content/media, or the server's uploads folder. */
  mediaDir: string;
  staticDir: string;
}

/**
 * Copies the variants of every image the content refers to, and no other,
 * from the media folder into the static folder's /media/, where static
 * hosts and the server serve them alike (decision 036). An image the
 * content names but the media folder lacks fails the build, naming both:
 * a page would otherwise show a broken image.
 */
export async function copyMedia({ contentDir, mediaDir, staticDir }: MediaFolders): Promise<string> {
  const files = existsSync(contentDir) ? readdirSync(contentDir).filter((name) => name.endsWith(".json")) : [];
  const referencedBy = new Map<string, string>();
  for (const file of files.sort()) {
    const content: unknown = JSON.parse(readFileSync(join(contentDir, file), "utf8"));
    for (const id of referencedImages(content)) if (!referencedBy.has(id)) referencedBy.set(id, file);
  }
  const target = join(staticDir, MEDIA_URL_PATH);
  let copied = 0;
  for (const [id, file] of referencedBy) {
    const source = join(mediaDir, id);
    // An id that is no image's could name any folder (`..`): never looked for.
    if (!IMAGE_ID.test(id) || !existsSync(source))
      throw new Error(
        `media: ${join(relative(process.cwd(), contentDir), file)} shows the image ${id}, which is not in ${mediaDir}: upload it again in the editor, or add its folder there`,
      );
    await mkdir(target, { recursive: true });
    await cp(source, join(target, id), { recursive: true });
    copied += readdirSync(source).length;
  }
  return `media: ${referencedBy.size} images the content shows (${copied} files) copied from ${mediaDir}`;
}
