/**
 * Every kind of content the editor edits and the build reads, one file each
 * (content/<name>.json), with the schema its type, form and validation come
 * from (decision 034).
 */
import type * as v from "valibot";
import type { PageKey } from "../../config/pages.ts";
import { teamSchema } from "./team.ts";
import { type ContentIssue, documentIssues } from "./validate.ts";

export type { ContentIssue } from "./validate.ts";

export interface ContentKind {
  /** The file's name without .json: content/team.json. */
  name: string;
  /** As the editor shows it. */
  label: string;
  /** The localised document, `{ en, ar }`. */
  schema: v.GenericSchema;
  /** The pages it appears on (app/config/pages.ts), which a change to it rebuilds and previews. */
  pages: readonly PageKey[];
}

export const contentKinds: readonly ContentKind[] = [
  { name: "team", label: "Team", schema: teamSchema, pages: ["about"] },
];

/** Every problem of a kind's document, readable, naming field and language; empty when it is valid. */
export function validateContent(kindName: string, value: unknown): ContentIssue[] {
  const kind = contentKinds.find((candidate) => candidate.name === kindName);
  if (kind === undefined) return [{ path: "", message: `“${kindName}” is not a kind of content` }];
  return documentIssues(kind.label, kind.schema, value);
}
