import { fileURLToPath } from "node:url";
import { contentKinds, validateContent } from "../../app/content/schema/kinds.ts";
import type { InboxRouteAdder } from "../inbox/inbox-context.ts";
import { readContentFiles } from "../store/content-files.ts";
import { importContentFiles } from "../store/content-import.ts";
import { createContentStore } from "../store/content-store.ts";
import type { Database } from "../store/open-database.ts";
import { createUploadStore } from "../store/upload-store.ts";
import { openUploadsFolder } from "../uploads/uploads-folder.ts";
import { createUploads } from "../uploads/uploads.ts";
import { editorRoutes } from "./editor-app.ts";
import type { PublishServices } from "./publish-routes.ts";
import { uploadRoutes } from "./upload-routes.ts";

/** The repository's content files, which seed a new install and which a deployment brings (decision 034). */
const CONTENT_DIR = fileURLToPath(new URL("../../content", import.meta.url));

export interface EditorOptions {
  database: Database;
  /** UPLOADS_DIR. */
  uploadsDir: string;
  /** The publisher and where builds find the uploads; null: drafts only (no preview, publish or history). */
  publishing: PublishServices | null;
}

/**
 * The site editor's routes for the inbox's app: the content files merged
 * into the database's content first (a new install is seeded with them, a
 * deployment's changes become drafts or conflicts), then the pages and the
 * uploads, all behind the editor right.
 */
export async function startEditor(options: EditorOptions): Promise<InboxRouteAdder[]> {
  const { database } = options;
  const now = () => new Date();
  const { files, baseRevision } = await readContentFiles(CONTENT_DIR);
  await importContentFiles(database, files, baseRevision, now());
  const folder = await openUploadsFolder(options.uploadsDir);
  const uploadStore = createUploadStore(database);
  const services = {
    kinds: contentKinds,
    validate: validateContent,
    content: createContentStore(database),
    uploads: uploadStore,
    now,
  };
  return [
    editorRoutes(services, options.publishing),
    uploadRoutes({ uploads: createUploads(folder, uploadStore, now), folder }),
  ];
}
