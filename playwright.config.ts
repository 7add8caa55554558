import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/browsers/chromium.ts";
import { e2eDataDir } from "./tests/e2e/support/e2e-data-dir.ts";

/**
 * Browser tests against the production build, served by the site's own server
 * (`npm run serve`), in Chromium at a desktop and a phone viewport.
 *
 * The Chromium is a headless shell where there is one (testChromiumPath in
 * scripts/browsers/chromium.ts); E2E_CHROME_PATH names another.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const HOST = "127.0.0.1";
/**
 * The browser reaches the server (listening on 127.0.0.1) by the name
 * localhost: WebAuthn refuses an IP address as a passkey's relying party, and
 * the server's SITE_URL, which passkeys and the inbox's origin check are bound
 * to, is this same address.
 */
const baseURL = `http://localhost:${PORT}`;
/** Tests that measure how soon after the page opened something happens. */
const TIMED_TESTS = /spam\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is reported, not hidden.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [...chromiumArgs],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: TIMED_TESTS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
      },
      testIgnore: TIMED_TESTS,
    },
    {
      // After the others, alone: these post within 3 s of the page opening, which a page that
      // hydrates when idle cannot do while another browser loads the two cores.
      name: "timed",
      testMatch: TIMED_TESTS,
      fullyParallel: false,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // SITE_URL for the server alone: the build reads it too, for canonical links the tests expect at their default.
    command: `npm run build && SITE_URL=${baseURL} npm run serve`,
    url: `http://${HOST}:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST,
      DATA_DIR: e2eDataDir,
      FORM_RATE_LIMIT: "0",
    },
  },
});
