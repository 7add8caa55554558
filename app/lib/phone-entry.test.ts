import { describe, expect, it } from "vitest";
import { applyPhoneEdit, countryToSelect, editBetween, erasedRange } from "./phone-entry.ts";

/** The edit of inserting `inserted` at the end of `before`, as typing or pasting with the caret there. */
const atEnd = (before: string, inserted: string) => ({
  before,
  start: before.length,
  end: before.length,
  inserted,
});
/** The edit of a value replaced in one step, as the browser's autofill does. */
const whole = (before: string, inserted: string) => ({ before, start: 0, end: before.length, inserted });

describe("a whole international number entered at once", () => {
  it.each([
    ["typed from its + after the code", atEnd("+971", "+"), "+"],
    ["typed from its 00 after the code", atEnd("+971 0", "0"), "+"],
    ["typed from its 00 after another code", atEnd("+44 0", "0"), "+"],
    ["pasted after the code", atEnd("+971 ", "+966 55 234 5678"), "+966552345678"],
    ["pasted with 00 after a number", atEnd("+971 50", "00 44 20 7946 0018"), "+442079460018"],
    ["filled in over the field", whole("+971", "+966 55 234 5678"), "+966552345678"],
    ["filled in with 00", whole("+971 50 123", "00966552345678"), "+966552345678"],
    ["typed over a selection of everything", whole("+971 50", "+"), "+"],
  ])("%s replaces code and number", (_case, edit, text) => {
    expect(applyPhoneEdit(edit)).toEqual({ text, caret: text.length });
  });

  it("is not taken inside a number: a + typed or pasted before digits changes nothing", () => {
    expect(applyPhoneEdit({ before: "+971 50 123", start: 5, end: 5, inserted: "+" })).toBeNull();
    expect(applyPhoneEdit({ before: "+971 50 123", start: 0, end: 0, inserted: "+44 20" })).toBeNull();
  });

  it("keeps a single 0 and a 0 typed before digits as digits of the number", () => {
    expect(applyPhoneEdit(atEnd("+971", "0"))).toEqual({ text: "+9710", caret: 5 });
    expect(applyPhoneEdit({ before: "+971 0 50", start: 6, end: 6, inserted: "0" })).toEqual({
      text: "+971 00 50",
      caret: 7,
    });
  });
});

describe("the calling code stays", () => {
  it.each([
    ["Backspace on its last digit", { before: "+971 50", start: 3, end: 4, inserted: "" }],
    ["Delete on the +", { before: "+971 50", start: 0, end: 1, inserted: "" }],
    ["a digit typed inside it", { before: "+971 50", start: 2, end: 2, inserted: "5" }],
    ["a digit typed over part of it", { before: "+971 50", start: 1, end: 3, inserted: "5" }],
    ["the + of a code still being typed", { before: "+9", start: 0, end: 1, inserted: "" }],
  ])("refuses %s", (_case, edit) => {
    expect(applyPhoneEdit(edit)).toBeNull();
  });

  it("applies an edit that starts inside the code to what follows it", () => {
    expect(applyPhoneEdit(whole("+971 50", ""))).toEqual({ text: "+971", caret: 4 });
    expect(applyPhoneEdit(whole("+971", "5"))).toEqual({ text: "+9715", caret: 5 });
    expect(applyPhoneEdit({ before: "+971 50 123", start: 2, end: 7, inserted: "" })).toEqual({
      text: "+971 123",
      caret: 4,
    });
  });

  it("lets the digits of a code still being typed be edited", () => {
    expect(applyPhoneEdit({ before: "+96", start: 2, end: 3, inserted: "" })).toEqual({
      text: "+9",
      caret: 2,
    });
    expect(applyPhoneEdit(atEnd("+96", "6"))).toEqual({ text: "+966", caret: 4 });
  });

  it("lets the number after the code be edited", () => {
    expect(applyPhoneEdit({ before: "+971 50 123", start: 5, end: 6, inserted: "" })).toEqual({
      text: "+971 0 123",
      caret: 5,
    });
    expect(applyPhoneEdit(atEnd("+971 50", "1"))).toEqual({ text: "+971 501", caret: 8 });
  });
});

describe("reading an edit", () => {
  it("takes what replaced the selection", () => {
    expect(editBetween("+971", "+971+966", { start: 4, end: 4 })).toEqual(atEnd("+971", "+966"));
    expect(editBetween("+971 50", "+44 20", { start: 0, end: 7 })).toEqual(whole("+971 50", "+44 20"));
  });

  it("finds a deletion the selection does not show (Backspace on a phone's keyboard)", () => {
    expect(editBetween("+971 50", "+971 5", { start: 7, end: 7 })).toEqual({
      before: "+971 50",
      start: 6,
      end: 7,
      inserted: "",
    });
    expect(editBetween("+971 50", "+97 50", { start: 4, end: 4 })).toEqual({
      before: "+971 50",
      start: 3,
      end: 4,
      inserted: "",
    });
  });

  it("erases the nearest digit, past the spaces of the format", () => {
    expect(erasedRange("+971 50", 5, "Backspace")).toEqual({ start: 3, end: 4 });
    expect(erasedRange("+971 50", 4, "Delete")).toEqual({ start: 5, end: 6 });
    expect(erasedRange("+971", 0, "Backspace")).toBeNull();
  });
});

describe("the country a number selects", () => {
  it.each([
    ["+966 55 234 5678", "AE", "SA"],
    ["+44 7946 001", "AE", "GB"],
    ["+44 1534 123456", "AE", "JE"],
    ["+1 212", "AE", "US"],
  ])("%s with %s selected switches to %s", (text, selected, country) => {
    expect(countryToSelect(text, selected)).toBe(country);
  });

  it.each([
    ["+1 416 555 0123", "CA"],
    ["+1 416", "US"],
    ["+44 20 7946 0018", "GB"],
    ["+9", "AE"],
    ["+", "AE"],
  ])("%s leaves %s as it is (same calling code, or none yet)", (text, selected) => {
    expect(countryToSelect(text, selected)).toBeUndefined();
  });
});
