import { defineConfig } from "vitest/config";

/**
 * `npm run test:webkit`: the site's header, accordion, form, right-to-left
 * layout and Arabic font in WebKitGTK's MiniBrowser, over WebDriver, against
 * the production build served by the site's own server.
 */
export default defineConfig({
  test: {
    include: ["tests/webkit/**/*.webkit.test.ts"],
    environment: "node",
    globalSetup: ["./tests/webkit/support/global-setup.ts"],
    // One WebKitWebDriver serves one session at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
