import { dirname, join } from "node:path";

/**
 * Every path and file name under `build/`, in one place: the build pipeline
 * (scripts/build/build.ts), the Vite configs, the scripts that read the build and
 * the server all take them from here, so moving a file is one edit.
 *
 * The server is pointed at a static folder (STATIC_DIR), not at the build
 * folder, and tests build fixture sites in temp folders; so what the build
 * leaves beside the static folder is named relative to whichever static
 * folder is given, as `build/x` is to `build/client`.
 */

/**
 * The build folder (React Router's `buildDirectory`), relative to the project root or absolute:
 * BUILD_OUTPUT_DIR when set (the server's publish builds each revision into a folder of its own,
 * server/publish/), else `build`. Not a SITE_* name: Vite hands those to the pages' scripts
 * (envPrefix), and a folder's name there made every revision's chunks differ.
 */
export const BUILD_DIR = process.env.BUILD_OUTPUT_DIR?.trim() || "build";

/** The static site, relative to the project root: React Router prerenders into `<buildDirectory>/client`. */
export const STATIC_DIR = join(BUILD_DIR, "client");

/** Where the Vite manifest of the site's client build is written, relative to the static folder (Vite's default for `build.manifest: true`). */
const VITE_MANIFEST_IN_STATIC_DIR = join(".vite", "manifest.json");

/** The build folder a static folder sits in. */
function buildDirOf(staticDir: string): string {
  return dirname(staticDir);
}

/** The folder of the server's pages bundle (vite.server-pages.config.ts). */
export function serverPagesDir(staticDir: string): string {
  return join(buildDirOf(staticDir), "server-pages");
}

/** The server's pages bundle's entry, which the server imports at start. */
export const SERVER_PAGES_ENTRY = "render.js";

export function serverPagesPath(staticDir: string): string {
  return join(serverPagesDir(staticDir), SERVER_PAGES_ENTRY);
}

/** The inbox passkey script's URL, written by vite.inbox-script.config.ts: beside the static folder, not served. */
export function inboxScriptManifestPath(staticDir: string): string {
  return join(buildDirOf(staticDir), "inbox-script.json");
}

/** The inline-script hashes of the Content-Security-Policy, read by the server: beside the static folder, not served. */
export function securityManifestPath(staticDir: string): string {
  return join(buildDirOf(staticDir), "security-headers.json");
}

/** The headers file static hosts such as Netlify read: inside the static folder, at its root. */
export function headersFilePath(staticDir: string): string {
  return join(staticDir, "_headers");
}

/** Where Vite writes the client build's manifest, inside the static folder; the pipeline moves it out at once. */
export function viteManifestWrittenPath(staticDir: string): string {
  return join(staticDir, VITE_MANIFEST_IN_STATIC_DIR);
}

/** Which modules each chunk of the client build holds (scripts/build/vite-client-modules.ts): beside the static folder, not served. */
export function clientModulesPath(staticDir: string): string {
  return join(buildDirOf(staticDir), "client-modules.json");
}

/** The client build's Vite manifest once the pipeline moved it beside the static folder, where it is not served. */
export function viteManifestPath(staticDir: string): string {
  return join(buildDirOf(staticDir), "vite-manifest.json");
}
