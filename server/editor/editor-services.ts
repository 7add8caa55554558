import type { ContentIssue, ContentKind } from "../../app/content/schema/kinds.ts";
import type { ContentStore } from "../store/content-store.ts";

/** What the editor's routes work with, made once at start by the composition root. */
export interface EditorServices {
  kinds: readonly ContentKind[];
  /** The schemas' validation (app/content/schema/kinds.ts validateContent): readable, naming field and language. */
  validate(kind: string, document: unknown): ContentIssue[];
  content: ContentStore;
  /** Where an uploaded image is seen in the editor, by its id. */
  imageSrc(id: string): string;
  /** Where an image field's upload form posts. */
  uploadAction: string;
  now(): Date;
}
