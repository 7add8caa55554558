import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const created: string[] = [];

/** A fresh directory under the system temp folder, removed by removeTempDirs(). */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `dunecrest-${prefix}-`));
  created.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
