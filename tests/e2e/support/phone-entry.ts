/**
 * What the browser tests (Chromium, Firefox, WebKit) enter in the phone
 * field: whole international numbers, each with the country and the E.164
 * number the field and the server must end with.
 */
export const wholeNumbers = [
  { text: "+966 55 234 5678", country: "SA", e164: "+966552345678" },
  { text: "+44 20 7946 0018", country: "GB", e164: "+442079460018" },
] as const;

export type WholeNumber = (typeof wholeNumbers)[number];

/** The same number dialled with 00 in place of +. */
export const withDoubleZero = (text: string): string => text.replace(/^\+/, "00");

/**
 * Fills the field as a browser's autofill does: the whole value set in one
 * step, then `input` and `change`, with no key events and no `beforeinput`.
 * The value goes through the prototype's setter, as the browser's own
 * filling does, so React sees a change it did not make. Passed to the page
 * as source (Playwright's and Puppeteer's evaluate, WebDriver's execute).
 */
export function fillAsAutofill(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}
