import { lazy, memo, Suspense, useLayoutEffect, useRef, useState, type RefObject } from "react";
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

/** What the stand-in hands the real field when it replaces it: what the visitor typed (null: nothing) and whether they were in it. */
interface StandIn {
  typed: string | null;
  focused: boolean;
}

function loadPhoneInput(locale: Locale) {
  const lang = localeInfo[locale].lang;
  return Promise.all([import("./phone-input"), countryLabels[locale](), loadCollation(lang)]).then(
    ([module, labels]) => {
      const { default: PhoneInput, typedPhoneValue } = module;
      return {
        default: function LoadedPhoneInput({
          standIn,
          ...props
        }: PhoneInputFieldProps & { standIn: RefObject<StandIn> }) {
          const { id, onChange } = props;
          // Before the browser paints, so no key pressed between the two fields is lost: the visitor's
          // number, read by the form's rules (which this chunk carries), and the focus move here.
          useLayoutEffect(() => {
            const { typed, focused } = standIn.current;
            standIn.current = { typed: null, focused: false };
            if (typed !== null) onChange(typedPhoneValue(typed));
            const input = document.getElementById(id);
            if (!focused || !(input instanceof HTMLInputElement)) return;
            input.focus();
            input.setSelectionRange(input.value.length, input.value.length);
          }, [standIn, id, onChange]);
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
 * Stands in for the phone input while its code loads after a client-side
 * navigation: a plain field with the same name, size and starting value, which
 * a form sent meanwhile posts as typed. What the visitor types in it, and the
 * focus, go to the real field when it comes, so a slow network loses neither.
 */
function PhoneInputPlaceholder({
  id,
  name,
  value,
  standIn,
}: Pick<PhoneInputFieldProps, "id" | "name" | "value"> & { standIn: RefObject<StandIn> }) {
  const input = useRef<HTMLInputElement>(null);
  const startsWith = value ?? DEFAULT_PHONE_PREFIX;
  // Read as the stand-in leaves the page, while its field is still there with its text and the focus.
  useLayoutEffect(
    () => () => {
      const field = input.current;
      if (field === null) return;
      standIn.current = {
        typed: field.value === startsWith ? null : field.value,
        focused: document.activeElement === field,
      };
    },
    [standIn, startsWith],
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
        defaultValue={startsWith}
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
  const standIn = useRef<StandIn>({ typed: null, focused: false });
  return (
    <Suspense
      fallback={
        <PhoneInputPlaceholder id={props.id} name={props.name} value={props.value} standIn={standIn} />
      }
    >
      <PhoneInputField {...props} standIn={standIn} />
    </Suspense>
  );
});

export type { Value as PhoneValue };
