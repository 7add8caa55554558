import type { Localised } from "../config/locales.ts";
import content from "../../content/navigation.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

type NavigationLabels = SiteContent<"navigation">["en"];

/** The pages the header and footer link to, by the key config/navigation uses. */
export type NavKey = keyof NavigationLabels;

/** Their names, in content/navigation.json. */
export const navigationLabels: Localised<NavigationLabels> = content as SiteContent<"navigation">;
