import type { TestInfo } from "@playwright/test";

/** Tailwind's md breakpoint: below it the header links collapse into the menu. */
export const MD_BREAKPOINT = 768;

export function isPhone(testInfo: TestInfo): boolean {
  const width = testInfo.project.use.viewport?.width ?? 1280;
  return width < MD_BREAKPOINT;
}
