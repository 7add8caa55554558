/**
 * The privacy policy and the terms of use, in content/privacy-policy.json and
 * content/terms.json: templates whose `{placeholders}` are the company's facts
 * and the retention periods, filled here (the periods from the code, so the
 * policy says what the server does).
 */
import { byLocale, type Localised } from "../config/locales.ts";
import { DEFAULT_INSIGHTS_RETENTION_DAYS } from "../lib/insights.ts";
import { keepFiguresTogether } from "../lib/unbroken-figures.ts";
import privacyContent from "../../content/privacy-policy.json" with { type: "json" };
import termsContent from "../../content/terms.json" with { type: "json" };
import { arabicCount, type ArabicNounForms } from "./arabic-count.ts";
import { fillTemplate } from "./fill-template.ts";
import type { RichField, RichInline, RichText } from "./rich-text.ts";
import type { SiteContent } from "./schema/kinds.ts";

export interface LegalSection {
  heading: string;
  /** Paragraphs and lists, drawn by components/rich-text.tsx. */
  body: RichText;
}

export interface LegalDocument {
  heading: string;
  /** Shown before the date: `${updatedLabel} ${updated}`. */
  updatedLabel: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The facts the legal pages name, in the words of the page's language. */
export interface LegalContext {
  name: string;
  email: string;
  /** The office, already localised: "Dubai, UAE", "دبي، الإمارات العربية المتحدة". */
  location: string;
}

/** How long contact-form messages are kept before they are deleted. */
export const RETENTION_DAYS = 180;

const arabicDays: ArabicNounForms = {
  one: "يوم واحد",
  two: "يومين",
  few: "أيام",
  many: "يومًا",
  other: "يوم",
};

/** A number of days in the words of a language, kept on one line: "180 days", "180 يومًا". */
const daysIn: Localised<(count: number) => string> = {
  en: (count) => keepFiguresTogether(count === 1 ? "1 day" : `${count} days`),
  ar: (count) => keepFiguresTogether(arabicCount(count, arabicDays)),
};

type LegalContent = SiteContent<"privacy-policy">;

function filledInline(node: RichInline, fill: (text: string) => string): RichInline {
  if (typeof node === "string") return fill(node);
  if ("children" in node)
    return { ...node, children: node.children.map((child) => filledInline(child, fill)) };
  return node;
}

/**
 * A section's text with its placeholders filled. Under plain Node (no build
 * to parse it) the Markdown stays as one paragraph of its source.
 */
function filledBody(body: RichField, fill: (text: string) => string): RichText {
  const tree: RichText = typeof body === "string" ? [{ type: "paragraph", children: [body] }] : body;
  return tree.map((block) =>
    block.type === "paragraph"
      ? { ...block, children: block.children.map((child) => filledInline(child, fill)) }
      : { ...block, items: block.items.map((item) => item.map((child) => filledInline(child, fill))) },
  );
}

function legalDocument(content: LegalContent): Localised<(context: LegalContext) => LegalDocument> {
  return byLocale((locale) => {
    const words = content[locale];
    return (context) => {
      const facts = {
        ...context,
        messageDays: daysIn[locale](RETENTION_DAYS),
        visitCountDays: daysIn[locale](DEFAULT_INSIGHTS_RETENTION_DAYS),
      };
      const fill = (sentence: string) => fillTemplate(sentence, facts);
      return {
        heading: words.heading,
        updatedLabel: words.updatedLabel,
        updated: words.updated,
        intro: fill(words.intro),
        sections: words.sections.map(({ heading, body }) => ({ heading, body: filledBody(body, fill) })),
      };
    };
  });
}

export const privacyPolicy = legalDocument(privacyContent as LegalContent);

export const termsOfUse = legalDocument(termsContent as SiteContent<"terms">);
