/**
 * The site's languages. English keeps its URLs; every other language lives
 * under its own prefix. Copy in app/content is `Localised`, so a language
 * added here is a type error in every module until it is translated.
 */
export const locales = ["en", "ar"] as const;

export type Locale = (typeof locales)[number];

/** One value per language: a missing translation does not compile. */
export type Localised<T> = Readonly<Record<Locale, T>>;

export interface LocaleInfo {
  /** The `lang` attribute and the `hreflang` of links to it. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Prepended to every page path: "" for English, "/ar" for Arabic. */
  prefix: string;
  /** Open Graph's language and territory. */
  ogLocale: string;
  /** The language's own name for itself, as the language switch shows it. */
  name: string;
}

export const localeInfo: Localised<LocaleInfo> = {
  en: { lang: "en", dir: "ltr", prefix: "", ogLocale: "en_AE", name: "English" },
  ar: { lang: "ar", dir: "rtl", prefix: "/ar", ogLocale: "ar_AE", name: "العربية" },
};

export const DEFAULT_LOCALE: Locale = "en";

/** A value made for each language, such as a server's answer pages from each language's template. */
export function byLocale<T>(make: (locale: Locale) => T): Localised<T> {
  return { en: make("en"), ar: make("ar") };
}

/** `byLocale` for values made asynchronously, made at the same time. */
export async function byLocaleAsync<T>(make: (locale: Locale) => Promise<T>): Promise<Localised<T>> {
  const [en, ar] = await Promise.all([make("en"), make("ar")]);
  return { en, ar };
}
