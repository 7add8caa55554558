import type { Locale } from "~/config/locales";
import { site } from "~/config/site";
import { companyCopy } from "~/content/company";
import type { LegalContext } from "~/content/legal";

/** The company's name (config), email and office (content), as the legal pages of a language name them. */
export function legalContext(locale: Locale): LegalContext {
  return { name: site.name, email: companyCopy[locale].email, location: companyCopy[locale].locationLabel };
}
