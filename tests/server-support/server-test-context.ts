import { afterEach, beforeAll } from "vitest";
import { createFixtureSite } from "./fixture-site.ts";

export interface ServerTestContext {
  /** The fixture site's folder, built once for the suite. */
  readonly staticDir: string;
  /** Runs a step after the current test; the last registered runs first. */
  cleanup(step: () => Promise<void>): void;
}

/** For a suite whose tests start servers and helpers: the fixture site, and each test's cleanups after it. */
export function useServerTestContext(): ServerTestContext {
  let staticDir = "";
  const steps: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return {
    get staticDir() {
      return staticDir;
    },
    cleanup: (step) => steps.push(step),
  };
}
