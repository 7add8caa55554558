import { byLocale, type Localised } from "../config/locales.ts";
import content from "../../content/faq.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The questions and answers, in content/faq.json. */
const document = content as SiteContent<"faq">;

export type FaqItem = SiteContent<"faq">["en"]["items"][number];

/** All FAQ items, in the order shown on /faq. */
export const faqItems: Localised<readonly FaqItem[]> = { en: document.en.items, ar: document.ar.items };

/** How many FAQ items /services shows: the first ones of the full list. */
export const SERVICES_FAQ_COUNT = 5;

export const servicesFaqItems: Localised<readonly FaqItem[]> = byLocale((locale) =>
  faqItems[locale].slice(0, SERVICES_FAQ_COUNT),
);
