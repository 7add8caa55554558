import type { Localised } from "../config/locales.ts";
import content from "../../content/company.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The company's words about itself; its name, email and address are facts, in config/site, in content/company.json. */
export type CompanyCopy = SiteContent<"company">["en"];

export const companyCopy: Localised<CompanyCopy> = content as SiteContent<"company">;
