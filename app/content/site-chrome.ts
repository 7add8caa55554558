import type { Locale, Localised } from "../config/locales.ts";
import content from "../../content/site-chrome.json" with { type: "json" };
import { fillTemplate } from "./fill-template.ts";
import type { SiteContent } from "./schema/kinds.ts";

const document = content as SiteContent<"site-chrome">;

/** The words around every page: the skip link, the footer and the error page, in content/site-chrome.json. */
export interface SiteChromeCopy {
  skipLink: string;
  footer: {
    navigationHeading: string;
    resourcesHeading: string;
    contactHeading: string;
    /** After "© <year> <brand>.". */
    rightsReserved: string;
    /** The accessible name of the link to the company's page on a professional network. */
    networkLinkLabel: (brand: string, network: string) => string;
  };
  errorPage: {
    heading: string;
    lead: string;
    /** The heading when the error is a 404. */
    notFoundHeading: string;
    /** Under that heading. */
    notFoundLead: string;
    homeLink: string;
  };
}

/** Not byLocale: that would put it in every page's first script, which this module is not in. */
function chromeOf(locale: Locale): SiteChromeCopy {
  const words = document[locale];
  return {
    ...words,
    footer: {
      ...words.footer,
      networkLinkLabel: (brand, network) => fillTemplate(words.footer.networkLinkLabel, { brand, network }),
    },
  };
}

export const siteChrome: Localised<SiteChromeCopy> = { en: chromeOf("en"), ar: chromeOf("ar") };
