import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { startSiteServer } from "../../scripts/local-server.ts";
import { STATIC_DIR } from "../../server/build-layout.ts";

/** The site under test, as a suite's global setup started it. */
export interface SuiteSite {
  siteUrl: string;
  dataDir: string;
  /** A folder of the run's own (the site's data is in it), removed at the end. */
  scratchDir: string;
  stop(): Promise<void>;
}

/**
 * The global setup shared by the suites in browsers Playwright does not drive (WebKitGTK's
 * MiniBrowser, Debian's Firefox ESR): with the browser's tools missing, null, after one line
 * saying so (in CI, CI=true, it throws: they must run); otherwise the site's own server over the
 * production build (built once if there is none), started once for all files.
 */
export async function startSuiteSite(
  browser: string,
  missing: readonly string[],
  packages: string,
): Promise<SuiteSite | null> {
  if (missing.length > 0) {
    const message =
      `${browser} not found (no ${missing.join(", ")}): skipping the ${browser} tests; ` +
      `install them with apt-get install ${packages}`;
    if (process.env.CI === "true") throw new Error(`${message} (CI=true: they must run)`);
    console.warn(message);
    return null;
  }

  // The suite tests the production build as it is; it builds only when there is none.
  if (!existsSync(join(STATIC_DIR, "index.html"))) {
    console.warn(`No build in ${STATIC_DIR}: running npm run build once.`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }

  const scratchDir = mkdtempSync(join(tmpdir(), `dunecrest-${browser.toLowerCase()}-`));
  const dataDir = join(scratchDir, "data");
  const site = await startSiteServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "0" });
  return {
    siteUrl: site.url,
    dataDir,
    scratchDir,
    async stop() {
      // The server closes its database on SIGTERM; its folder goes once it has.
      const exited = new Promise((resolve) => site.child.once("exit", resolve));
      site.child.kill("SIGTERM");
      await exited;
      rmSync(scratchDir, { recursive: true, force: true });
    },
  };
}

/** How a suite's describe blocks open and close their browser. */
export interface BrowserSession<Context, Session> {
  browser: string;
  /** What the global setup provided; null when it found no browser. */
  context: Context | null;
  /** Stands in for the context in a skipped block. */
  absentContext: Context;
  open(context: Context): Promise<Session>;
  close(session: Session): Promise<void>;
}

/**
 * A describe block with one browser session for its tests, opened before them and closed after.
 * Skipped when the global setup found no browser; it has said so, in one line.
 */
export function describeInBrowser<Context, Session>(
  title: string,
  session: BrowserSession<Context, Session>,
  body: (current: () => Session, context: Context) => void,
): void {
  const { browser, context } = session;
  if (context === null) {
    const absent = (): never => {
      throw new Error(`${browser} is not installed`);
    };
    describe.skip(`${title} (${browser} not installed)`, () => body(absent, session.absentContext));
    return;
  }
  describe(title, () => {
    let opened: Session | undefined;
    beforeAll(async () => {
      opened = await session.open(context);
    });
    afterAll(async () => {
      if (opened !== undefined) await session.close(opened);
    });
    body(() => {
      if (opened === undefined) throw new Error(`${browser} did not start`);
      return opened;
    }, context);
  });
}
