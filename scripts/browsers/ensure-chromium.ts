import { existsSync } from "node:fs";
import { findChromium, testChromiumPath, unpackHeadlessShell } from "./chromium.ts";

/**
 * Runs before the browser tests and Lighthouse: on Linux x64 unpacks the
 * headless Chromium that came with `npm ci` (the browser tests' own), elsewhere
 * finds a Chromium (see chromium.ts). Where neither works it stops at once with
 * the one line that says what to run.
 */
for (const variable of ["CHROME_PATH", "E2E_CHROME_PATH"]) {
  const named = process.env[variable];
  if (named && !existsSync(named)) {
    console.error(`${variable} names no file (${named}): point it at a Chrome or Chromium, or unset it.`);
    process.exit(1);
  }
}
if (process.platform === "linux" && process.arch === "x64") await unpackHeadlessShell();
const found = testChromiumPath() ?? findChromium();
if (found !== undefined) {
  console.log(`chromium for the browser tests: ${found}`);
} else {
  console.error(
    "No Chromium found: run `npx playwright install chromium` (or set CHROME_PATH to a Chrome or Chromium), then run this again.",
  );
  process.exit(1);
}
