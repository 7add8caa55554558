import { describe, expect, it } from "vitest";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { conversionRate } from "~/lib/insights";
import { formatDueTime } from "./format";

const copy = inboxCopy.lead;
/** Saturday 28 Nov 2026, 16:00 in Dubai. */
const NOW = new Date("2026-11-28T12:00:00.000Z");

describe("a lead's deadline in words, Dubai time", () => {
  it.each([
    // Tuesday 1 Dec 00:00 Dubai: the one business day ends with Monday.
    ["2026-11-30T20:00:00.000Z", "Due by the end of Monday 30 Nov"],
    // A Friday's lead due the next business day at the hour it came.
    ["2026-11-30T06:00:00.000Z", "Due by Monday 30 Nov, 10:00"],
    // Midnight that opens a new year ends the old one: the year is this one's, so it is left out.
    ["2026-12-31T20:00:00.000Z", "Due by the end of Thursday 31 Dec"],
    ["2027-01-04T05:30:00.000Z", "Due by Monday 4 Jan 2027, 09:30"],
  ])("%s reads %j", (dueAt, words) => {
    expect(copy.dueBy(formatDueTime(dueAt, NOW))).toBe(words);
  });

  it("says when an overdue lead was due, in the same words", () => {
    expect(copy.wasDue(formatDueTime("2026-11-26T20:00:00.000Z", NOW))).toBe(
      "Was due by the end of Thursday 26 Nov",
    );
  });
});

describe("leads per 100 visitors", () => {
  it("is a rate with one decimal, not a share: more leads than visitors read above 100, uncapped", () => {
    expect(conversionRate(1, 3)).toBe("33.3");
    expect(conversionRate(6, 4)).toBe("150.0");
    expect(conversionRate(0, 8)).toBe("0.0");
  });

  it("is no number without visitors", () => {
    expect(conversionRate(2, 0)).toBeNull();
  });
});
