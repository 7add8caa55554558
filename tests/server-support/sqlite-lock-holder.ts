/**
 * Another process holding a SQLite database's write lock:
 * `node sqlite-lock-holder.ts FILE`. Prints "locked" once it holds the lock,
 * and commits and exits on a line on stdin (or when stdin closes).
 */
import SqliteDatabase from "better-sqlite3";

const [file] = process.argv.slice(2);
if (file === undefined) throw new Error("usage: sqlite-lock-holder.ts FILE");
const sqlite = new SqliteDatabase(file);
sqlite.pragma("busy_timeout = 5000");
sqlite.exec("BEGIN IMMEDIATE");
process.stdout.write("locked\n");

const release = () => {
  sqlite.exec("COMMIT");
  sqlite.close();
  process.exit(0);
};
process.stdin.once("data", release).once("end", release);
