import { contentKinds, editorContentIssues } from "../../app/content/schema/kinds.ts";
import type { InboxRouteAdder } from "../inbox/inbox-context.ts";
import { REPOSITORY_CONTENT_DIR } from "../store/content-files.ts";
import { importContentFiles } from "../store/content-import.ts";
import { createContentStore } from "../store/content-store.ts";
import { createSiteInstanceStore } from "../store/site-instance-store.ts";
import type { Database } from "../store/open-database.ts";
import { createUploadStore } from "../store/upload-store.ts";
import type { UploadsFolder } from "../uploads/uploads-folder.ts";
import type { Uploads } from "../uploads/uploads.ts";
import { editorRoutes } from "./editor-app.ts";
import type { PublishServices } from "./publish-routes.ts";
import { readRepositoryContent } from "./repository-content.ts";

export interface EditorOptions {
  database: Database;
  /** Where the articles' figures are put when the repository's folders are imported. */
  uploads: UploadsFolder;
  /** Takes an article's figure sent with its form (the uploads' route takes every other image). */
  accept: Uploads["accept"];
  /** The publisher and where builds find the uploads; null: drafts only (no preview, publish or history). */
  publishing: PublishServices | null;
}

/**
 * The site editor's pages for the inbox's app, behind the editor right, once
 * the content files are merged into the database's content (a new install
 * is seeded with them; a deployment's changes become drafts or conflicts).
 */
export async function startEditor(options: EditorOptions): Promise<InboxRouteAdder> {
  const { database } = options;
  const now = () => new Date();
  const { files, baseRevision } = await readRepositoryContent(REPOSITORY_CONTENT_DIR, options.uploads);
  await importContentFiles(database, files, baseRevision, now());
  const services = {
    kinds: contentKinds,
    validate: editorContentIssues,
    content: createContentStore(database),
    liveRevision: async () => (await createSiteInstanceStore(database).publication()).live ?? 1,
    uploads: createUploadStore(database),
    acceptUpload: options.accept,
    now,
  };
  return editorRoutes(services, options.publishing);
}
