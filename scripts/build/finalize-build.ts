import { existsSync } from "node:fs";
import { rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { localeInfo, locales } from "../../app/config/locales.ts";

/**
 * React Router writes every prerendered path as `<path>/index.html`. Static
 * hosts and our server expect each language's success page at
 * `<prefix>/success.html` and its not-found page at `<prefix>/404.html`, so
 * move those into place. Fails when a page to move is not where React Router
 * writes it, so a change in its output stops the build here.
 */
async function moveIndex(root: string, fromDir: string, toFile: string): Promise<void> {
  const source = path.join(root, fromDir, "index.html");
  if (!existsSync(source)) throw new Error(`finalize-build: ${source} is missing; was it prerendered?`);
  const tmp = path.join(root, `${toFile}.tmp`);
  await rename(source, tmp);
  await rmdir(path.join(root, fromDir));
  await rename(tmp, path.join(root, toFile));
}

/** Moves the pages into place in the static folder `root`; returns the step's summary line. */
export async function finalizeBuild(root: string): Promise<string> {
  for (const locale of locales) {
    const folder = localeInfo[locale].prefix.replace(/^\//, "");
    await moveIndex(root, path.join(folder, "success.html"), path.join(folder, "success.html"));
    await moveIndex(root, path.join(folder, "404"), path.join(folder, "404.html"));
  }
  // Every path is prerendered, so the SPA fallback is never served.
  await rm(path.join(root, "__spa-fallback.html"), { force: true });
  return `finalize-build: success.html and 404.html of ${locales.join(", ")} in place in ${root}`;
}
