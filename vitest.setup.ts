import { afterEach } from "vitest";

// Only the component tests (environment jsdom) render React: the others skip loading Testing Library.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
