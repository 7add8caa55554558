/**
 * `npm run build`: the whole build, every step in the order it needs. Each
 * step says beside it why it comes where it does; each prints one summary
 * line. A step that finds the output of the one before it not as it expects
 * throws, and the build stops there.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, rmdir, symlink } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build as viteBuild } from "vite";
import { locales } from "../../app/config/locales.ts";
import { STATIC_DIR, viteManifestPath, viteManifestWrittenPath } from "../../server/build-layout.ts";
import { failedLine, stepLine } from "../../server/publish/build-lines.ts";
import { readHeadLinks } from "../../server/render/head-links.ts";
import { loadServerPages } from "../../server/render/server-pages.ts";
import { compressStep } from "./compress-build.ts";
import { writeArticleFiles } from "./article-files.ts";
import { copyMedia } from "./copy-media.ts";
import { contentDir } from "./vite-site-content.ts";
import { deferHydration } from "./defer-hydration.ts";
import { finalizeBuild } from "./finalize-build.ts";
import { writeSearchIndex } from "./search-index.ts";
import { checkSecurityHeaders, writeSecurityHeaders } from "./security-headers.ts";

// One moment for the whole build: the prerender (a child process) and the articles step below
// agree on which articles are due (scripts/build/read-articles.ts).
process.env.BUILD_TIME ??= new Date().toISOString();

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const staticDir = resolve(projectRoot, STATIC_DIR);
const projectFile = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

/**
 * React Router prerenders by importing its server build from the build folder, and Node finds
 * that build's packages from there upwards: a build folder outside the project (BUILD_OUTPUT_DIR,
 * as the server's publish sets it) gets a link to the project's node_modules for that time.
 */
async function withPackagesReachable(run: () => Promise<void>): Promise<void> {
  const buildDir = dirname(staticDir);
  const fromProject = relative(projectRoot, buildDir);
  if (!fromProject.startsWith("..") && !isAbsolute(fromProject)) return run();
  const link = join(buildDir, "node_modules");
  await mkdir(buildDir, { recursive: true });
  await symlink(projectFile("node_modules"), link, "dir");
  try {
    await run();
  } finally {
    await rm(link, { force: true });
  }
}

/** Runs React Router's own CLI: it has no public JavaScript API for a build with prerendering. */
function reactRouterBuild(): Promise<void> {
  return withPackagesReachable(() => new Promise((done, fail) => {
    const child = spawn(process.execPath, [projectFile("node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: projectRoot, stdio: "inherit" });
    child.once("error", fail);
    child.once("exit", (code, signal) => (code === 0 ? done() : fail(new Error(`react-router build failed (${signal ?? `exit code ${code}`})`))));
  }));
}

/** Moves the client build's Vite manifest out of the served folder, to where the server and scripts/budgets/size.ts read it. */
async function moveViteManifest(): Promise<string> {
  const written = viteManifestWrittenPath(staticDir);
  if (!existsSync(written)) throw new Error(`vite-manifest: the client build wrote no manifest at ${written}; is build.manifest on in vite.config.ts?`);
  await mkdir(dirname(viteManifestPath(staticDir)), { recursive: true });
  await rename(written, viteManifestPath(staticDir));
  await rmdir(dirname(written));
  return `vite-manifest: moved out of the served folder to ${viteManifestPath(staticDir)}`;
}

/** Fails the build, not the server's start, when the server's pages cannot find their stylesheet and fonts. */
async function checkServerHeadLinks(): Promise<string> {
  const headLinks = readHeadLinks(staticDir, await loadServerPages(staticDir));
  const counts = locales.map((locale) => `${locale} ${headLinks[locale].length}`).join(", ");
  return `server-pages: head links from the Vite manifest (${counts})`;
}

const steps: readonly { name: string; run: () => Promise<string> | Promise<void> }[] = [
  {
    // First: it empties build/client and prerenders every page into it; everything after works on its output.
    name: "prerender",
    run: reactRouterBuild,
  },
  {
    // Straight after the client build, before anything indexes, serves or compresses build/client:
    // the manifest is for the server and scripts/budgets/size.ts, not for browsers.
    name: "vite manifest",
    run: moveViteManifest,
  },
  {
    // Its own output folder, so anywhere after the prerender; before the check below, which loads it.
    name: "server pages",
    run: async () => {
      await viteBuild({ configFile: projectFile("vite.server-pages.config.ts") });
    },
  },
  {
    // Needs the Vite manifest (moved above) and the server pages bundle (built above).
    name: "server head links",
    run: checkServerHeadLinks,
  },
  {
    // After the prerender, which empties build/client; before compression, so it is precompressed too.
    name: "inbox script",
    run: async () => {
      await viteBuild({ configFile: projectFile("vite.inbox-script.config.ts") });
    },
  },
  {
    // After the prerender, which empties build/client. CONTENT_DIR is what the pages were built from; MEDIA_DIR
    // (content/media, or the server's uploads folder when it publishes) holds the images they show.
    name: "media",
    run: () =>
      copyMedia({
        contentDir: contentDir(),
        mediaDir: resolve(process.env.MEDIA_DIR ?? projectFile("content/media")),
        staticDir,
      }),
  },
  {
    // After the prerender, which empties build/client and gave the article pages these files' hashed names;
    // before compression, so the cards and figures are served like every other asset.
    name: "articles",
    run: () => writeArticleFiles(contentDir(), staticDir),
  },
  {
    // Before the HTML rewrites, so they see every page under its final name, and the SPA fallback is gone before it is hashed.
    name: "finalize",
    run: () => finalizeBuild(staticDir),
  },
  {
    // After finalize, so it reads every page under its final name; it writes the index under assets/ and its hashed
    // name into the search pages and their data, so before the hashes of their inline scripts are taken, and before compression.
    name: "search index",
    run: async () => writeSearchIndex(staticDir),
  },
  {
    // Rewrites the boot script of every page (and checks the result), so it must come before its hashes are taken.
    name: "defer hydration",
    run: async () => deferHydration(staticDir),
  },
  {
    // After the last change to any page's HTML: the hashes must be of the scripts as served.
    name: "security headers",
    run: async () => writeSecurityHeaders(staticDir),
  },
  {
    // Last before compression: nothing may touch HTML after the hashes; checks every page's scripts against them.
    name: "check security headers",
    run: async () => checkSecurityHeaders(staticDir),
  },
  {
    // Last: the twins must be of the files as served, _headers and the inbox script included.
    name: "compress",
    run: () => compressStep(staticDir),
  },
];

// The step lines are read by the server's publisher (server/publish/build-lines.ts): its progress and its failure reason.
for (const [index, step] of steps.entries()) {
  console.log(stepLine(index + 1, steps.length, step.name));
  try {
    const summary = await step.run();
    if (typeof summary === "string") console.log(summary);
  } catch (error) {
    console.log(failedLine(step.name));
    throw error;
  }
}
