/**
 * How every tool of ours starts Chromium: CHROME_PATH names a system Chromium
 * (e.g. Debian's /usr/bin/chromium); unset, Playwright and chrome-launcher
 * find their own. The flags keep a headless browser quiet in containers and CI:
 * no sandbox (root in a container), no GPU, no calls home.
 */
export const chromiumPath: string | undefined = process.env.CHROME_PATH || undefined;

export const chromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
