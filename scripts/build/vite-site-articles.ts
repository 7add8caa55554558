/**
 * The published articles as `virtual:site-articles` (app/content/articles.ts):
 * read from CONTENT_DIR's articles/ folder at the build's time, checked, their
 * bodies parsed, figures and cards named by their hashes (read-articles.ts).
 * Only the pages' loaders import it, so it lives in the prerender's bundle
 * and never in a browser's. The build's "articles" step copies the files.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { builtArticles, buildTime, readArticles } from "./read-articles.ts";
import { contentDir } from "./vite-site-content.ts";

const VIRTUAL_ID = "virtual:site-articles";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function siteArticles(): Plugin {
  return {
    name: "dunecrest:site-articles",
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(join(contentDir(), "articles"));
      const dir = contentDir();
      const { site } = await builtArticles(dir, readArticles(dir, buildTime()));
      return `export default ${JSON.stringify(site)};`;
    },
  };
}
