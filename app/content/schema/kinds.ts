/**
 * Every kind of content the editor edits and the build reads, one file each
 * (content/<name>.json), with the schema its type, form and validation come
 * from (decision 034).
 */
import type * as v from "valibot";
import { type PageKey, pages } from "../../config/pages.ts";
import type { RichField } from "../rich-text.ts";
import { answerPagesSchema } from "./answer-pages.ts";
import { articlesPageSchema } from "./articles-page.ts";
import { clientTypesSchema } from "./client-types.ts";
import { contactFormSchema, formErrorsSchema } from "./contact-form.ts";
import { faqSchema } from "./faq.ts";
import { notFoundMetaSchema, notFoundSchema, pageHeadingsSchema, pageMetaSchema } from "./page-copy.ts";
import { privacyPolicySchema, termsSchema } from "./legal.ts";
import { aboutSchema, companySchema, contactSchema, homeSchema } from "./pages-copy.ts";
import { navigationSchema, siteChromeSchema, siteHeaderSchema } from "./site-copy.ts";
import { receiptSchema, replyMailSchema } from "./mail.ts";
import { partnersSchema } from "./partners.ts";
import { proofOfWorkSchema } from "./proof-of-work.ts";
import { searchSchema } from "./search.ts";
import { servicesSchema } from "./services.ts";
import { teamSchema } from "./team.ts";
import { type ContentIssue, documentIssues, documentWordingIssues } from "./validate.ts";

export type { ContentIssue } from "./validate.ts";

export interface ContentKind {
  /** The file's name without .json: content/team.json. */
  name: string;
  /** As the editor shows it. */
  label: string;
  /** The localised document, `{ en, ar }`. */
  schema: v.GenericSchema;
  /** The pages it appears on (app/config/pages.ts), which a change to it rebuilds and previews. */
  pages: readonly PageKey[];
}

/** Words every page shows (header, footer, navigation). */
const ALL_PAGES = Object.keys(pages) as PageKey[];

/** The kinds by name, each with its own schema's type. */
const kinds = {
  home: { label: "Home page", schema: homeSchema, pages: ["home"] },
  about: { label: "About page", schema: aboutSchema, pages: ["about"] },
  services: { label: "Services", schema: servicesSchema, pages: ["home", "services"] },
  "client-types": { label: "Client types", schema: clientTypesSchema, pages: ["home"] },
  partners: { label: "Partners", schema: partnersSchema, pages: ["home"] },
  "proof-of-work": { label: "Proof of work", schema: proofOfWorkSchema, pages: ["home"] },
  team: { label: "Team", schema: teamSchema, pages: ["about"] },
  faq: { label: "FAQ", schema: faqSchema, pages: ["faq", "services"] },
  contact: { label: "Contact details", schema: contactSchema, pages: ALL_PAGES },
  company: {
    label: "Company",
    schema: companySchema,
    pages: ALL_PAGES,
  },
  "site-header": { label: "Site header", schema: siteHeaderSchema, pages: ALL_PAGES },
  navigation: { label: "Navigation", schema: navigationSchema, pages: ALL_PAGES },
  "site-chrome": {
    label: "Site frame (skip link, footer, error page)",
    schema: siteChromeSchema,
    pages: ALL_PAGES,
  },
  "answer-pages": { label: "Form answer pages", schema: answerPagesSchema, pages: ["contact"] },
  receipt: { label: "Receipt mail", schema: receiptSchema, pages: [] },
  "reply-mail": { label: "Reply mail", schema: replyMailSchema, pages: [] },
  "privacy-policy": { label: "Privacy policy", schema: privacyPolicySchema, pages: ["privacy"] },
  terms: { label: "Terms of use", schema: termsSchema, pages: ["terms"] },
  "contact-form": { label: "Contact form", schema: contactFormSchema, pages: ["home", "contact"] },
  "page-headings": {
    label: "Inner pages' headings",
    schema: pageHeadingsSchema,
    pages: ["services", "about", "faq", "success"],
  },
  "page-meta": {
    label: "Page titles and descriptions",
    schema: pageMetaSchema,
    pages: [
      "home",
      "services",
      "about",
      "contact",
      "faq",
      "privacy",
      "terms",
      "success",
      "search",
      "articles",
    ],
  },
  "not-found": { label: "Page not found", schema: notFoundSchema, pages: ["notFound"] },
  "not-found-meta": {
    label: "Page not found: title and description",
    schema: notFoundMetaSchema,
    pages: ["notFound"],
  },
  "form-errors": { label: "Form errors", schema: formErrorsSchema, pages: ["home", "contact"] },
  search: { label: "Search page", schema: searchSchema, pages: ["search"] },
  "articles-page": { label: "Articles pages", schema: articlesPageSchema, pages: ["articles", "services"] },
} as const satisfies Record<string, Omit<ContentKind, "name">>;

type ContentKindName = keyof typeof kinds;

export const contentKinds: readonly ContentKind[] = Object.entries(kinds).map(([name, kind]) => ({
  name,
  ...kind,
}));

/** A value as the site reads it: rich fields' Markdown is a node tree in a Vite build (schema/walk.ts), still Markdown under plain Node. */
type Built<T> =
  T extends v.Brand<"RichMarkdown">
    ? RichField
    : T extends readonly (infer Item)[]
      ? readonly Built<Item>[]
      : T extends object
        ? { readonly [Key in keyof T]: Built<T[Key]> }
        : T;

/** A kind's document as the site's modules read it (content/<name>.json through the build). */
export type SiteContent<Name extends ContentKindName> = Built<v.InferOutput<(typeof kinds)[Name]["schema"]>>;

/** Every problem of a kind's document, readable, naming field and language; empty when it is valid. */
export function validateContent(kindName: string, value: unknown): ContentIssue[] {
  const kind = contentKinds.find((candidate) => candidate.name === kindName);
  if (kind === undefined) return [{ path: "", message: `“${kindName}” is not a kind of content` }];
  return documentIssues(kind.label, kind.schema, value);
}

/**
 * What an editor's save checks: the schema's problems and the phrases of the
 * Arabic the site's wording rules refuse (docs/arabic-glossary.md). The build
 * checks the schema only, so a publish never fails for wording.
 */
export function editorContentIssues(kindName: string, value: unknown): ContentIssue[] {
  const issues = validateContent(kindName, value);
  const kind = contentKinds.find((candidate) => candidate.name === kindName);
  if (kind === undefined) return issues;
  return [...issues, ...documentWordingIssues(kind.label, kind.schema, value)];
}
