import { describe, expect, it } from "vitest";
import { clockOf, dueAt, isWorkingDay, weekOf, weeklyAnswerFigures } from "./business-days.ts";

/** An instant given in Dubai wall-clock time. */
const dubai = (wallClock: string) => new Date(`${wallClock}+04:00`);
const none = new Set<string>();
/** UAE National Day, Wednesday and Thursday that week. */
const nationalDay = new Set(["2026-12-02", "2026-12-03"]);
const HOUR = 60 * 60 * 1000;

describe("the one-business-day clock", () => {
  it("gives a lead that arrives on a working day the same time the next working day", () => {
    expect(dueAt(dubai("2026-11-23T10:00"), none)).toEqual(dubai("2026-11-24T10:00"));
    expect(dueAt(dubai("2026-11-26T15:30"), none)).toEqual(dubai("2026-11-27T15:30"));
  });

  it("does not count the weekend", () => {
    expect(dueAt(dubai("2026-11-27T10:00"), none)).toEqual(dubai("2026-11-30T10:00"));
    expect(dueAt(dubai("2026-11-27T23:59"), none)).toEqual(dubai("2026-11-30T23:59"));
  });

  it("starts a weekend arrival at midnight of the next working day", () => {
    expect(dueAt(dubai("2026-11-28T12:00"), none)).toEqual(dubai("2026-12-01T00:00"));
    expect(dueAt(dubai("2026-11-29T23:00"), none)).toEqual(dubai("2026-12-01T00:00"));
  });

  it("does not count the public holidays in the setting", () => {
    expect(dueAt(dubai("2026-12-01T10:00"), nationalDay)).toEqual(dubai("2026-12-04T10:00"));
    expect(dueAt(dubai("2026-12-02T09:00"), nationalDay)).toEqual(dubai("2026-12-05T00:00"));
    // A holiday on a Friday joins the weekend: Thursday evening's lead is due on Monday.
    expect(dueAt(dubai("2026-12-03T18:00"), new Set(["2026-12-04"]))).toEqual(dubai("2026-12-07T18:00"));
  });

  it("knows a working day", () => {
    expect(isWorkingDay("2026-11-30", none)).toBe(true);
    expect(isWorkingDay("2026-11-28", none)).toBe(false);
    expect(isWorkingDay("2026-11-29", none)).toBe(false);
    expect(isWorkingDay("2026-12-02", nationalDay)).toBe(false);
  });

  it("says how many clock hours remain, or how long a lead has been overdue", () => {
    const arrived = dubai("2026-11-27T10:00");
    expect(clockOf(arrived, dubai("2026-11-30T07:10"), none)).toMatchObject({ overdue: false, hours: 3 });
    expect(clockOf(arrived, dubai("2026-11-30T09:59"), none)).toMatchObject({ overdue: false, hours: 1 });
    expect(clockOf(arrived, dubai("2026-11-30T12:10"), none)).toMatchObject({ overdue: true, hours: 2 });
    expect(clockOf(arrived, dubai("2026-11-30T10:05"), none)).toMatchObject({ overdue: true, hours: 1 });
    // Over a weekend the hours are clock hours, not working hours.
    expect(clockOf(arrived, dubai("2026-11-28T10:00"), none)).toMatchObject({ overdue: false, hours: 48 });
  });
});

describe("answer figures per week", () => {
  it("buckets leads by the Monday of their arrival week in Dubai", () => {
    expect(weekOf(dubai("2026-11-23T00:00"))).toBe("2026-11-23");
    expect(weekOf(dubai("2026-11-29T23:59"))).toBe("2026-11-23");
    expect(weekOf(dubai("2026-11-30T00:00"))).toBe("2026-11-30");
  });

  it("gives the median time to first answer and how many were answered within the promise", () => {
    const figures = weeklyAnswerFigures(
      [
        { arrivedAt: dubai("2026-11-23T09:00"), firstAnsweredAt: dubai("2026-11-23T10:00") },
        { arrivedAt: dubai("2026-11-24T09:00"), firstAnsweredAt: dubai("2026-11-24T12:00") },
        // Friday to Monday morning: within the promise, though 72 h of clock time.
        { arrivedAt: dubai("2026-11-27T09:00"), firstAnsweredAt: dubai("2026-11-30T08:00") },
        // Answered a day late.
        { arrivedAt: dubai("2026-11-25T09:00"), firstAnsweredAt: dubai("2026-11-27T09:00") },
        // Never answered, long past due.
        { arrivedAt: dubai("2026-11-26T09:00"), firstAnsweredAt: null },
        { arrivedAt: dubai("2026-11-30T09:00"), firstAnsweredAt: null },
      ],
      none,
      dubai("2026-11-30T12:00"),
    );
    expect(figures).toEqual([
      { week: "2026-11-23", leads: 5, answered: 4, medianMs: 25.5 * HOUR, withinPromise: 3, decided: 5 },
      // Not yet due: undecided, not a failure.
      { week: "2026-11-30", leads: 1, answered: 0, medianMs: null, withinPromise: 0, decided: 0 },
    ]);
  });
});
