/**
 * Writes brotli (.br) and gzip (.gz) twins beside every compressible file of
 * the build, so the server picks one per request without compressing anything.
 * Brotli at its best quality is most of a build's time once there are many
 * pages (200 articles: half of it), and most files are the same from one build
 * or publish to the next: each file's twins are kept in a cache under the hash
 * of its bytes and copied from there when the same bytes come again.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { compressibleExtensions } from "../../server/static/content-types.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the twins are kept between builds, beside the article cards' cache. */
export const defaultCompressCacheDir = fileURLToPath(
  new URL("../../node_modules/.cache/compressed", import.meta.url),
);

/** How compressBytes compresses, part of each cache key: other settings make other twins. */
const TWIN_SETTINGS = "brotli text quality 11; gzip level 9\n";

/** Twins not used by any build for this long are removed from the cache, so it holds what recent builds serve. */
const CACHE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface CompressSummary {
  files: number;
  /** Files whose twins came from the cache. */
  cached: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listCompressible(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A twin is only worth keeping when it is smaller; otherwise an old one is removed. */
async function writeTwin(path: string, original: Buffer, compressed: Buffer): Promise<number> {
  if (compressed.byteLength >= original.byteLength) {
    await rm(path, { force: true });
    return original.byteLength;
  }
  await writeFile(path, compressed);
  return compressed.byteLength;
}

/**
 * Puts `bytes` in the cache at `path` whole or not at all, under a name of
 * its own until then: another build, or another file of this one with the
 * same bytes, may be writing the same twin. The cache only saves time, so a
 * twin it cannot keep (a full or read-only disk) is left out, not an error.
 */
async function keepInCache(path: string, bytes: Buffer): Promise<void> {
  const partial = `${path}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, path);
  } catch {
    await rm(partial, { force: true }).catch(() => {});
  }
}

/** Both twins of these bytes from the cache, when it has them; each used one's time is renewed. */
async function cachedTwins(cacheDir: string, key: string): Promise<{ br: Buffer; gz: Buffer } | null> {
  const paths = [join(cacheDir, `${key}.br`), join(cacheDir, `${key}.gz`)] as const;
  try {
    const [br, gz] = await Promise.all(paths.map((path) => readFile(path)));
    const now = new Date();
    await Promise.all(paths.map((path) => utimes(path, now, now)));
    return br === undefined || gz === undefined ? null : { br, gz };
  } catch {
    return null;
  }
}

async function compressFile(path: string, cacheDir: string): Promise<Omit<CompressSummary, "files">> {
  const original = await readFile(path);
  const key = createHash("sha256").update(TWIN_SETTINGS).update(original).digest("hex");
  const cached = await cachedTwins(cacheDir, key);
  const { br, gz } = cached ?? (await compressBytes(original));
  if (cached === null) {
    await keepInCache(join(cacheDir, `${key}.br`), br);
    await keepInCache(join(cacheDir, `${key}.gz`), gz);
  }
  return {
    cached: cached === null ? 0 : 1,
    originalBytes: original.byteLength,
    brotliBytes: await writeTwin(`${path}.br`, original, br),
    gzipBytes: await writeTwin(`${path}.gz`, original, gz),
  };
}

async function compressBytes(original: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Removes the cache's twins no build has used for CACHE_KEPT_MS. */
async function trimCache(cacheDir: string): Promise<void> {
  const oldest = Date.now() - CACHE_KEPT_MS;
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < oldest) await rm(path, { force: true });
  }
}

export async function compressBuild(dir: string, cacheDir = defaultCompressCacheDir): Promise<CompressSummary> {
  await mkdir(cacheDir, { recursive: true }).catch(() => {});
  const paths = await listCompressible(dir);
  const summary: CompressSummary = { files: paths.length, cached: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // A few at a time: zlib work runs on libuv's small thread pool anyway.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const sizes = await compressFile(path, cacheDir);
      summary.cached += sizes.cached;
      summary.originalBytes += sizes.originalBytes;
      summary.brotliBytes += sizes.brotliBytes;
      summary.gzipBytes += sizes.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await trimCache(cacheDir).catch(() => {});
  return summary;
}

/** Compresses the static folder `dir`; returns the step's summary line. */
export async function compressStep(dir: string): Promise<string> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const summary = await compressBuild(dir);
  return `compress-build: ${summary.files} files in ${dir} (${summary.cached} from the cache): ${kb(summary.originalBytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`;
}
