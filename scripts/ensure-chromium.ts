import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { findChromium, unpackedChromiumDir } from "./chromium.ts";

/**
 * Runs before the browser tests and Lighthouse: finds a Chromium (see
 * chromium.ts) or, on Linux x64, unpacks the one that came with `npm ci`.
 * Where neither works it stops at once with the one line that says what to run.
 */
if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
  console.error(`CHROME_PATH names no file (${process.env.CHROME_PATH}): point it at a Chrome or Chromium, or unset it.`);
  process.exit(1);
}
const found = findChromium();
if (found !== undefined) {
  console.log(`chromium: ${found}`);
} else if (process.platform === "linux" && process.arch === "x64") {
  // Unpacked beside the cache and renamed into place, so an interrupted run leaves no half a browser behind.
  const partial = `${unpackedChromiumDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  // The package unpacks into the system's temporary folder.
  process.env.TMPDIR = partial;
  const { default: Chromium } = await import("@sparticuz/chromium");
  const unpacked = await Chromium.executablePath();
  if (!existsSync(unpacked)) throw new Error(`@sparticuz/chromium did not unpack to ${unpacked}`);
  await rm(unpackedChromiumDir, { recursive: true, force: true });
  await rename(partial, unpackedChromiumDir);
  console.log(`chromium: unpacked the npm package's headless Chromium into ${unpackedChromiumDir}`);
} else {
  console.error("No Chromium found: run `npx playwright install chromium` (or set CHROME_PATH to a Chrome or Chromium), then run this again.");
  process.exit(1);
}
