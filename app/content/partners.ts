import type { Localised } from "../config/locales.ts";
import content from "../../content/partners.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/**
 * The partners, in content/partners.json. They are fictional placeholders.
 * Each is drawn by the site itself (components/partner-marks.tsx) in one
 * style: a mark from the site's set beside the name in the site's type, so no
 * file, face or request comes from elsewhere. Their names are brands, in
 * Latin letters in every language.
 */
const document = content as SiteContent<"partners">;

export type Partner = SiteContent<"partners">["en"]["partners"][number];

export type PartnerMark = Partner["mark"];

export const partners: Localised<readonly Partner[]> = { en: document.en.partners, ar: document.ar.partners };
