import { existsSync } from "node:fs";
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
    path.join(unpackedChromiumDir, "chromium"),
  ];
  return candidates.find((candidate) => candidate !== undefined && existsSync(candidate));
}

export const chromiumPath: string | undefined = findChromium();

/** Flags that keep a headless browser quiet in containers and CI: no sandbox (root in a container), no GPU, no calls home. */
export const chromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
