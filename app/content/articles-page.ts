import type { Localised } from "../config/locales.ts";
import content from "../../content/articles-page.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The words around the articles, in content/articles-page.json. The pages' loaders read them. */
export type ArticlesPageCopy = SiteContent<"articles-page">["en"];

export const articlesPage: Localised<ArticlesPageCopy> = content as SiteContent<"articles-page">;
