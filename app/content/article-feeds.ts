import type { Localised } from "../config/locales.ts";

/**
 * The words of the articles' feeds (issue 30): what a feed reader shows as
 * the feed's name and description, and the titles of the head links a
 * browser or reader lists when it finds them. `{brand}` is the site's name
 * (config/site). To move into content/*.json with the articles' other words.
 */
export interface ArticleFeedWords {
  title: string;
  description: string;
  /** The title of the head link to the Atom feed. */
  atomLinkTitle: string;
  /** The title of the head link to the JSON Feed. */
  jsonLinkTitle: string;
}

export const articleFeedWords: Localised<ArticleFeedWords> = {
  en: {
    title: "{brand} articles",
    description:
      "Articles by {brand}'s consultants in Dubai on software, cloud, cyber security, payments and data, written for the businesses we work with.",
    atomLinkTitle: "{brand} articles (Atom feed)",
    jsonLinkTitle: "{brand} articles (JSON Feed)",
  },
  ar: {
    title: "مقالات {brand}",
    description:
      "مقالات يكتبها مستشارو {brand} في دبي عن البرمجيات والحوسبة السحابية والأمن السيبراني وأنظمة الدفع والبيانات، للشركات التي نعمل معها.",
    atomLinkTitle: "مقالات {brand} (موجز Atom)",
    jsonLinkTitle: "مقالات {brand} (موجز JSON Feed)",
  },
};
