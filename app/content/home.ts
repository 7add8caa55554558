import type { Localised } from "../config/locales.ts";
import content from "../../content/home.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The home page's own words, in content/home.json. */
export type HomeContent = SiteContent<"home">["en"];

export const home: Localised<HomeContent> = content as SiteContent<"home">;
