import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { isHydrated, whenPageMayHydrate } from "~/lib/hydration";

/**
 * A component whose code is not in the page's first scripts. Rendered inside
 * a Suspense boundary, its prerendered HTML stays on screen, and works, until
 * the code arrives and React hydrates it:
 * - on a page that loads prerendered, the code is fetched once the page may
 *   hydrate (idle, or the first interaction), starting as soon as the module
 *   that declares the component runs, so every such part loads at once;
 * - after a client-side navigation, as soon as it renders (React keeps the
 *   previous page on screen meanwhile, as navigations are transitions);
 * - when prerendering, at once.
 * Declare it at module level: each call makes a new component.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  const prerendered = typeof document !== "undefined" && !isHydrated();
  const early = prerendered ? whenPageMayHydrate().then(load) : undefined;
  return lazy(() => early ?? load());
}
