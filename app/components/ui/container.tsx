import clsx from "clsx";
import type { ReactNode } from "react";

/** The widths a content column takes: the page's, or a column of running text (a form, an article). */
const widths = {
  page: "max-w-6xl",
  text: "max-w-3xl",
} as const;

export type ContainerWidth = keyof typeof widths;

/**
 * The page's content column: one side padding everywhere, and one max width
 * chosen by name. A width passed in `className` would lose to the default in
 * the built stylesheet (both are single utilities), so the width is a prop.
 */
export function Container({
  width = "page",
  className,
  children,
}: {
  width?: ContainerWidth;
  className?: string;
  children: ReactNode;
}) {
  return <div className={clsx("mx-auto w-full px-5 sm:px-8", widths[width], className)}>{children}</div>;
}
