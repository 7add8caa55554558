import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current year. The prerendered HTML carries the build's year; hydration
 * starts from that same value and then moves to the visitor's clock, so a page
 * built last December still shows this year without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
