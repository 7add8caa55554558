/**
 * Headings and introductions of the inner pages, in content/page-headings.json,
 * read by the pages' loaders (no page's script carries them), and the
 * not-found page's, in content/not-found.json, which its script carries.
 */
import { byLocale, type Localised } from "../config/locales.ts";
import headings from "../../content/page-headings.json" with { type: "json" };
import notFound from "../../content/not-found.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

type Headings = SiteContent<"page-headings">["en"];

export type ServicesPageCopy = Headings["services"];
export type AboutPageCopy = Headings["about"];
export type FaqPageCopy = Headings["faq"];
export type SuccessPageCopy = Headings["success"];
export type NotFoundPageCopy = SiteContent<"not-found">["en"];

// Pure, property reads included: the pages read these in their loaders, so no script may keep them.
const document = headings as SiteContent<"page-headings">;

export const servicesPage: Localised<ServicesPageCopy> = /* @__PURE__ */ byLocale(
  (locale) => document[locale].services,
);
export const aboutPage: Localised<AboutPageCopy> = /* @__PURE__ */ byLocale(
  (locale) => document[locale].about,
);
export const faqPage: Localised<FaqPageCopy> = /* @__PURE__ */ byLocale((locale) => document[locale].faq);
export const successPage: Localised<SuccessPageCopy> = /* @__PURE__ */ byLocale(
  (locale) => document[locale].success,
);

export const notFoundPage: Localised<NotFoundPageCopy> = notFound as SiteContent<"not-found">;
