import type { Localised } from "../config/locales.ts";
import content from "../../content/proof-of-work.json" with { type: "json" };
import type { SiteContent } from "./schema/kinds.ts";

/**
 * What the company has done, for the home page: case studies and the
 * certifications its team holds, in content/proof-of-work.json. The clients,
 * projects and figures are fictional placeholders, like the team's names;
 * clients stay unnamed, as regulated firms usually ask.
 */
export type ProofOfWork = SiteContent<"proof-of-work">["en"];

export type CaseStudy = ProofOfWork["caseStudies"][number];

export type Certification = ProofOfWork["certifications"][number];

export const proofOfWork: Localised<ProofOfWork> = content as SiteContent<"proof-of-work">;
