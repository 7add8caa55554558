import type { TestProject } from "vitest/node";
import { startSuiteSite } from "../../browser-suite/external-browser-suite.ts";
import { findWebKitTools, startWebKitDriver, WEBKIT_PACKAGES } from "./webkit-browser.ts";

/** What every WebKit test file is given: the driver, the site under test and where it stores posts. */
export interface WebKitContext {
  driverUrl: string;
  capabilities: object;
  siteUrl: string;
  dataDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** null: WebKit is not installed and the suite is skipped. */
    webkit: WebKitContext | null;
  }
}

/**
 * Vitest's global setup for the WebKit suite: Xvfb, WebKitWebDriver and the
 * site's own server over the production build, started once for all files.
 * Without WebKit the suite is skipped with one line; in CI (CI=true) it fails.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tools = findWebKitTools();
  const site = await startSuiteSite("WebKit", "missing" in tools ? tools.missing : [], WEBKIT_PACKAGES);
  if (site === null || "missing" in tools) {
    project.provide("webkit", null);
    return async () => {};
  }
  const driver = await startWebKitDriver(tools, site.scratchDir).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  const { siteUrl, dataDir } = site;
  project.provide("webkit", { driverUrl: driver.url, capabilities: driver.capabilities, siteUrl, dataDir });
  return async () => {
    driver.stop();
    await site.stop();
  };
}
