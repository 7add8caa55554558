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
