import { existsSync } from "node:fs";
import { findChromium, unpackHeadlessShell } from "./chromium.ts";

/**
 * Runs before the browser tests and Lighthouse: finds a Chromium (see
 * chromium.ts) or, on Linux x64, unpacks the one that came with `npm ci`.
 * Where neither works it stops at once with the one line that says what to run.
 */
if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
  console.error(
    `CHROME_PATH names no file (${process.env.CHROME_PATH}): point it at a Chrome or Chromium, or unset it.`,
  );
  process.exit(1);
}
const found = findChromium();
if (found !== undefined) {
  console.log(`chromium: ${found}`);
} else if (process.platform === "linux" && process.arch === "x64") {
  console.log(`chromium: unpacked the npm package's headless Chromium into ${await unpackHeadlessShell()}`);
} else {
  console.error(
    "No Chromium found: run `npx playwright install chromium` (or set CHROME_PATH to a Chrome or Chromium), then run this again.",
  );
  process.exit(1);
}
