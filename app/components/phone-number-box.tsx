import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from "react";
import { flushSync } from "react-dom";
import {
  applyPhoneEdit,
  countryToSelect,
  editBetween,
  erasedRange,
  protectedLength,
  type PhoneEdit,
} from "~/lib/phone-entry";

type Props = InputHTMLAttributes<HTMLInputElement>;

/** The selection an edit is about to replace, as `beforeinput` saw it; null when the browser sent none (autofill, a script). */
interface PendingEdit {
  before: string;
  start: number;
  end: number;
}

/**
 * Switches the field's country select to the country of a number entered
 * whole, as choosing it there would, before the library reads the number:
 * the library derives a country only from a complete number, and shows its
 * default (the UAE) beside "+44 7946…" until then. Synchronous, so that the
 * library reads the number under its new country.
 */
function selectCountryOf(input: HTMLInputElement, text: string): void {
  const select = input.closest(".PhoneInput")?.querySelector("select");
  if (select == null) return;
  const country = countryToSelect(text, select.value);
  if (country === undefined) return;
  flushSync(() => {
    select.value = country;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

function setRefs(input: HTMLInputElement | null, ref: Ref<HTMLInputElement>): void {
  if (typeof ref === "function") ref(input);
  else if (ref !== null) ref.current = input;
}

/**
 * The phone field's text box, between the browser and the library's
 * formatter (react-phone-number-input's `inputComponent`). Each change is
 * first put through the field's rules (lib/phone-entry): the calling code
 * stays whatever is typed or deleted inside the number, and a whole
 * international number typed from its "+" or "00", pasted or filled in by
 * the browser replaces code and number, so that the library sets the
 * country from it. The library formats what passes.
 */
export const PhoneNumberBox = forwardRef<HTMLInputElement, Props>(function PhoneNumberBox(
  { onChange, onKeyDown, value, ...rest },
  ref,
) {
  const element = useRef<HTMLInputElement | null>(null);
  const pending = useRef<PendingEdit | null>(null);
  const rendered = typeof value === "string" ? value : "";

  const attach = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      setRefs(input, ref);
    },
    [ref],
  );

  useEffect(() => {
    const input = element.current;
    if (input === null) return;
    const record = (event: InputEvent) => {
      // Autofill may announce itself; it replaces the whole value whatever the selection.
      pending.current =
        event.inputType === "insertReplacementText"
          ? null
          : {
              before: input.value,
              start: input.selectionStart ?? input.value.length,
              end: input.selectionEnd ?? input.value.length,
            };
    };
    input.addEventListener("beforeinput", record);
    return () => input.removeEventListener("beforeinput", record);
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const recorded = pending.current;
    pending.current = null;
    // Without a `beforeinput` the browser (autofill) or a script set the value in one step.
    const edit: PhoneEdit =
      recorded === null
        ? { before: rendered, start: 0, end: rendered.length, inserted: typed }
        : editBetween(recorded.before, typed, recorded);
    const result = applyPhoneEdit(edit) ?? { text: edit.before, caret: edit.end };
    // Switching the country renders the field anew, with the old number under the new code.
    selectCountryOf(input, result.text);
    if (input.value !== result.text) {
      input.value = result.text;
      input.setSelectionRange(result.caret, result.caret);
    }
    onChange?.(event);
  };

  // Backspace and Delete never reach `change`: the formatter erases digits itself on keydown.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" || event.key === "Delete") {
      const input = event.currentTarget;
      const start = input.selectionStart ?? 0;
      const end = input.selectionEnd ?? start;
      const range = start === end ? erasedRange(input.value, start, event.key) : { start, end };
      if (range !== null) {
        if (applyPhoneEdit({ before: input.value, ...range, inserted: "" }) === null) {
          event.preventDefault();
          return;
        }
        // A selection from inside the code: erase only what follows it.
        const kept = protectedLength(input.value);
        if (range.start < kept) input.setSelectionRange(kept, range.end);
      }
    }
    onKeyDown?.(event);
  };

  return <input {...rest} ref={attach} value={value} onChange={change} onKeyDown={keyDown} />;
});
