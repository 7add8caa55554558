import { join } from "node:path";
import { SQLITE_FILE_NAME } from "../../../server/config.ts";
import { openDatabase } from "../../../server/store/open-database.ts";
import type { Lead } from "../../../app/lib/lead.ts";
import { createLeadIntake } from "../../../server/store/lead-intake.ts";
import { e2eDataDir } from "./e2e-data-dir.ts";

/** What the collector stored for a message, read as the submissions CLI reads it, from the browser tests' server or another's DATA_DIR. */
export async function storedWithMessage(
  message: string,
  dataDir: string = e2eDataDir,
): Promise<Lead | undefined> {
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) }, { role: "tool" });
  try {
    const all = await createLeadIntake(database, []).list();
    return all.find((submission) => submission.message === message);
  } finally {
    await database.close();
  }
}
