import type { ConsoleMessage, Page, Request, Response } from "@playwright/test";

/** Everything a page did that a healthy page does not do. */
export interface PageProblems {
  console: string[];
  pageErrors: string[];
  failedRequests: string[];
  errorResponses: string[];
  foreignRequests: string[];
}

export interface PageHealth {
  problems(): PageProblems;
  /** Requests seen so far, for tests that check what was loaded. */
  requests(): readonly string[];
}

interface WatchOptions {
  /** Responses with these exact URLs may carry an error status (e.g. the 404 page itself). */
  expectedErrorUrls?: readonly string[];
}

function isNetworkUrl(url: string): boolean {
  return url.startsWith("http:") || url.startsWith("https:");
}

/**
 * Records console errors and warnings, uncaught exceptions, failed requests,
 * error responses and any request to an origin other than `origin`, from now on.
 */
export function watchPage(page: Page, origin: string, options: WatchOptions = {}): PageHealth {
  const expectedErrorUrls = new Set(options.expectedErrorUrls ?? []);
  const found: PageProblems = {
    console: [],
    pageErrors: [],
    failedRequests: [],
    errorResponses: [],
    foreignRequests: [],
  };
  const seen: string[] = [];

  page.on("console", (message: ConsoleMessage) => {
    const type = message.type();
    if (type === "error" || type === "warning") {
      const where = message.location().url;
      // Chromium reports every error status as a console error, the expected 404 page included.
      if (
        expectedErrorUrls.has(where) &&
        /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
      ) {
        return;
      }
      found.console.push(`${type}: ${message.text()}${where ? ` (${where})` : ""}`);
    }
  });
  page.on("pageerror", (error: Error) => found.pageErrors.push(error.message));
  page.on("request", (request: Request) => {
    const url = request.url();
    seen.push(url);
    if (isNetworkUrl(url) && new URL(url).origin !== origin)
      found.foreignRequests.push(`${request.method()} ${url}`);
  });
  page.on("requestfailed", (request: Request) => {
    found.failedRequests.push(
      `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "failed"}`,
    );
  });
  page.on("response", (response: Response) => {
    if (response.status() >= 400 && !expectedErrorUrls.has(response.url())) {
      found.errorResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });

  return {
    problems: () => ({
      console: [...found.console],
      pageErrors: [...found.pageErrors],
      failedRequests: [...found.failedRequests],
      errorResponses: [...found.errorResponses],
      foreignRequests: [...found.foreignRequests],
    }),
    requests: () => [...seen],
  };
}

export const noProblems: PageProblems = {
  console: [],
  pageErrors: [],
  failedRequests: [],
  errorResponses: [],
  foreignRequests: [],
};
