import { fileURLToPath } from "node:url";
import type { ContentToBuild } from "../../server/publish/publisher.ts";
import { readContentFiles } from "../../server/store/content-files.ts";

/** The repository's content files, as a publish hands them to a build: a build refuses a site without them. */
export async function repoContent(): Promise<ContentToBuild> {
  const { files } = await readContentFiles(fileURLToPath(new URL("../../content", import.meta.url)));
  return { documents: files };
}
