import { existsSync, readFileSync } from "node:fs";
import { viteManifestPath } from "../build-layout.ts";

/** The part of a Vite manifest entry read here (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  /** Keys of the chunks this one imports statically. */
  imports: readonly string[];
  css: readonly string[];
  assets: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Reads the client build's Vite manifest, which the pipeline leaves beside the static folder. */
export function readViteManifest(staticDir: string): ViteManifest {
  const path = viteManifestPath(staticDir);
  if (!existsSync(path)) throw new Error(`The site's Vite manifest is missing (${path}): run npm run build.`);
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof parsed !== "object" || parsed === null)
    throw new Error(`${path} is not a Vite manifest: run npm run build.`);
  const manifest: Record<string, ManifestChunk> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    if (typeof entry !== "object" || entry === null || !("file" in entry) || typeof entry.file !== "string") {
      throw new Error(`${path}: the entry ${key} names no file: run npm run build.`);
    }
    const imports = "imports" in entry ? entry.imports : [];
    const css = "css" in entry ? entry.css : [];
    const assets = "assets" in entry ? entry.assets : [];
    if (!strings(imports) || !strings(css) || !strings(assets))
      throw new Error(`${path}: the entry ${key} has malformed imports, css or assets: run npm run build.`);
    manifest[key] = { file: entry.file, imports, css, assets };
  }
  return manifest;
}
