import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/build/vite-site-content.ts";

/**
 * Two suites, told apart by the file's name:
 * - `*.server.test.ts`: `npm run test:server`, tests on real servers, databases (SQLite and
 *   PostgreSQL), SMTP and child processes; its set-up builds the server's pages.
 * - every other `*.test.ts(x)`: `npm run test:unit`, pure tests, which start none of those.
 * (`*.webkit.test.ts` and `*.firefox.test.ts` have their own configs.) tests/test-suites.test.ts
 * fails when a test is in no suite or a pure test reaches for a server.
 */
export const serverTests = ["**/*.server.test.ts"];
export const browserTests = ["**/*.webkit.test.ts", "**/*.firefox.test.ts"];
export const ignoredFolders = ["**/node_modules/**", "**/.git/**", "build/**", ".react-router/**"];

export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The app's modules read content/*.json as the build does: validated, rich text as trees.
  plugins: [siteContent()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...serverTests, ...browserTests, ...ignoredFolders],
          setupFiles: ["./vitest.setup.ts"],
          // Pure tests leave no state behind, so files share a worker's modules instead of loading
          // their own: about a quarter of the time and CPU of an isolated run.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: serverTests,
          exclude: ignoredFolders,
          globalSetup: ["./tests/server-support/build-server-pages.ts"],
          // Set-up builds fixture sites and starts PostgreSQL clusters, which took over the default
          // 10 s on a loaded two-core machine; a test's own time limit stays the default.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
