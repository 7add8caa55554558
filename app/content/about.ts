import type { Localised } from "../config/locales.ts";
import content from "../../content/about.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The about page's words, in content/about.json. */
export type AboutContent = SiteContent<"about">["en"];

export const about: Localised<AboutContent> = content as SiteContent<"about">;
