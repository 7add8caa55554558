import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { JsonValue, SiteContent } from "./content-tree.ts";

/** content/revision.json: which revision the files were exported from, so a deployment merges against it. */
const REVISION_FILE = "revision.json";

/** Pretty JSON as the repository keeps it: 2 spaces and a closing newline, so a diff reads line by line. */
const asFile = (value: JsonValue) => `${JSON.stringify(value, null, 2)}\n`;

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
