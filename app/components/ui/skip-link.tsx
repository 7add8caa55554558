import type { ReactNode } from "react";

/** The first link of a page, shown when focused: straight to its main content. */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {children}
    </a>
  );
}
