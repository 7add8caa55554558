import { inject } from "vitest";
import { describeInBrowser } from "../../browser-suite/external-browser-suite.ts";
import type { WebKitContext } from "./global-setup.ts";
import { WebKitPage } from "./webkit-page.ts";

/**
 * A describe block with one MiniBrowser session for its tests (WebKitWebDriver
 * serves one session at a time, so files run one after another). Skipped when
 * the global setup found no WebKit; it has said so, in one line.
 */
export function describeInWebKit(
  title: string,
  body: (page: () => WebKitPage, context: WebKitContext) => void,
): void {
  describeInBrowser(
    title,
    {
      browser: "WebKit",
      context: inject("webkit"),
      absentContext: { driverUrl: "", capabilities: {}, siteUrl: "", dataDir: "" },
      open: (context) => WebKitPage.start(context),
      close: (page) => page.end(),
    },
    body,
  );
}
