import clsx from "clsx";
import type { ReactNode } from "react";

/** The page's content column: one max width and side padding everywhere. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx("mx-auto w-full max-w-6xl px-5 sm:px-8", className)}>{children}</div>;
}
