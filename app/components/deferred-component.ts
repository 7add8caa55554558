import { createElement, lazy, type ComponentType } from "react";
import { hydrateAfter, isHydrated, whenPageMayHydrate } from "~/lib/hydration";

/**
 * A component whose code is not in the page's first scripts:
 * - on a page that loads prerendered, its prerendered HTML stays on screen, and
 *   works, until the page may hydrate (idle, or the first interaction); its code
 *   is fetched then, starting as soon as the module that declares it runs, so
 *   every such part loads at once, and the page hydrates only once all have
 *   come (whenPagePartsLoaded);
 * - after a client-side navigation, rendered inside a Suspense boundary, its code
 *   loads as soon as it renders (React keeps the previous page on screen
 *   meanwhile, as navigations are transitions);
 * - when prerendering, at once.
 * Declare it at module level: each call makes a new component.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  if (typeof document === "undefined" || isHydrated()) return lazy(load);
  // Replaced before the page hydrates, the only time this component renders.
  let Loaded: ComponentType<Props> = () => null;
  hydrateAfter(
    whenPageMayHydrate()
      .then(load)
      .then((module) => {
        Loaded = module.default;
      }),
  );
  return (props: Props) => createElement(Loaded, props);
}
