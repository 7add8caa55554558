import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerPages } from "../../app/server-pages/contract.ts";
import { serverPagesPath } from "../build-layout.ts";

/** Imports the server's pages from the build; a build from before them is a clear start-up error. */
export async function loadServerPages(staticDir: string): Promise<ServerPages> {
  const path = serverPagesPath(staticDir);
  if (!existsSync(path)) {
    throw new Error(`The server's pages are not built (${path} is missing): run npm run build.`);
  }
  return (await import(pathToFileURL(path).href)) as ServerPages;
}
