import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { serverPagesPath } from "../build-layout.ts";

/** The module the build makes of app/server-pages/render.tsx (vite.server-pages.config.ts). */
export type ServerPages = typeof import("../../app/server-pages/render.tsx");

/** Imports the server's pages from the build; a build from before them is a clear start-up error. */
export async function loadServerPages(staticDir: string): Promise<ServerPages> {
  const path = serverPagesPath(staticDir);
  if (!existsSync(path)) {
    throw new Error(`The server's pages are not built (${path} is missing): run npm run build.`);
  }
  return (await import(pathToFileURL(path).href)) as ServerPages;
}
