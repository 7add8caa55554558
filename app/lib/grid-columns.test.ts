import { describe, expect, it } from "vitest";
import { gridColumns } from "./grid-columns.ts";

/** The cards in each row, the last row last. */
function rows(count: number, maxColumns: number): number[] {
  const { columns, spanLast } = gridColumns(count, maxColumns);
  const result: number[] = [];
  for (let left = count; left > 0; left -= columns) result.push(Math.min(columns, left));
  if (spanLast) result.push(-1);
  return result;
}

describe("the columns of a grid of cards", () => {
  it("keeps the most columns the width allows when the last row is full or holds two or more", () => {
    expect(gridColumns(3, 3)).toEqual({ columns: 3, spanLast: false });
    expect(gridColumns(5, 3)).toEqual({ columns: 3, spanLast: false });
    expect(gridColumns(5, 5)).toEqual({ columns: 5, spanLast: false });
    expect(gridColumns(4, 4)).toEqual({ columns: 4, spanLast: false });
  });

  it("takes fewer columns rather than leave one card alone in the last row", () => {
    expect(gridColumns(4, 3)).toEqual({ columns: 2, spanLast: false });
    expect(gridColumns(5, 4)).toEqual({ columns: 3, spanLast: false });
    expect(gridColumns(7, 3)).toEqual({ columns: 3, spanLast: true });
    expect(gridColumns(7, 4)).toEqual({ columns: 4, spanLast: false });
  });

  it("lets the last card span its row when two columns would leave it alone", () => {
    expect(gridColumns(5, 2)).toEqual({ columns: 2, spanLast: true });
    expect(gridColumns(3, 2)).toEqual({ columns: 2, spanLast: true });
    expect(gridColumns(4, 2)).toEqual({ columns: 2, spanLast: false });
  });

  it("never asks for more columns than cards, nor fewer than one", () => {
    expect(gridColumns(2, 4)).toEqual({ columns: 2, spanLast: false });
    expect(gridColumns(1, 3)).toEqual({ columns: 1, spanLast: false });
    expect(gridColumns(0, 3)).toEqual({ columns: 1, spanLast: false });
    expect(gridColumns(6, 1)).toEqual({ columns: 1, spanLast: false });
  });

  it("leaves no card alone in a last row for any count up to twenty and up to six columns", () => {
    for (let count = 2; count <= 20; count += 1) {
      for (let maxColumns = 2; maxColumns <= 6; maxColumns += 1) {
        const layout = rows(count, maxColumns);
        const last = layout.at(-1);
        expect(last === -1 || last !== 1, `${count} cards, ${maxColumns} columns: ${layout.join(" ")}`).toBe(
          true,
        );
      }
    }
  });
});
