import { join } from "node:path";
import { SQLITE_FILE_NAME } from "../../../server/config.ts";
import { openDatabase } from "../../../server/store/open-database.ts";
import type { Submission } from "../../../app/lib/submission.ts";
import { createSubmissionStore } from "../../../server/store/submission-store.ts";
import { e2eDataDir } from "./e2e-data-dir.ts";

/** What the collector stored for a message, read as the submissions CLI reads it, from the browser tests' server or another's DATA_DIR. */
export async function storedWithMessage(message: string, dataDir: string = e2eDataDir): Promise<Submission | undefined> {
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) }, { role: "tool" });
  try {
    const all = await createSubmissionStore(database, []).list();
    return all.find((submission) => submission.message === message);
  } finally {
    await database.close();
  }
}
