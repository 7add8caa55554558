import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

/**
 * Which Chromium our tools start (Lighthouse, brand images; the browser tests
 * unless a headless shell is at hand, see testChromiumPath), the first that
 * exists of:
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

const unpacksHeadlessShell = process.platform === "linux" && process.arch === "x64";

/**
 * The Chromium the browser tests drive: `E2E_CHROME_PATH` when set, else on
 * Linux x64 the npm package's headless shell (ensure-chromium.ts unpacks it),
 * else the one findChromium finds. Headless tests want a headless shell, as
 * Playwright's own default is: a full Chromium (Debian's, say) started headless
 * runs each test in about twice the time (docs/testing.md has the figures).
 */
export function testChromiumPath(): string | undefined {
  if (process.env.E2E_CHROME_PATH) return process.env.E2E_CHROME_PATH;
  return unpacksHeadlessShell ? headlessShellPath : findChromium();
}

/** The first system Chromium or Chrome installed, if any (Debian's: `apt-get install chromium`). */
export const systemChromium: string | undefined = systemChromiums.find((candidate) => existsSync(candidate));

/**
 * Unpacks the headless Chromium of `@sparticuz/chromium` (Linux x64 only) into
 * node_modules/.cache, unless it is there already; returns its path.
 */
export async function unpackHeadlessShell(): Promise<string> {
  if (existsSync(headlessShellPath)) return headlessShellPath;
  if (!unpacksHeadlessShell) throw new Error("The npm package's headless Chromium runs on Linux x64 only.");
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
