// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DailyChart } from "./daily-chart";

/** 1–30 November 2026, with the counts given for the first days and 0 after. */
function november(counts: readonly number[]) {
  return Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, "0")}`,
    count: counts[index] ?? 0,
  }));
}

const title = "Submissions per day, last 30 days";

function bars(container: HTMLElement) {
  return [...container.querySelectorAll('svg[role="img"] rect')].map((rect) => ({
    height: Number(rect.getAttribute("height")),
    bottom: Number(rect.getAttribute("y")) + Number(rect.getAttribute("height")),
  }));
}

describe("DailyChart", () => {
  it("is a figure named by its caption, its chart named by the caption and a summary", () => {
    render(<DailyChart days={november([2, 0, 7, 3, 7])} title={title} />);
    expect(screen.getByRole("figure", { name: title })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: `${title} 19 in total; busiest day 3 Nov (7).` }),
    ).toBeInTheDocument();
  });

  it("lists every day's count in a visually hidden table", () => {
    const days = november([2, 0, 7, 3, 7]);
    render(<DailyChart days={days} title={title} />);
    const table = screen.getByRole("table", { name: title });
    expect(table.parentElement, "hidden by its box: a table grows past any height it is given").toHaveClass(
      "sr-only",
    );
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Submissions"]);
    expect(
      rows
        .slice(1)
        .map((row) => [
          within(row).getByRole("rowheader").textContent,
          within(row).getByRole("cell").textContent,
        ]),
    ).toEqual(days.map((day, index) => [`${index + 1} Nov`, String(day.count)]));
    expect(rows[3]?.querySelector("time")).toHaveAttribute("datetime", "2026-11-03");
  });

  it("draws bars proportional to the counts, standing on one baseline", () => {
    const counts = [2, 0, 8, 3, 4];
    const { container } = render(<DailyChart days={november(counts)} title={title} />);
    const drawn = bars(container);
    expect(drawn).toHaveLength(30);
    expect(drawn.map((bar) => bar.height)).toEqual(november(counts).map((day) => (day.count / 8) * 100));
    expect(new Set(drawn.map((bar) => bar.bottom))).toEqual(new Set([100]));
  });

  it("labels the y axis with 0 and the busiest count, and the first, middle and last days", () => {
    const { container } = render(<DailyChart days={november([2, 0, 8])} title={title} />);
    const [yAxis, xAxis] = container.querySelectorAll('[aria-hidden="true"]');
    expect([...(yAxis?.children ?? [])].map((label) => label.textContent)).toEqual(["8", "0"]);
    const dates = [...(xAxis?.querySelectorAll("text") ?? [])];
    expect(dates.map((label) => label.textContent)).toEqual(["1 Nov", "15 Nov", "30 Nov"]);
    // Each under its bar: the first and last flush with the ends, the middle centred on its day.
    expect(dates.map((label) => [label.getAttribute("x"), label.getAttribute("text-anchor")])).toEqual([
      ["0%", "start"],
      [`${(14.5 / 30) * 100}%`, "middle"],
      ["100%", "end"],
    ]);
  });

  it("draws an empty baseline when nothing came in", () => {
    const { container } = render(<DailyChart days={november([])} title={title} />);
    expect(screen.getByRole("img", { name: `${title} No submissions.` })).toBeInTheDocument();
    expect(bars(container).every((bar) => bar.height === 0)).toBe(true);
    expect(container.querySelectorAll('svg[role="img"] line')).toHaveLength(1);
    expect(
      [...(container.querySelector('[aria-hidden="true"]')?.children ?? [])].map(
        (label) => label.textContent,
      ),
    ).toEqual(["", "0"]);
  });

  it("renders to static HTML without style attributes, which the site's CSP blocks", () => {
    const html = renderToStaticMarkup(<DailyChart days={november([1, 2, 3])} title={title} />);
    expect(html).toContain('viewBox="0 0 30 100"');
    expect(html).toContain('width="100%"');
    expect(html).not.toMatch(/\sstyle=/);
  });
});
