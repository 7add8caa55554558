import { cpSync, mkdirSync, symlinkSync } from "node:fs";
import Database from "better-sqlite3";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { postForm, request, validFields } from "../../tests/server-support/http.ts";
import {
  runSubmissionsCli,
  runUsersCli,
  serverEnv,
  spawnServer,
} from "../../tests/server-support/server-process.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { deployFiles } from "./deploy-files.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = deployFiles(root);

afterAll(removeTempDirs);

it("ships no test, test support or test configuration", () => {
  expect(
    files.filter((file) =>
      /(^|\/)tests?\/|\.test\.tsx?$|\.spec\.ts$|^(vitest|playwright)\.|^vitest\.setup/.test(file),
    ),
  ).toEqual([]);
});

// Starts the server and both command-line tools as processes: on two busy cores that took over 5 s.
it("ships what the server and its command-line tools run from", { timeout: 60_000 }, async () => {
  const deployed = makeTempDir("deployed");
  for (const file of files.filter((name) => !name.startsWith("build/"))) {
    mkdirSync(dirname(join(deployed, file)), { recursive: true });
    cpSync(join(root, file), join(deployed, file));
  }
  // What `npm ci` installs on the host.
  symlinkSync(join(root, "node_modules"), join(deployed, "node_modules"), "dir");
  const databaseFile = join(makeTempDir("deployed-data"), "submissions.sqlite");
  const env = serverEnv({ kind: "sqlite", file: databaseFile }, await createFixtureSite());

  const server = await spawnServer(env, deployed);
  // The counting thread's own file ships too: a counted visit gives the post its source.
  const browser = {
    "User-Agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  };
  try {
    expect((await request(server.url, "/healthz")).status).toBe(200);
    expect((await request(server.url, "/", { headers: browser })).status).toBe(200);
    // Posted once the counting thread has the visit (it writes it within seconds): the post's
    // look-up of its source then never races the thread's start on a busy machine.
    await waitFor(() => firstViewsIn(databaseFile) > 0, "the visit to be counted", 30_000);
    expect((await postForm(server.url, validFields, browser)).status).toBe(303);
  } finally {
    server.child.kill("SIGTERM");
    await server.exitCode;
  }
  const listed = await runSubmissionsCli(env, ["list", "--json"], deployed);
  expect(listed.code, listed.stderr).toBe(0);
  const rows = JSON.parse(listed.stdout) as { message: string; source: { landingPage: string | null } }[];
  expect(rows.map((row) => [row.message, row.source.landingPage])).toEqual([[validFields.message, "/"]]);
  const users = await runUsersCli(env, ["list"], deployed);
  expect(users.code, users.stderr).toBe(0);
});

/** How many first views of a day the server has written to its SQLite file. */
function firstViewsIn(file: string): number {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (database.prepare("SELECT count(*) AS n FROM insights_visitors").get() as { n: number }).n;
  } finally {
    database.close();
  }
}
