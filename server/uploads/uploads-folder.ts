import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_ID, variantFileName, variantFormats, type ImageFormat } from "../../app/lib/image-variants.ts";
import type { ConvertedVariant } from "./convert-image.ts";

/** A variant's file name as served: "<width>.<format>", nothing else. */
const VARIANT_FILE = new RegExp(`^[1-9]\\d{0,4}\\.(${variantFormats.join("|")})$`);

/** Folders being written start with this: a dotfile, never served, and swept once stale. */
const INCOMING = ".incoming-";

/** An incoming folder older than this was left by a process that stopped mid-write. */
const STALE_INCOMING_MS = 60 * 60 * 1000;

export interface UploadsFolder {
  /** Whether an image's variants are all there: its folder appears whole or not at all. */
  has(id: string): boolean;
  /** Writes an image's variants into its folder at once; if it is there already, leaves it as it is. */
  write(id: string, variants: readonly ConvertedVariant[]): Promise<void>;
  /** The file of a variant and its format, or null for any name that is not one (`..`, another folder, a made-up file). */
  file(id: string, name: string): { path: string; format: ImageFormat } | null;
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes what a stopped process left half-written; another instance's write in progress is younger than the hour. */
async function sweepIncoming(dir: string, now: number): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(INCOMING)) continue;
    const path = join(dir, entry.name);
    if (now - (await stat(path)).mtimeMs > STALE_INCOMING_MS)
      await rm(path, { recursive: true, force: true });
  }
}

/**
 * The uploads folder (UPLOADS_DIR, `<data>/uploads` by default): one folder
 * per image, named by its id, holding its variants. An image's folder is
 * written under a temporary name, its files synced, and renamed into place,
 * so a reader (the server, the build, a backup) sees all of it or nothing.
 */
export async function openUploadsFolder(dir: string, now = Date.now()): Promise<UploadsFolder> {
  await mkdir(dir, { recursive: true });
  await sweepIncoming(dir, now);
  return {
    has: (id) => IMAGE_ID.test(id) && existsSync(join(dir, id)),
    async write(id, variants) {
      if (!IMAGE_ID.test(id)) throw new Error(`not an image id: ${id}`);
      if (existsSync(join(dir, id))) return;
      const incoming = join(dir, `${INCOMING}${randomBytes(8).toString("hex")}`);
      await mkdir(incoming);
      try {
        for (const variant of variants) {
          const file = join(incoming, variantFileName(variant.width, variant.format));
          await writeFile(file, variant.bytes, { flag: "wx" });
          await syncPath(file);
        }
        await syncPath(incoming);
        await rename(incoming, join(dir, id));
        await syncPath(dir);
      } catch (error) {
        await rm(incoming, { recursive: true, force: true });
        // Another request (or instance) put the same image in place first: the same files.
        if (existsSync(join(dir, id))) return;
        throw error;
      }
    },
    file(id, name) {
      const format = variantFormats.find((known) => name.endsWith(`.${known}`));
      return IMAGE_ID.test(id) && VARIANT_FILE.test(name) && format !== undefined
        ? { path: join(dir, id, name), format }
        : null;
    },
  };
}
