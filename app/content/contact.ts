import type { Localised } from "../config/locales.ts";
import content from "../../content/contact.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The contact section's words: its panel of ways to reach the company, and the contact page's heading, in content/contact.json. */
export type ContactContent = SiteContent<"contact">["en"];

export const contactContent: Localised<ContactContent> = content as SiteContent<"contact">;
