import type { Localised } from "../config/locales.ts";
import content from "../../content/team.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The team, in content/team.json. Names are fictional placeholders; without a photo the avatar is the first letter of the name. */
const document = content as SiteContent<"team">;

export type TeamMember = SiteContent<"team">["en"]["members"][number];

export const team: Localised<readonly TeamMember[]> = { en: document.en.members, ar: document.ar.members };
