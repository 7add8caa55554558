import clsx from "clsx";
import type { ReactNode } from "react";

/** The site's one card style. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        "rounded-2xl border border-navy-100 bg-white p-6 shadow-sm shadow-navy-900/5 sm:p-8",
        className,
      )}
    >
      {children}
    </div>
  );
}
