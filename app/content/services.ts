import type { Localised } from "../config/locales.ts";
import content from "../../content/services.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The services, in content/services.json; each one's highlights are shown on /services. */
const document = content as SiteContent<"services">;

export type Service = SiteContent<"services">["en"]["services"][number];

/** Also the key of its icon in the components. */
export type ServiceId = Service["id"];

export const services: Localised<readonly Service[]> = { en: document.en.services, ar: document.ar.services };
