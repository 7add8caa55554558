import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { pathToFileURL } from "node:url";
import { afterEach, expect, it } from "vitest";
import type { ServerPages } from "../../app/server-pages/contract.ts";
import { SERVER_PAGES_ENTRY } from "../../server/build-layout.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";

afterEach(() => {
  delete process.env.CONTENT_DIR;
  removeTempDirs();
});

/** Builds the server's pages (the smallest build that reads every kind) from the content in CONTENT_DIR; gives their folder. */
async function buildWithContent(edit: (dir: string) => void): Promise<string> {
  const dir = makeTempDir("content");
  cpSync("content", dir, { recursive: true });
  edit(dir);
  process.env.CONTENT_DIR = dir;
  const outDir = makeTempDir("server-pages");
  await build({
    configFile: fileURLToPath(new URL("../../vite.server-pages.config.ts", import.meta.url)),
    build: { outDir },
    logLevel: "silent",
  });
  return outDir;
}

/** Each test runs a Vite build of the server pages: seconds on a quiet machine, more on a shared one. */
const BUILD = { timeout: 120_000 };

/** Content as the tests edit it: any shape, as a file on disk may have. */
type Loose = {
  en: Loose;
  ar: Loose;
  members: Loose[];
  items: Loose[];
  position: string;
  signature: string;
  signOff: string;
};

function editJson(file: string, change: (value: Loose) => void) {
  const value = JSON.parse(readFileSync(file, "utf8")) as Loose;
  change(value);
  writeFileSync(file, JSON.stringify(value));
}

it("fails the build with the file, field, language and character when content has a character the fonts lack", BUILD, async () => {
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

it("names every problem of every file at once: a broken fixed count, a template using a fact it does not have", BUILD, async () => {
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

it("puts the content's receipt and reply mail words into the server pages, where the server takes them from", BUILD, async () => {
  const outDir = await buildWithContent((dir) => {
    editJson(join(dir, "receipt.json"), (receipt) => {
      receipt.ar.signature = "فريق {name} كله";
    });
    editJson(join(dir, "reply-mail.json"), (reply) => {
      reply.en.signOff = "With best wishes,";
    });
  });
  const pages = (await import(pathToFileURL(join(outDir, SERVER_PAGES_ENTRY)).href)) as ServerPages;
  expect(pages.mail.receipt.ar({ name: "Dunecrest Digital", email: "hello@dunecrest.example" }).signature).toBe(
    "فريق Dunecrest Digital كله",
  );
  expect(pages.mail.reply.en({ company: "Dunecrest Digital" }).signOff).toBe("With best wishes,");
});
