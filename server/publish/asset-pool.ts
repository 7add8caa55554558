import { copyFile, link, mkdir, readdir, readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * Hashed assets outlive the site that built them (decision 035): a page
 * opened before a publish goes on loading the chunks, stylesheet and fonts it
 * was built with. Every asset a served site retires goes into one pool, its
 * time there counted from the moment it stopped being served; a site about
 * to be served gets hard links to every pooled asset of the last week in its
 * own assets folder, so the static responder finds them with the rest.
 */

/** How long a retired asset is served: a page left open longer reloads into the new site. */
export const ASSET_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Beside a site's static folder: the assets that came from the pool, not from its own build. */
const CARRIED_FILE = "carried-assets.json";

/** The folder of hashed assets in a static folder (build-layout: Vite's `assets/`). */
const assetsOf = (staticDir: string) => join(staticDir, "assets");

async function fileNames(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function carriedInto(staticDir: string): Promise<ReadonlySet<string>> {
  try {
    const names: unknown = JSON.parse(await readFile(join(dirname(staticDir), CARRIED_FILE), "utf8"));
    return new Set(Array.isArray(names) ? names.filter((name) => typeof name === "string") : []);
  } catch {
    return new Set();
  }
}

/** A hard link costs no space; a site outside the server's disk (the repository's build/) is copied. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
  }
}

export interface CarryAssets {
  poolDir: string;
  /** The static folder served until now. */
  outgoing: string;
  /** The static folder about to be served. */
  incoming: string;
  now: Date;
  retentionMs: number;
}

/**
 * Pools the outgoing site's own assets (retired now), forgets those retired
 * more than `retentionMs` ago, and links the rest into the incoming site.
 */
export async function carryEarlierAssets({
  poolDir,
  outgoing,
  incoming,
  now,
  retentionMs,
}: CarryAssets): Promise<void> {
  await mkdir(poolDir, { recursive: true });
  const pooled = new Set(await fileNames(poolDir));
  const carriedBefore = await carriedInto(outgoing);
  for (const name of await fileNames(assetsOf(outgoing))) {
    // What the outgoing site carried was retired earlier: its clock keeps running.
    if (carriedBefore.has(name)) continue;
    const inPool = join(poolDir, name);
    if (!pooled.has(name)) await linkOrCopy(join(assetsOf(outgoing), name), inPool);
    await utimes(inPool, now, now);
    pooled.add(name);
  }
  const oldest = now.getTime() - retentionMs;
  const own = new Set(await fileNames(assetsOf(incoming)));
  const carried: string[] = [];
  for (const name of pooled) {
    const inPool = join(poolDir, name);
    if ((await stat(inPool)).mtimeMs < oldest) {
      await unlink(inPool);
    } else if (!own.has(name)) {
      await linkOrCopy(inPool, join(assetsOf(incoming), name));
      carried.push(name);
    }
  }
  await writeFile(join(dirname(incoming), CARRIED_FILE), `${JSON.stringify(carried.sort())}\n`);
}
