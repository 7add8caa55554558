import { afterAll, beforeAll, describe, inject } from "vitest";
import type { WebKitContext } from "./global-setup.ts";
import { WebKitPage } from "./webkit-page.ts";

/**
 * A describe block with one MiniBrowser session for its tests (WebKitWebDriver
 * serves one session at a time, so files run one after another). Skipped when
 * the global setup found no WebKit; it has said so, in one line.
 */
export function describeInWebKit(title: string, body: (page: () => WebKitPage, context: WebKitContext) => void): void {
  const context = inject("webkit");
  if (context === null) {
    const absent = (): never => {
      throw new Error("WebKit is not installed");
    };
    describe.skip(`${title} (WebKit not installed)`, () => body(absent, { driverUrl: "", capabilities: {}, siteUrl: "", dataDir: "" }));
    return;
  }
  describe(title, () => {
    let page: WebKitPage | undefined;
    beforeAll(async () => {
      page = await WebKitPage.start(context);
    });
    afterAll(async () => {
      await page?.end();
    });
    body(() => {
      if (page === undefined) throw new Error("MiniBrowser did not start");
      return page;
    }, context);
  });
}
