import { useCallback, useLayoutEffect, useState, type RefObject } from "react";

/** Whether the popover shows; false without popover support (older browsers, jsdom), where `:popover-open` is not even a valid selector. */
function isShowing(popover: HTMLElement): boolean {
  return "popover" in popover && popover.matches(":popover-open");
}

/**
 * Whether a popover is showing, read from the popover itself, never kept
 * apart from it: once as the app takes over the page (a visitor may have
 * opened it before), on `pageshow` (a page back from the back/forward cache),
 * and at each of its `toggle` events, by the `onToggle` returned here for the
 * element's own prop, so it listens on whichever element React creates or
 * hydrates, from that moment. Each read asks the element, not the event:
 * toggle events are queued, and by the time one is handled the popover may
 * have changed again. `onChange` hears each read. Null until the app runs:
 * the prerendered page states nothing, and the browser itself tells assistive
 * technology whether the popover is open.
 */
export function usePopoverOpen(
  ref: RefObject<HTMLElement | null>,
  onChange?: (open: boolean) => void,
): { open: boolean | null; onToggle: () => void } {
  const [open, setOpen] = useState<boolean | null>(null);
  const onToggle = useCallback(() => {
    const popover = ref.current;
    if (popover === null || !("popover" in popover)) return;
    const showing = isShowing(popover);
    setOpen(showing);
    onChange?.(showing);
  }, [ref, onChange]);
  // During the commit that hydrates the element, so no toggle can fall between this read and the prop's listener.
  useLayoutEffect(() => {
    onToggle();
    window.addEventListener("pageshow", onToggle);
    return () => window.removeEventListener("pageshow", onToggle);
  }, [onToggle]);
  return { open, onToggle };
}
