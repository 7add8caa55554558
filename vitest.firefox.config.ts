import { defineConfig } from "vitest/config";

/**
 * `npm run test:firefox`: what differs between browsers in the contact form
 * (the phone field's typing, pasting and autofill) in Debian's Firefox ESR,
 * over WebDriver BiDi, against the production build served by the site's
 * own server.
 */
export default defineConfig({
  test: {
    include: ["tests/firefox/**/*.firefox.test.ts"],
    environment: "node",
    globalSetup: ["./tests/firefox/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
