import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The paths the README's "Folder layout" tree names, each joined to its parent folder by indentation. */
function treePaths(readme: string): string[] {
  const section = readme.slice(readme.indexOf("## Folder layout"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error("README.md has no tree under ## Folder layout");
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of block.split("\n")) {
    const match = /^( *)(\S.*?)(?: {2,}.*)?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? "").length / 2;
    const names = (match[2] ?? "").split(/,\s*/);
    parents.length = depth;
    for (const name of names) paths.push(path.posix.join(...parents, name));
    const folder = names.at(-1) ?? "";
    parents[depth] = folder.endsWith("/") ? folder.slice(0, -1) : folder;
  }
  return paths;
}

const readme = readFileSync(path.join(root, "README.md"), "utf8");
const named = treePaths(readme);

it("names only files and folders that exist", () => {
  expect(named.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
});

it("names every folder of app/ and server/", () => {
  // Folders that hold a file: an empty one left behind by a move is not part of the tree git keeps.
  const folders = ["app", "server"].flatMap((top) =>
    readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("+"))
      .filter((entry) => readdirSync(path.join(root, top, entry.name), { recursive: true, withFileTypes: true }).some((file) => file.isFile()))
      .map((entry) => `${top}/${entry.name}/`),
  );
  expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
});
