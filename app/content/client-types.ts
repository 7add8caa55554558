import type { Localised } from "../config/locales.ts";
import content from "../../content/client-types.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/** The kinds of client the site addresses, in content/client-types.json. */
const document = content as SiteContent<"client-types">;

export type ClientType = SiteContent<"client-types">["en"]["clientTypes"][number];

/** Also the key of its icon in the components. */
export type ClientTypeId = ClientType["id"];

export const clientTypes: Localised<readonly ClientType[]> = {
  en: document.en.clientTypes,
  ar: document.ar.clientTypes,
};
