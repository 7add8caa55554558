import { useLocation } from "react-router";
import type { Locale } from "~/config/locales";
import { localeOfPath } from "~/lib/locale-paths";

/** The language of the page being shown, read from its URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
