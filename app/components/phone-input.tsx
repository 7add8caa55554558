import { forwardRef, type InputHTMLAttributes } from "react";
import PhoneInput, { type Country, type Labels, type Value } from "react-phone-number-input";
import { DEFAULT_PHONE_COUNTRY, normalisePhone, PHONE_COUNTRY_ORDER } from "~/lib/contact-rules";
import { site } from "~/config/site";
import { CountryFlag } from "./country-flag";
import { PhoneNumberBox } from "./phone-number-box";
import { controlClassName } from "./ui/form-field";

export interface PhoneInputFieldProps {
  id: string;
  name: string;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}

export interface PhoneInputLanguage {
  /** The `lang` that sorts the country names. */
  lang: string;
  /** Country names and the select's own words; the library's English when absent. */
  labels: Labels | undefined;
}

/** What the server's answer pages give back: the visitor's text as typed, under the country it reads as, and what ties it to its error. */
export interface PhoneInputReturned {
  returned?: { typed: string; country: Country; inputProps: InputHTMLAttributes<HTMLInputElement> };
}

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/**
 * The text box of an answer page, which runs no script: it shows what the
 * visitor typed, letters and all, rather than the library's reformatting.
 */
function typedInput(typed: string, inputProps: InputProps) {
  return forwardRef<HTMLInputElement, InputProps>(function TypedInput(
    { value: _formatted, onChange: _onChange, ...rest },
    ref,
  ) {
    return <input {...rest} {...inputProps} ref={ref} defaultValue={typed} />;
  });
}

/**
 * What a visitor typed in a plain phone field (the stand-in the page shows while this code loads)
 * as this field's value, read by the form's own rules: a local number, "00", a number after the
 * field's +971, and Arabic-Indic digits all count; only the calling code, or text that is no number, gives none.
 */
export function typedPhoneValue(typed: string): Value | undefined {
  const read = normalisePhone(typed);
  return read.ok && read.phone !== null ? (read.phone as Value) : undefined;
}

/** One array for every render: the library sorts its country list again whenever this prop is a new one. */
const countryOptionsOrder = [...PHONE_COUNTRY_ORDER];

/**
 * The international phone input: the calling code of the chosen country is
 * fixed in the field (default AE, +971) and follows the country select; a
 * whole international number typed, pasted or filled in sets the country.
 * Loaded on demand so that its country data never delays the first paint.
 * A phone number reads left to right in every language, so the number
 * field is `dir="ltr"`; in right-to-left pages it sits against the select.
 */
export default function PhoneInputField({
  id,
  name,
  value,
  onChange,
  lang,
  labels,
  returned,
}: PhoneInputFieldProps & PhoneInputLanguage & PhoneInputReturned) {
  return (
    <PhoneInput
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      international
      // The code stays put by PhoneNumberBox's rules, not the library's: the library's own lock also turns away a whole number of another country.
      addInternationalOption={false}
      inputComponent={PhoneNumberBox}
      defaultCountry={returned?.country ?? DEFAULT_PHONE_COUNTRY}
      countryOptionsOrder={countryOptionsOrder}
      labels={labels}
      // A string, not an array: V8 keeps the collator of a string locale between calls, where an
      // array makes each of the sort's thousands of comparisons build one (40 times slower).
      locales={lang}
      flagUrl={site.flagUrl}
      flagComponent={CountryFlag}
      autoComplete="tel"
      className="flex items-stretch"
      numberInputProps={{ className: `${controlClassName} rtl:text-right`, dir: "ltr" }}
      {...(returned === undefined
        ? {}
        : { smartCaret: false, inputComponent: typedInput(returned.typed, returned.inputProps) })}
    />
  );
}
