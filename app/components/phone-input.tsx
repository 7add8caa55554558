import PhoneInput, { type Value } from "react-phone-number-input";
import { DEFAULT_PHONE_COUNTRY } from "~/lib/contact-rules";
import { site } from "~/config/site";
import { CountryFlag } from "./country-flag";
import { controlClassName } from "./ui/form-field";

export interface PhoneInputFieldProps {
  id: string;
  name: string;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}

/**
 * The international phone input: the calling code of the chosen country is
 * fixed in the field (default AE, +971) and follows the country select.
 * Loaded on demand so that its country data never delays the first paint.
 */
export default function PhoneInputField({ id, name, value, onChange }: PhoneInputFieldProps) {
  return (
    <PhoneInput
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      international
      countryCallingCodeEditable={false}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      flagUrl={site.flagUrl}
      flagComponent={CountryFlag}
      autoComplete="tel"
      className="flex items-stretch"
      numberInputProps={{ className: controlClassName }}
    />
  );
}
