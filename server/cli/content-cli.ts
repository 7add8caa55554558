/**
 * The way from the server's content to git: npm run content -- <command>.
 * Uses the same DATA_DIR / DATABASE_URL as the server, and may run beside it.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readUploadsDir } from "../config.ts";
import { writeArticleFolders, writeContentFiles, writeContentMedia } from "../store/content-files.ts";
import { createContentStore } from "../store/content-store.ts";
import { createSiteInstanceStore } from "../store/site-instance-store.ts";
import { helpRequested, runCli, UsageError, withToolDatabase } from "./run-cli.ts";

const USAGE = `Usage: npm run content -- <command>

  export [--revision N] [--out DIR]   write revision N (default: the one live now) as
                                      DIR/<kind>.json, one file per kind, and DIR/revision.json
                                      naming N, for a commit (DIR: ./content); the next
                                      deployment merges the files against revision N.
                                      The images it shows are copied into DIR/media.

Reads DATA_DIR (SQLite, default ./data) or DATABASE_URL (PostgreSQL), and the images
from UPLOADS_DIR (default: DATA_DIR/uploads), as the server does.`;

function revisionNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--revision wants a revision number, got "${value}".`);
  return Number(value);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const help = helpRequested(args, USAGE);
  if (help !== null) return help;
  const [command, ...rest] = args;
  if (command !== "export")
    throw new UsageError(command === undefined ? "Which command?" : `Unknown command "${command}".`);
  const { values } = parseArgs({
    args: rest,
    options: { revision: { type: "string" }, out: { type: "string", default: "content" } },
    strict: true,
  });
  const number = revisionNumber(values.revision);
  return withToolDatabase(async (database) => {
    const store = createContentStore(database);
    // By default the revision visitors see: one recorded after it whose publish failed was never live.
    const { live } = await createSiteInstanceStore(database).publication();
    const wanted = number ?? live;
    const revision = wanted === null ? await store.latestRevision() : await store.revision(wanted);
    if (revision === null) {
      process.stderr.write(
        number === undefined ? "No content has been published yet.\n" : `There is no revision ${number}.\n`,
      );
      return 1;
    }
    const out = resolve(values.out);
    // The images first: a revision whose pictures are missing is not half-exported.
    const uploadsDir = readUploadsDir(process.env);
    const images = await writeContentMedia(out, revision.content, uploadsDir);
    const articles = await writeArticleFolders(out, revision.content, uploadsDir, "copy");
    const written = await writeContentFiles(out, revision);
    process.stdout.write(
      `Revision ${revision.number} written:\n${written.map((path) => `  ${path}\n`).join("")}` +
        (images === 0 ? "" : `  ${images} images in ${join(out, "media")}\n`) +
        (articles === 0 ? "" : `  ${articles} articles in ${join(out, "articles")}\n`),
    );
    return 0;
  });
}

runCli(main, USAGE);
