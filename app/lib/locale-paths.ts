import { DEFAULT_LOCALE, localeInfo, locales, type Locale } from "../config/locales.ts";

/** Prerendering and static hosts may add a trailing slash; pages are named without one. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

function prefixOf(pathname: string, locale: Locale): boolean {
  const { prefix } = localeInfo[locale];
  return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The language of a URL path: its prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  return locales.find((locale) => prefixOf(pathname, locale)) ?? DEFAULT_LOCALE;
}

/** A page's English path as served in a language: "/" is "/ar" in Arabic, "/faq" is "/ar/faq". */
export function localisedPath(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  if (prefix === "") return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The English path of any localised path: "/ar/faq" gives "/faq", "/ar" gives "/". */
export function basePath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  const locale = localeOfPath(path);
  const { prefix } = localeInfo[locale];
  if (prefix === "") return path;
  return path.slice(prefix.length) || "/";
}

/** The same page in another language (an unknown path stays unknown there too). */
export function counterpartPath(pathname: string, locale: Locale): string {
  return localisedPath(basePath(pathname), locale);
}

/**
 * The language of the page a loader renders. React Router asks for a page's
 * data at "<path>.data" ("/ar.data" for "/ar"), so that suffix is not part of the page.
 */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}
