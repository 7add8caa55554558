import { cpSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";

/** Where the test run keeps its build of the server's pages, copied into every fixture site. */
export const testServerPagesDir = fileURLToPath(new URL("../../node_modules/.cache/server-pages-test", import.meta.url));

/**
 * Vitest's global setup: builds app/server-pages as `npm run build` does, so
 * server tests run the module the server really imports, from the current sources.
 */
export default async function buildServerPages(): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL("../../vite.server-pages.config.ts", import.meta.url)),
    build: { outDir: testServerPagesDir },
    logLevel: "error",
  });
}

/** Puts the built server pages beside a fixture site's static folder, where the server looks for them. */
export function copyServerPagesBeside(serverPagesDir: string): void {
  cpSync(testServerPagesDir, serverPagesDir, { recursive: true });
}
