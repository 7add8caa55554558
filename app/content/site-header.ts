import type { Localised } from "../config/locales.ts";
import content from "../../content/site-header.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The header's own words: its landmark's name and the phone menu's toggle, in content/site-header.json. */
export type SiteHeaderCopy = SiteContent<"site-header">["en"];

export const siteHeaderCopy: Localised<SiteHeaderCopy> = content as SiteContent<"site-header">;
