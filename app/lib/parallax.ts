/** The floating graphic rises by this share of the scroll distance… */
export const PARALLAX_FACTOR = 0.3;
/** …but never by more than this many CSS pixels. */
export const PARALLAX_CAP_PX = 200;

/** How far (px) the floating graphic moves up for a given scroll position. */
export function parallaxOffset(scrollY: number, factor = PARALLAX_FACTOR, cap = PARALLAX_CAP_PX): number {
  if (!Number.isFinite(scrollY) || scrollY <= 0) return 0;
  return Math.min(scrollY * factor, cap);
}
