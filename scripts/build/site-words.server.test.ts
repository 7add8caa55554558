import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { STATIC_DIR } from "../../server/build-layout.ts";
import { SITE_WORDS_FIXTURE, siteWords } from "./site-words.ts";

/**
 * The site says what it said before its copy moved into content/*.json: every
 * page, answer page and mail of a fresh build, word for word, as the fixture
 * recorded from the build of the TypeScript modules. When copy changes on
 * purpose, write the fixture again (docs/testing.md).
 */
it("a build says the same words, in the same places, as the recorded site", { timeout: 600_000 }, async () => {
  // As `npm run build` runs it: Vitest's NODE_ENV=test would make a development build of React.
  await promisify(execFile)(process.execPath, ["scripts/build/build.ts"], {
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const recorded: unknown = JSON.parse(await readFile(SITE_WORDS_FIXTURE, "utf8"));
  expect(await siteWords(STATIC_DIR)).toEqual(recorded);
});
