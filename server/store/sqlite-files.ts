import { statSync } from "node:fs";

/**
 * Notices when the files under an open SQLite connection are deleted or
 * replaced (`rm data/submissions.sqlite*`, a restore copied over them). The
 * connection goes on writing into the deleted files without an error, and
 * all of it is gone at the next start, so nothing written then may be
 * acknowledged. Call once SQLite has created its -wal and -shm files (after
 * the first read in WAL mode); returns the check, which throws.
 */
export function watchSqliteFiles(file: string): () => void {
  const paths = [file, `${file}-wal`, `${file}-shm`];
  const identity = (path: string) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats === undefined ? "missing" : `${stats.dev}:${stats.ino}`;
  };
  const opened = paths.map(identity);
  return () => {
    if (paths.some((path, index) => identity(path) !== opened[index])) {
      throw new Error(
        `The database files (${file}) were deleted or replaced while the server ran; restart the server.`,
      );
    }
  };
}
