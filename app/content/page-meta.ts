import { byLocale, type Localised } from "../config/locales.ts";
import type { PageKey } from "../config/pages.ts";
import content from "../../content/page-meta.json" with { type: "json" };
import notFound from "../../content/not-found-meta.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** A page's own title (shown as "<title> | Dunecrest Digital") and its meta description, in content/page-meta.json. */
export interface PageText {
  title: string;
  description: string;
}

/**
 * The not-found page's, apart, in content/not-found-meta.json: that page has
 * no loader (it answers every unknown URL), so its script carries its words,
 * and only these.
 */
export const notFoundText: Localised<PageText> = notFound as SiteContent<"not-found-meta">;

const document = content as SiteContent<"page-meta">;

/** Every prerendered page's, by the key config/pages gives it; read by the loaders. */
export const pageTexts: Localised<Record<PageKey, PageText>> = /* @__PURE__ */ byLocale((locale) => ({
  ...document[locale],
  notFound: notFoundText[locale],
}));
