import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What the README and the guides in docs/ state about the repository stays true: the folder tree in
 * docs/architecture.md, the README's top-level pointers and scripts, and every link between them.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string): string => readFileSync(path.join(root, file), "utf8");

/** The first fenced block after `heading`. */
function blockUnder(markdown: string, heading: string, file: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  const block = start < 0 ? undefined : /```\n([\s\S]*?)```/.exec(markdown.slice(start))?.[1];
  if (block === undefined) throw new Error(`${file} has no fenced block under ${heading}`);
  return block;
}

/** The paths a tree block names, each joined to its parent folder by indentation. */
function treePaths(block: string): string[] {
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

const missing = (paths: string[]): string[] => paths.filter((name) => !existsSync(path.join(root, name)));

describe("docs/architecture.md's tree", () => {
  const named = treePaths(blockUnder(read("docs/architecture.md"), "## The tree", "docs/architecture.md"));

  it("names only files and folders that exist", () => {
    expect(missing(named)).toEqual([]);
  });

  it("names every folder of app/ and server/", () => {
    // Folders that hold a file: an empty one left behind by a move is not part of the tree git keeps.
    const folders = ["app", "server"].flatMap((top) =>
      readdirSync(path.join(root, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith("+"))
        .filter((entry) =>
          readdirSync(path.join(root, top, entry.name), { recursive: true, withFileTypes: true }).some(
            (file) => file.isFile(),
          ),
        )
        .map((entry) => `${top}/${entry.name}/`),
    );
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });
});

describe("the README", () => {
  const readme = read("README.md");

  it("points only at top-level files and folders that exist", () => {
    expect(missing(treePaths(blockUnder(readme, "## Where things are", "README.md")))).toEqual([]);
  });

  const scripts = Object.keys(
    (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts,
  );
  const run = [...readme.matchAll(/npm run (?:-s )?([a-z][\w:.-]*)/g)].map((match) => match[1] ?? "");

  it("runs only scripts package.json has", () => {
    expect(run.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("names every script of package.json", () => {
    // `npm start` and `npm test` need no `run`; a lifecycle hook (`pretest`) is named as itself.
    const named = new Set([
      ...run,
      ...[...readme.matchAll(/`npm (start|test)`/g)].map((match) => match[1] ?? ""),
      ...[...readme.matchAll(/`((?:pre|post)[\w:.-]+)`/g)].map((match) => match[1] ?? ""),
    ]);
    expect(scripts.filter((name) => !named.has(name))).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (match[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, "");
}

describe("links between the README and the guides", () => {
  const files = [
    "README.md",
    ...readdirSync(path.join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`),
    ...readdirSync(path.join(root, "docs/decisions"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/decisions/${name}`),
  ];

  it("lead to files that exist and headings they have", () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const match of withoutCode(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1] ?? "";
        if (/^[a-z]+:/i.test(link)) continue;
        const [target = "", anchor] = link.split("#");
        const resolved = target === "" ? file : path.posix.join(path.posix.dirname(file), target);
        if (!existsSync(path.join(root, resolved))) broken.push(`${file}: ${link}`);
        else if (anchor !== undefined && resolved.endsWith(".md") && !anchors(read(resolved)).has(anchor)) {
          broken.push(`${file}: ${link}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
