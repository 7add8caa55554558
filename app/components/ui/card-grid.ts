import clsx from "clsx";
import { gridColumns } from "~/lib/grid-columns";

/** The widths a grid changes its columns at: the phone's, then Tailwind's breakpoints. */
type Width = "base" | "sm" | "md" | "lg" | "xl";
type ColumnCount = 1 | 2 | 3 | 4 | 5;

/** The most columns a grid may take from each width up (a width not named keeps the one before). */
export type MaxColumns = Partial<Record<Width, ColumnCount>>;

/* Every class written out whole, so Tailwind finds it in the source. */
const columnClasses: Record<Width, Record<ColumnCount, string>> = {
  base: { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4", 5: "grid-cols-5" },
  sm: {
    1: "sm:grid-cols-1",
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-3",
    4: "sm:grid-cols-4",
    5: "sm:grid-cols-5",
  },
  md: {
    1: "md:grid-cols-1",
    2: "md:grid-cols-2",
    3: "md:grid-cols-3",
    4: "md:grid-cols-4",
    5: "md:grid-cols-5",
  },
  lg: {
    1: "lg:grid-cols-1",
    2: "lg:grid-cols-2",
    3: "lg:grid-cols-3",
    4: "lg:grid-cols-4",
    5: "lg:grid-cols-5",
  },
  xl: {
    1: "xl:grid-cols-1",
    2: "xl:grid-cols-2",
    3: "xl:grid-cols-3",
    4: "xl:grid-cols-4",
    5: "xl:grid-cols-5",
  },
};
const spanLastClasses: Record<Width, { on: string; off: string }> = {
  base: { on: "last:col-span-full", off: "last:col-auto" },
  sm: { on: "sm:last:col-span-full", off: "sm:last:col-auto" },
  md: { on: "md:last:col-span-full", off: "md:last:col-auto" },
  lg: { on: "lg:last:col-span-full", off: "lg:last:col-auto" },
  xl: { on: "xl:last:col-span-full", off: "xl:last:col-auto" },
};
const widths: readonly Width[] = ["base", "sm", "md", "lg", "xl"];

/**
 * The classes of a grid of cards and of each card, for its number of cards
 * (from the content, never assumed): at each width the columns that leave no
 * card alone in the last row (app/lib/grid-columns.ts). The list carries
 * `data-card-grid`, which the browser tests find every grid by.
 */
export function cardGrid(count: number, maxColumns: MaxColumns): { list: string; item: string } {
  const list: string[] = ["grid"];
  // A card is a grid cell, not a line of running text: the measure that caps `main li` does not apply.
  const item: string[] = ["max-w-none"];
  let spanning = false;
  let most = 1;
  for (const width of widths) {
    const max = maxColumns[width];
    if (width !== "base" && max === undefined) continue;
    most = max ?? most;
    const { columns, spanLast } = gridColumns(count, most);
    list.push(columnClasses[width][columns as ColumnCount]);
    if (spanLast !== spanning) item.push(spanLastClasses[width][spanLast ? "on" : "off"]);
    spanning = spanLast;
  }
  return { list: clsx(list), item: clsx(item) };
}
