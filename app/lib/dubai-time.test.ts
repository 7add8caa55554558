import { describe, expect, it } from "vitest";
import { addDays, daysBetween, daysFrom } from "./dubai-time.ts";

describe("calendar days", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("refuses to step past 9999-12-31 or before 0001-01-01 rather than give a day that no longer sorts as text", () => {
    expect(addDays("9999-12-30", 1)).toBe("9999-12-31");
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(() => addDays("0001-01-01", -1)).toThrow(RangeError);
  });

  it("counts the days of a range instead of comparing them as text, up to the last day there is", () => {
    expect(daysBetween("2026-11-01", "2026-11-27")).toBe(26);
    expect(daysBetween("2026-11-27", "2026-11-01")).toBe(-26);
    expect(daysFrom("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(daysFrom("9999-12-30", "9999-12-31")).toEqual(["9999-12-30", "9999-12-31"]);
    expect(daysFrom("2026-11-27", "2026-11-26")).toEqual([]);
  });
});
