import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Folders named 1, 2, 3… under one parent: the revisions a publish builds
 * and the previews. The highest number is the newest; a folder is complete
 * once it was served (a revision) or built (a preview): one a crash or a
 * failed switch left behind is never served, and is pruned with the old ones.
 */

/** Written into a folder once it is complete. */
const COMPLETE_FILE = "built.json";

/** The numbers of the folders under `parent`, newest first; none when it does not exist yet. */
function folderNumbers(parent: string): number[] {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  return names
    .filter((name) => /^[1-9]\d*$/.test(name))
    .map(Number)
    .sort((a, b) => b - a);
}

/** Makes the next folder, empty, and returns its path. */
export async function makeNextFolder(parent: string): Promise<{ number: number; dir: string }> {
  const number = (folderNumbers(parent)[0] ?? 0) + 1;
  const dir = join(parent, String(number));
  await mkdir(dir, { recursive: true });
  return { number, dir };
}

/** Removes every folder but the newest `keep`, and never `spared` (the one being served). */
export async function pruneFolders(parent: string, keep: number, spared: string | null): Promise<void> {
  const old = folderNumbers(parent).slice(keep);
  for (const number of old) {
    const dir = join(parent, String(number));
    if (dir !== spared) await rm(dir, { recursive: true, force: true });
  }
}

/** What a complete folder says of itself: when it was built, and for a revision, which one from which code. */
export interface FolderRecord {
  builtAt: string;
  revision?: number;
  code?: string;
}

export async function markComplete(dir: string, record: FolderRecord): Promise<void> {
  await writeFile(join(dir, COMPLETE_FILE), `${JSON.stringify(record)}\n`);
}

/** The record of complete folder `number`; null when it is not complete or unreadable. */
export function folderRecord(parent: string, number: number): FolderRecord | null {
  try {
    return JSON.parse(readFileSync(join(parent, String(number), COMPLETE_FILE), "utf8")) as FolderRecord;
  } catch {
    return null;
  }
}

/** The numbers of the complete folders under `parent`, newest first. */
export function completeFolderNumbers(parent: string): number[] {
  return folderNumbers(parent).filter((number) => existsSync(join(parent, String(number), COMPLETE_FILE)));
}
