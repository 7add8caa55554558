/**
 * How many columns a grid of cards takes at one width, given how many cards
 * it holds and the most columns that width allows: the most columns that
 * leave at least two cards in the last row. When every count of two or more
 * columns would leave one card alone (an odd count in two columns), the last
 * card spans the row instead.
 */
export interface GridColumns {
  columns: number;
  /** The last card takes the whole of its row. */
  spanLast: boolean;
}

export function gridColumns(count: number, maxColumns: number): GridColumns {
  const most = Math.max(1, Math.min(Math.floor(maxColumns), Math.max(count, 1)));
  if (most === 1) return { columns: 1, spanLast: false };
  for (let columns = most; columns >= 2; columns -= 1) {
    if (count % columns !== 1) return { columns, spanLast: false };
  }
  return { columns: most, spanLast: true };
}
