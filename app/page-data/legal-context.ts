import type { Locale, Localised } from "~/config/locales";
import { site } from "~/config/site";
import { articleWords } from "~/content/article-words";
import { companyCopy } from "~/content/company";
import type { LegalContext, LegalDocument } from "~/content/legal";
import { contactPrompt } from "./contact-details";

/** The company's name (config), email and office (content), as the legal pages of a language name them. */
function legalContext(locale: Locale): LegalContext {
  return { name: site.name, email: companyCopy[locale].email, location: companyCopy[locale].locationLabel };
}

/** What a legal page's loader gives its page: the document filled in, its contents list's name, the invitation that ends it. */
export function legalPage(locale: Locale, document: Localised<(context: LegalContext) => LegalDocument>) {
  return {
    document: document[locale](legalContext(locale)),
    contentsLabel: articleWords[locale].contents,
    contactPrompt: contactPrompt(locale),
  };
}
