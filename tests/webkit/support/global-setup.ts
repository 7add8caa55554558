import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startSiteServer } from "../../../scripts/local-server.ts";
import { STATIC_DIR } from "../../../server/build-layout.ts";
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
  if ("missing" in tools) {
    const message = `WebKit not found (no ${tools.missing.join(", ")}): skipping the WebKit tests; install them with apt-get install ${WEBKIT_PACKAGES}`;
    if (process.env.CI === "true") throw new Error(`${message} (CI=true: they must run)`);
    console.warn(message);
    project.provide("webkit", null);
    return async () => {};
  }

  // The suite tests the production build as it is; it builds only when there is none.
  if (!existsSync(join(STATIC_DIR, "index.html"))) {
    console.warn(`No build in ${STATIC_DIR}: running npm run build once.`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }

  const scratchDir = mkdtempSync(join(tmpdir(), "dunecrest-webkit-"));
  const dataDir = join(scratchDir, "data");
  const site = await startSiteServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "0" });
  const driver = await startWebKitDriver(tools, scratchDir).catch((error: unknown) => {
    site.child.kill("SIGTERM");
    throw error;
  });
  project.provide("webkit", { driverUrl: driver.url, capabilities: driver.capabilities, siteUrl: site.url, dataDir });
  return async () => {
    driver.stop();
    // The server closes its database on SIGTERM; its folder goes once it has.
    const exited = new Promise((resolve) => site.child.once("exit", resolve));
    site.child.kill("SIGTERM");
    await exited;
    rmSync(scratchDir, { recursive: true, force: true });
  };
}
