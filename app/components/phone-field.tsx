import { lazy, Suspense, useEffect } from "react";
import type { Value } from "react-phone-number-input";
import type { PhoneInputFieldProps } from "./phone-input";
import { DEFAULT_PHONE_PREFIX } from "~/lib/contact-rules";
import { controlClassName } from "./ui/form-field";

/**
 * The library sorts its country list with `localeCompare` when the field
 * first renders, and the first locale-aware comparison of a page loads the
 * collation data: about 7 ms on a laptop, four times that on a phone. Done in
 * a task of its own while the field's code loads, it no longer lengthens the
 * task that hydrates the field.
 */
function loadCollation(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      "a".localeCompare("b");
      resolve();
    }),
  );
}

const loadPhoneInput = () => Promise.all([import("./phone-input"), loadCollation()]).then(([module]) => module);
const PhoneInputField = lazy(loadPhoneInput);

/**
 * Stands in for the phone input while its code loads after a client-side
 * navigation: a plain field with the same name, size and starting value.
 */
function PhoneInputPlaceholder({ id, name }: Pick<PhoneInputFieldProps, "id" | "name">) {
  return (
    <div className="PhoneInput flex items-stretch">
      <div className="PhoneInputCountry" aria-hidden="true">
        <span className="PhoneInputCountryIcon PhoneInputCountryIcon--border" />
        <span className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        id={id}
        name={name}
        type="tel"
        autoComplete="tel"
        defaultValue={DEFAULT_PHONE_PREFIX}
        className={`PhoneInputInput ${controlClassName}`}
      />
    </div>
  );
}

export function PhoneField(props: PhoneInputFieldProps) {
  useEffect(() => {
    void loadPhoneInput();
  }, []);
  return (
    <Suspense fallback={<PhoneInputPlaceholder id={props.id} name={props.name} />}>
      <PhoneInputField {...props} />
    </Suspense>
  );
}

export type { Value as PhoneValue };
