import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const projectRootOfServer = fileURLToPath(new URL("../..", import.meta.url));

/** What a build is made of besides the database's content: the site's and the server's code, its assets, the build's settings. */
const CODE_FOLDERS = ["app", "scripts", "server", "public"];
const CODE_FILES = [
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
  "vite.inbox-script.config.ts",
  "vite.server-pages.config.ts",
];

/**
 * A digest of the code that builds the site: a revision built by a server
 * of other code is built again rather than served, so a deployment's fixes
 * reach the published site at the next start. The content files (content/,
 * articles included) are not part of it: published content comes from the
 * database.
 */
export async function codeDigest(projectRoot = projectRootOfServer): Promise<string> {
  const files = [...CODE_FILES];
  for (const folder of CODE_FOLDERS) {
    const entries = await readdir(join(projectRoot, folder), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries)
      if (entry.isFile()) files.push(relative(projectRoot, join(entry.parentPath, entry.name)));
  }
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const bytes = await readFile(join(projectRoot, file)).catch(() => null);
    if (bytes === null) continue;
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex").slice(0, 16);
}
