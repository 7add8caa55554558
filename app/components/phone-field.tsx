import { lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { Labels, Value } from "react-phone-number-input";
import type { PhoneInputFieldProps } from "./phone-input";
import { localeInfo, type Locale, type Localised } from "~/config/locales";
import { useLocale } from "~/hooks/use-locale";
import { DEFAULT_PHONE_PREFIX } from "~/lib/contact-rules";
import { isHydrated } from "~/lib/hydration";
import { controlClassName } from "./ui/form-field";

/**
 * The library sorts its country list with `localeCompare` when the field
 * first renders, and the first comparison in the page's language loads the
 * collation data: about 7 ms on a laptop, four times that on a phone. Done in
 * a task of its own while the field's code loads, it no longer lengthens the
 * task that hydrates the field.
 */
function loadCollation(lang: string): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      "a".localeCompare("b", lang);
      resolve();
    }),
  );
}

/** The library's country names in each language (Arabic with our corrections), fetched with the field; English is built in. */
const countryLabels: Localised<() => Promise<Labels | undefined>> = {
  en: () => Promise.resolve(undefined),
  ar: () =>
    Promise.all([import("react-phone-number-input/locale/ar.json"), import("~/content/country-names")]).then(
      ([library, ours]) => ({
        ...library.default,
        ...ours.arabicCountryNameCorrections,
      }),
    ),
};

/** Whether the visitor was in the stand-in field when the real one replaced it. */
type StandInFocus = RefObject<boolean>;

function loadPhoneInput(locale: Locale) {
  const lang = localeInfo[locale].lang;
  return Promise.all([import("./phone-input"), countryLabels[locale](), loadCollation(lang)]).then(
    ([module, labels]) => {
      const PhoneInput = module.default;
      return {
        default: function LoadedPhoneInput({
          standInFocus,
          ...props
        }: PhoneInputFieldProps & { standInFocus: StandInFocus }) {
          // The visitor typing in the stand-in goes on typing in the real field, after what they typed.
          useEffect(() => {
            if (!standInFocus.current) return;
            standInFocus.current = false;
            const input = document.getElementById(props.id);
            if (!(input instanceof HTMLInputElement)) return;
            input.focus();
            input.setSelectionRange(input.value.length, input.value.length);
          }, [standInFocus, props.id]);
          return <PhoneInput {...props} lang={lang} labels={labels} />;
        },
      };
    },
  );
}

/**
 * Resolves when the prerendered field comes within half a screen of the
 * viewport. Until then it stays the server's HTML, which works as it is (a
 * country select and a text field, read by the server), and the page does
 * not spend a phone's processor on the field's code, country data and
 * hydration while it loads; on most pages the form is far below the fold.
 */
function whenNearViewport(field: Element): Promise<void> {
  if (!("IntersectionObserver" in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(field);
  });
}

/**
 * The stand-in's text as the phone input's value: a whole international
 * number (spaces and dashes dropped, 00 read as +), or nothing while only the
 * calling code is there or the text is not a number.
 */
function standInValue(text: string): Value | undefined {
  const compact = text.replace(/[\s().-]/g, "").replace(/^00/, "+");
  if (!/^\+\d+$/.test(compact) || compact === DEFAULT_PHONE_PREFIX) return undefined;
  return compact as Value;
}

/**
 * Stands in for the phone input while its code loads after a client-side
 * navigation: a plain field with the same name, size and starting value.
 * What the visitor types in it becomes the field's value, and the focus moves
 * to the real field, so a slow network loses neither.
 */
function PhoneInputPlaceholder({
  id,
  name,
  value,
  onChange,
  standInFocus,
}: PhoneInputFieldProps & { standInFocus: StandInFocus }) {
  const input = useRef<HTMLInputElement>(null);
  // Read as the stand-in leaves the page, while its field is still there to hold the focus.
  useLayoutEffect(
    () => () => {
      standInFocus.current = input.current !== null && document.activeElement === input.current;
    },
    [standInFocus],
  );
  return (
    <div className="PhoneInput flex items-stretch">
      <div className="PhoneInputCountry" aria-hidden="true">
        <span className="PhoneInputCountryIcon PhoneInputCountryIcon--border" />
        <span className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        ref={input}
        id={id}
        name={name}
        type="tel"
        autoComplete="tel"
        defaultValue={value ?? DEFAULT_PHONE_PREFIX}
        onChange={(event) => onChange(standInValue(event.currentTarget.value))}
        dir="ltr"
        className={`PhoneInputInput ${controlClassName} rtl:text-right`}
      />
    </div>
  );
}

/**
 * Memoised: typing in the form's other fields re-renders the form, and an
 * update reaching the field's Suspense boundary before it has hydrated would
 * make React throw the server's field away and render it anew on the client.
 */
export const PhoneField = memo(function PhoneField(props: PhoneInputFieldProps) {
  const locale = useLocale();
  // While hydrating, the server's field is on the page: its code waits until the visitor comes
  // near it. Prerendering, and a client-side navigation (nothing on the page yet), load it at once.
  const [PhoneInputField] = useState(() => {
    // Decided now, in the hydration pass: React hydrates the Suspense boundary below in a later one.
    const prerendered =
      typeof document === "undefined" || isHydrated() ? null : document.getElementById(props.id);
    return lazy(() =>
      (prerendered === null ? Promise.resolve() : whenNearViewport(prerendered)).then(() =>
        loadPhoneInput(locale),
      ),
    );
  });
  const standInFocus = useRef(false);
  return (
    <Suspense fallback={<PhoneInputPlaceholder {...props} standInFocus={standInFocus} />}>
      <PhoneInputField {...props} standInFocus={standInFocus} />
    </Suspense>
  );
});

export type { Value as PhoneValue };
