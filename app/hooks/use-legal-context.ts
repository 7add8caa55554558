import { site } from "~/config/site";
import { companyCopy } from "~/content/company";
import type { LegalContext } from "~/content/legal";
import { useLocale } from "./use-locale";

/** The company's name, email and office, as the legal pages of the current language name them. */
export function useLegalContext(): LegalContext {
  return { name: site.name, email: site.email, location: companyCopy[useLocale()].locationLabel };
}
