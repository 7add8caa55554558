import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./tests/server-support/build-server-pages.ts"],
    // Set-up builds fixture sites and starts PostgreSQL clusters, which took over the default 10 s
    // on a loaded two-core machine; a test's own time limit stays the default.
    hookTimeout: 60_000,
  },
});
