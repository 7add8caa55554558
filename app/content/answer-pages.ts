/**
 * The words of the pages the form collector answers a post with, when it does
 * not redirect to the success page, in content/answer-pages.json. The texts
 * contain no markup and no characters HTML would read as such.
 */
import { byLocale, type Localised } from "../config/locales.ts";
import content from "../../content/answer-pages.json" with { type: "json" };
import { arabicCountForm } from "./arabic-count.ts";
import { fillTemplate } from "./fill-template.ts";
import type { SiteContent } from "./schema/kinds.ts";

const document = content as SiteContent<"answer-pages">;

type AnswerPagesWords = SiteContent<"answer-pages">["en"];

/** The document title, the page's heading and the paragraph under it. */
export type AnswerPageText = AnswerPagesWords["invalid"];

export interface AnswerPagesCopy extends Omit<AnswerPagesWords, "rateLimited" | "minutes"> {
  /** `wait`: how long to wait, as `minutes` words it. */
  rateLimited: { title: string; heading: string; lead: (wait: string) => string };
  /** "a minute", "2 minutes"… with the language's plural rules; `count` is a whole number of at least 1. */
  minutes: (count: number) => string;
}

export const answerPagesCopy: Localised<AnswerPagesCopy> = byLocale((locale) => {
  const { rateLimited, minutes, ...words } = document[locale];
  return {
    ...words,
    rateLimited: { ...rateLimited, lead: (wait) => fillTemplate(rateLimited.lead, { wait }) },
    // Arabic's forms decide; English gives the same words for all but one.
    minutes: (count) => fillTemplate(minutes[arabicCountForm(count)], { count: String(count) }),
  };
});
