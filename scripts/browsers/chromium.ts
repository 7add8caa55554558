import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

/**
 * Which Chromium every tool of ours starts (browser tests, Lighthouse, brand
 * images), the first that exists of:
 * 1. `CHROME_PATH`, when set;
 * 2. Playwright's own Chromium (`npx playwright install chromium`);
 * 3. a system Chromium or Chrome;
 * 4. the headless Chromium that `@sparticuz/chromium` ships inside its npm
 *    package (Linux x64), unpacked into `node_modules/.cache` by
 *    `ensure-chromium.ts`.
 *    It is the one a fresh machine gets, as browser downloads may be blocked
 *    where the npm registry is not.
 */
export const unpackedChromiumDir = path.resolve("node_modules/.cache/chromium");

/** The npm package's headless Chromium, once unpacked. */
export const headlessShellPath = path.join(unpackedChromiumDir, "chromium");

const systemChromiums = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH || undefined,
    playwrightChromium(),
    ...systemChromiums,
    headlessShellPath,
  ];
  return candidates.find((candidate) => candidate !== undefined && existsSync(candidate));
}

export const chromiumPath: string | undefined = findChromium();

/** The first system Chromium or Chrome installed, if any (Debian's: `apt-get install chromium`). */
export const systemChromium: string | undefined = systemChromiums.find((candidate) => existsSync(candidate));

/**
 * Unpacks the headless Chromium of `@sparticuz/chromium` (Linux x64 only) into
 * node_modules/.cache, unless it is there already; returns its path.
 */
export async function unpackHeadlessShell(): Promise<string> {
  if (existsSync(headlessShellPath)) return headlessShellPath;
  if (process.platform !== "linux" || process.arch !== "x64")
    throw new Error("The npm package's headless Chromium runs on Linux x64 only.");
  // Unpacked beside the cache and renamed into place, so an interrupted run leaves no half a browser behind.
  const partial = `${unpackedChromiumDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  // The package unpacks into the system's temporary folder.
  const temporaryDir = process.env.TMPDIR;
  process.env.TMPDIR = partial;
  try {
    const { default: Chromium } = await import("@sparticuz/chromium");
    const unpacked = await Chromium.executablePath();
    if (!existsSync(unpacked)) throw new Error(`@sparticuz/chromium did not unpack to ${unpacked}`);
  } finally {
    if (temporaryDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = temporaryDir;
  }
  await rm(unpackedChromiumDir, { recursive: true, force: true });
  await rename(partial, unpackedChromiumDir);
  return headlessShellPath;
}

/** Flags that keep a headless browser quiet in containers and CI: no sandbox (root in a container), no GPU, no calls home. */
export const chromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
