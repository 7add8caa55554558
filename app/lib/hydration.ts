let hydrated = false;

/** Called by the root once React has hydrated the prerendered page. */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * False while React hydrates the prerendered page (its HTML is on screen),
 * true for everything rendered after, such as a client-side navigation.
 */
export function isHydrated(): boolean {
  return hydrated;
}

const FIRST_INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

let pageMayHydrate: Promise<void> | undefined;

/**
 * Resolves when the browser is first idle after the page has loaded, or at the
 * visitor's first tap, key or focus if that comes sooner (or came already). Every public page
 * works as prerendered HTML (links, the menu, the FAQ, the form), so the code
 * that hydrates its content can wait: it then neither delays the first paint
 * nor competes with the page's own work while it loads.
 */
export function whenPageMayHydrate(): Promise<void> {
  pageMayHydrate ??= new Promise((resolve) => {
    const start = () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of FIRST_INTERACTIONS)
      window.addEventListener(type, start, { capture: true, passive: true });
    // A visitor already in a field (typing into the form before the app arrived) interacted first.
    if (document.activeElement !== null && document.activeElement !== document.body) start();
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 200);
  });
  return pageMayHydrate;
}

const pageParts: Promise<unknown>[] = [];

/** Holds the prerendered page's hydration until `part` (the code of a part of the page) has come. */
export function hydrateAfter(part: Promise<unknown>): void {
  pageParts.push(part);
}

/**
 * Resolves once the code of every part that the page's modules declared
 * (hydrateAfter) has come, and rejects if one fails to. The client entry
 * hydrates then, in one pass: the router starts listening only when every
 * part can hydrate at once, so no navigation (a contents link's hash change,
 * say) reaches a part still waiting for its code, which React would throw
 * away and render anew on the client, blank meanwhile (decision 046).
 */
export function whenPagePartsLoaded(): Promise<unknown> {
  return Promise.all(pageParts);
}
