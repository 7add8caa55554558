import { useEffect, useState, type RefObject } from "react";

/**
 * Whether a popover is showing, kept in step with its `toggle` events (the
 * browser opens and closes it on its own: its invoker, Escape, a click
 * outside). Null until the app runs: the prerendered page states nothing, and
 * the browser itself tells assistive technology whether the popover is open.
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const popover = ref.current;
    // Without popover support (older browsers, jsdom) `:popover-open` is not even a valid selector.
    if (popover === null || !("popover" in popover)) return;
    const sync = () => setOpen(popover.matches(":popover-open"));
    sync();
    popover.addEventListener("toggle", sync);
    return () => popover.removeEventListener("toggle", sync);
  }, [ref]);
  return open;
}
