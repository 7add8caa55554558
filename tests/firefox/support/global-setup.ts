import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startSiteServer } from "../../../scripts/local-server.ts";
import { STATIC_DIR } from "../../../server/build-layout.ts";

/** Debian's Firefox ESR, which CI installs (no browser download works where the tests run). */
export const FIREFOX_PATH = "/usr/bin/firefox-esr";
export const FIREFOX_PACKAGE = "firefox-esr";

/** What every Firefox test file is given: the browser, the site under test and where it stores posts. */
export interface FirefoxContext {
  executablePath: string;
  siteUrl: string;
  dataDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** null: Firefox is not installed and the suite is skipped. */
    firefox: FirefoxContext | null;
  }
}

/**
 * Vitest's global setup for the Firefox suite: the site's own server over
 * the production build, started once for all files. Without Firefox the
 * suite is skipped with one line; in CI (CI=true) it fails.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(FIREFOX_PATH)) {
    const message = `Firefox not found (no ${FIREFOX_PATH}): skipping the Firefox tests; install it with apt-get install ${FIREFOX_PACKAGE}`;
    if (process.env.CI === "true") throw new Error(`${message} (CI=true: they must run)`);
    console.warn(message);
    project.provide("firefox", null);
    return async () => {};
  }

  // The suite tests the production build as it is; it builds only when there is none.
  if (!existsSync(join(STATIC_DIR, "index.html"))) {
    console.warn(`No build in ${STATIC_DIR}: running npm run build once.`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }

  const scratchDir = mkdtempSync(join(tmpdir(), "dunecrest-firefox-"));
  const dataDir = join(scratchDir, "data");
  const site = await startSiteServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "0" });
  project.provide("firefox", { executablePath: FIREFOX_PATH, siteUrl: site.url, dataDir });
  return async () => {
    // The server closes its database on SIGTERM; its folder goes once it has.
    const exited = new Promise((resolve) => site.child.once("exit", resolve));
    site.child.kill("SIGTERM");
    await exited;
    rmSync(scratchDir, { recursive: true, force: true });
  };
}
