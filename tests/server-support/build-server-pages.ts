import { createHash } from "node:crypto";
import { cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Where the test run keeps its build of the server's pages, copied into every
 * fixture site: one per checkout, not in node_modules, which several
 * checkouts may share (each would build its own sources over the others').
 */
export const testServerPagesDir = join(
  tmpdir(),
  `server-pages-test-${createHash("sha256").update(projectRoot).digest("hex").slice(0, 12)}`,
);

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
