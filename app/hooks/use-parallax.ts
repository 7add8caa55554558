import { type RefObject, useEffect } from "react";
import { parallaxOffset } from "~/lib/parallax";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * Moves an element up as the page scrolls: a passive scroll listener, at most
 * one transform write per animation frame, no React re-render. Holds still
 * for people who ask for reduced motion.
 */
export function useParallax(ref: RefObject<HTMLElement | null>): void {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reducedMotion) {
      element.style.transform = "";
      return;
    }

    let frame = 0;
    const apply = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${-parallaxOffset(window.scrollY)}px, 0)`;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(apply);
    };

    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ref, reducedMotion]);
}
