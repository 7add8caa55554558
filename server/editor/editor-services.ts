import type { ContentIssue, ContentKind } from "../../app/content/schema/kinds.ts";
import type { ContentStore } from "../store/content-store.ts";
import type { UploadStore } from "../store/upload-store.ts";
import type { Uploads } from "../uploads/uploads.ts";

/** What the editor's routes work with, made once at start by the composition root. */
export interface EditorServices {
  kinds: readonly ContentKind[];
  /** What a save checks (app/content/schema/kinds.ts editorContentIssues): the schema and the Arabic wording rules, readable, naming field and language. */
  validate(kind: string, document: unknown): ContentIssue[];
  content: ContentStore;
  /** The number of the revision visitors see: before any publish, the first (the files the site was deployed with). */
  liveRevision(): Promise<number>;
  /** The uploaded images' records: a picture's size and variants, by its id. */
  uploads: Pick<UploadStore, "find">;
  /** Checks, converts and keeps an uploaded image, as the uploads' route does: an article's form sends its figures with its text. */
  acceptUpload: Uploads["accept"];
  now(): Date;
}
