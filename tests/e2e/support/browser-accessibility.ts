import type { Page } from "@playwright/test";

/**
 * Whether the browser itself reports a button as expanded, read from
 * Chromium's accessibility tree (what a screen reader hears), not from the
 * DOM's aria-expanded: a popover's invoker is expanded while it is open.
 */
export async function browserReportsExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find(
      (node) => node.role?.value === "button" && node.name?.value === buttonName && !node.ignored,
    );
    const expanded = button?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}
