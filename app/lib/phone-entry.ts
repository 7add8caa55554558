/**
 * What one edit does to the phone field's text (the browser's side of the
 * phone rules in contact-rules.ts). The field always starts with a calling
 * code, and editing inside the number never removes or changes it; a whole
 * international number entered at once (typed from its "+" or "00", pasted,
 * filled in by the browser) replaces code and number together, so that the
 * country follows the number and every digit is kept.
 */
import { AsYouType, getCountryCallingCode, isSupportedCountry, type CountryCode } from "libphonenumber-js";
import metadata from "libphonenumber-js/metadata.min.json";
import { callingCodeAtStart, internationalNumber } from "./contact-rules";

/** One edit of the field's text: `inserted` replaced `before.slice(start, end)`. */
export interface PhoneEdit {
  before: string;
  start: number;
  end: number;
  inserted: string;
}

/** The field's text after an edit, and where the caret goes. */
export interface PhoneText {
  text: string;
  caret: number;
}

/**
 * Where the part of the text that edits may not touch ends: after the
 * calling code ("+971" of "+971 50 123"), or after the "+" alone while the
 * visitor is still typing a code ("+96").
 */
export function protectedLength(text: string): number {
  if (!text.startsWith("+")) return 0;
  const code = callingCodeAtStart(`+${/^\+(\d*)/.exec(text)?.[1] ?? ""}`);
  return code === undefined ? 1 : 1 + code.length;
}

const hasDigit = (text: string) => /\d/.test(text);

/**
 * The text after `edit`, or null when the edit is refused (it would delete
 * or change the calling code, or put an international number inside
 * another). A deletion or insertion that starts inside the code and reaches
 * past it keeps the code and applies to what follows (select all, then
 * Backspace, leaves "+971").
 */
export function applyPhoneEdit(edit: PhoneEdit): PhoneText | null {
  const { before, inserted } = edit;
  const after = before.slice(edit.end);
  const entered = internationalNumber(inserted);
  if (entered !== undefined) return hasDigit(after) ? null : { text: entered, caret: entered.length };

  const kept = protectedLength(before);
  // Inside the code; an insertion over a selection that ends with the code (all of "+971") goes after it.
  if (edit.start < kept && (edit.end < kept || (edit.end === kept && inserted === ""))) return null;
  const start = Math.max(edit.start, kept);
  const text = before.slice(0, start) + inserted + after;
  // "00" straight after a code: no country's numbers start so, it is the visitor dialling from abroad.
  const dialledOut = kept > 1 && !hasDigit(after) ? internationalNumber(text.slice(kept)) : undefined;
  if (dialledOut !== undefined) return { text: dialledOut, caret: dialledOut.length };
  return { text, caret: start + inserted.length };
}

/**
 * The range Backspace or Delete erases with nothing selected: the nearest
 * digit or "+" before (or after) the caret, skipping the spaces the field
 * formats the number with, as the field's formatter erases.
 */
export function erasedRange(
  text: string,
  caret: number,
  key: "Backspace" | "Delete",
): { start: number; end: number } | null {
  if (key === "Backspace") {
    for (let index = caret - 1; index >= 0; index -= 1)
      if (/[\d+]/.test(text[index] ?? "")) return { start: index, end: index + 1 };
    return null;
  }
  for (let index = caret; index < text.length; index += 1)
    if (/[\d+]/.test(text[index] ?? "")) return { start: index, end: index + 1 };
  return null;
}

/**
 * The edit that turned `before` into `after`, read from the selection the
 * browser had just before it (`beforeinput`): what replaced that selection.
 * A deletion with nothing selected (Backspace on a phone's keyboard) is
 * found by comparing the two texts instead.
 */
export function editBetween(
  before: string,
  after: string,
  selection: { start: number; end: number },
): PhoneEdit {
  const tail = before.slice(selection.end);
  const insertedEnd = after.length - tail.length;
  if (
    insertedEnd >= selection.start &&
    after.startsWith(before.slice(0, selection.start)) &&
    after.endsWith(tail)
  ) {
    return {
      before,
      start: selection.start,
      end: selection.end,
      inserted: after.slice(selection.start, insertedEnd),
    };
  }
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let common = 0;
  while (
    common < before.length - start &&
    common < after.length - start &&
    before[before.length - 1 - common] === after[after.length - 1 - common]
  )
    common += 1;
  return { before, start, end: before.length - common, inserted: after.slice(start, after.length - common) };
}

/**
 * The country the select should switch to for the field's text, or
 * undefined when it already shows one of the text's calling code (or no
 * code is complete yet). The number's own country when its digits say
 * (+44 1534… is Jersey), else the code's main country (+44 is the UK's).
 */
export function countryToSelect(text: string, selected: string): CountryCode | undefined {
  const code = callingCodeAtStart(text.replace(/[^\d+]/g, ""));
  if (code === undefined || (isSupportedCountry(selected) && getCountryCallingCode(selected) === code))
    return undefined;
  const typed = new AsYouType();
  typed.input(text);
  return typed.getCountry() ?? metadata.country_calling_codes[code]?.[0];
}
