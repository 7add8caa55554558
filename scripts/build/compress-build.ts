/**
 * Writes brotli (.br) and gzip (.gz) twins beside every compressible file of
 * the build, so the server picks one per request without compressing anything.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { compressibleExtensions } from "../../server/static/content-types.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressSummary {
  files: number;
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

async function compressFile(path: string): Promise<Omit<CompressSummary, "files">> {
  const original = await readFile(path);
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
  return {
    originalBytes: original.byteLength,
    brotliBytes: await writeTwin(`${path}.br`, original, br),
    gzipBytes: await writeTwin(`${path}.gz`, original, gz),
  };
}

export async function compressBuild(dir: string): Promise<CompressSummary> {
  const paths = await listCompressible(dir);
  const summary: CompressSummary = { files: paths.length, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // A few at a time: zlib work runs on libuv's small thread pool anyway.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const sizes = await compressFile(path);
      summary.originalBytes += sizes.originalBytes;
      summary.brotliBytes += sizes.brotliBytes;
      summary.gzipBytes += sizes.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return summary;
}

/** Compresses the static folder `dir`; returns the step's summary line. */
export async function compressStep(dir: string): Promise<string> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const summary = await compressBuild(dir);
  return `compress-build: ${summary.files} files in ${dir}: ${kb(summary.originalBytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`;
}
