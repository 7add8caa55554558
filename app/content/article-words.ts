/**
 * The words around an article's body (issue 30): its sections' anchor links,
 * the table of contents, the code blocks' names, the reading time. A page's
 * loader picks one language's and hands them to the components, so they reach
 * the browser in the page's data, not in its scripts (decision 007).
 */
import type { Localised } from "../config/locales.ts";
import { arabicCountForm, type ArabicNounForms } from "./arabic-count.ts";
import { fillTemplate } from "./fill-template.ts";

export interface ArticleWords {
  /** The table of contents' name. */
  contents: string;
  /** A heading's anchor link's name, `{heading}` its words. */
  sectionLink: string;
  /** A code block's name when it names no language. */
  code: string;
  /** A code block's name, `{language}` such as TypeScript. */
  codeIn: string;
  /** "5 min read", one template per Arabic count form, each with `{count}`. */
  readingTime: Readonly<Record<keyof ArabicNounForms, string>>;
}

export const articleWords: Localised<ArticleWords> = {
  en: {
    contents: "Contents",
    sectionLink: "Link to the section “{heading}”",
    code: "Code",
    codeIn: "Code: {language}",
    readingTime: {
      one: "{count} min read",
      two: "{count} min read",
      few: "{count} min read",
      many: "{count} min read",
      other: "{count} min read",
    },
  },
  ar: {
    contents: "المحتويات",
    sectionLink: "رابط إلى قسم «{heading}»",
    code: "شيفرة برمجية",
    codeIn: "شيفرة برمجية: {language}",
    readingTime: {
      one: "قراءة في دقيقة واحدة",
      two: "قراءة في دقيقتين",
      few: "قراءة في {count} دقائق",
      many: "قراءة في {count} دقيقة",
      other: "قراءة في {count} دقيقة",
    },
  },
};

/** An article's reading time in words, "7 min read", "قراءة في 7 دقائق". */
export function readingTimeText(minutes: number, words: ArticleWords): string {
  return fillTemplate(words.readingTime[arabicCountForm(minutes)], { count: String(minutes) });
}
