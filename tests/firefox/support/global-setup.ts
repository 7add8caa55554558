import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startSuiteSite } from "../../browser-suite/external-browser-suite.ts";

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
  const missing = existsSync(FIREFOX_PATH) ? [] : [FIREFOX_PATH];
  const site = await startSuiteSite("Firefox", missing, FIREFOX_PACKAGE);
  if (site === null) {
    project.provide("firefox", null);
    return async () => {};
  }
  project.provide("firefox", { executablePath: FIREFOX_PATH, siteUrl: site.siteUrl, dataDir: site.dataDir });
  return () => site.stop();
}
