import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { findChromium, unpackedChromiumDir } from "./chromium.ts";

/**
 * Runs before the browser tests and Lighthouse: finds a Chromium (see
 * chromium.ts) or, on Linux, unpacks the one that came with `npm ci`. Where
 * neither works it stops at once with the one line that says what to run.
 */
const found = findChromium();
if (found !== undefined) {
  console.log(`chromium: ${found}`);
} else if (process.platform === "linux" && (process.arch === "x64" || process.arch === "arm64")) {
  await mkdir(unpackedChromiumDir, { recursive: true });
  // The package unpacks into the system's temporary folder; point that at our cache so it happens once.
  process.env.TMPDIR = unpackedChromiumDir;
  const { default: Chromium } = await import("@sparticuz/chromium");
  const unpacked = await Chromium.executablePath();
  if (!existsSync(unpacked)) throw new Error(`@sparticuz/chromium did not unpack to ${unpacked}`);
  console.log(`chromium: unpacked the npm package's headless Chromium to ${unpacked}`);
} else {
  console.error("No Chromium found: run `npx playwright install chromium` (or set CHROME_PATH to a Chrome or Chromium), then run this again.");
  process.exit(1);
}
