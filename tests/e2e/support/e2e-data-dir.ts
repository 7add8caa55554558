import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the browser tests' server keeps its SQLite database: outside the
 * repository and outside test-results (which Playwright empties at the start
 * of every run).
 */
export const e2eDataDir = join(tmpdir(), "dunecrest-e2e-data");
