import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterEach, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";

afterEach(() => {
  delete process.env.CONTENT_DIR;
  removeTempDirs();
});

/** Builds the server's pages (the smallest build that reads every kind) from the content in CONTENT_DIR. */
async function buildWithContent(edit: (dir: string) => void): Promise<unknown> {
  const dir = makeTempDir("content");
  cpSync("content", dir, { recursive: true });
  edit(dir);
  process.env.CONTENT_DIR = dir;
  return build({
    configFile: fileURLToPath(new URL("../../vite.server-pages.config.ts", import.meta.url)),
    build: { outDir: makeTempDir("server-pages") },
    logLevel: "silent",
  });
}

/** Content as the tests edit it: any shape, as a file on disk may have. */
type Loose = { en: Loose; ar: Loose; members: Loose[]; items: Loose[]; position: string; signature: string };

function editJson(file: string, change: (value: Loose) => void) {
  const value = JSON.parse(readFileSync(file, "utf8")) as Loose;
  change(value);
  writeFileSync(file, JSON.stringify(value));
}

it("fails the build with the file, field, language and character when content has a character the fonts lack", async () => {
  const built = buildWithContent((dir) =>
    editJson(join(dir, "team.json"), (team) => {
      const member = team.ar.members[3];
      if (member) member.position = "كبير المعماريين 🙂";
    }),
  );
  await expect(built).rejects.toThrow(
    /team\.json is not valid content:\n {2}- Team › Member 4 › Position \(Arabic\): “🙂” is not in the site's fonts/,
  );
});

it("names every problem of every file at once: a broken fixed count, a template using a fact it does not have", async () => {
  const built = buildWithContent((dir) => {
    editJson(join(dir, "faq.json"), (faq) => {
      faq.en.items.pop();
    });
    editJson(join(dir, "receipt.json"), (receipt) => {
      receipt.en.signature = "The {team} team";
    });
  });
  const failure = await built.then(
    () => "built",
    (error: unknown) => String(error),
  );
  expect(failure).toMatch(/faq\.json is not valid content:\n {2}- FAQ › .* \(English\): must have exactly 9 questions/);
  expect(failure).toMatch(
    /receipt\.json is not valid content:\n {2}- Receipt mail › Signature \(English\): \{team\} is not a placeholder it can use \(it can use \{name\}\)/,
  );
});
