import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { FONT_CHARACTERS_FILE, fontCharacters } from "./font-characters.ts";

it("the content schemas' list of characters is the one the shipped font subsets draw", async () => {
  const committed: unknown = JSON.parse(await readFile(FONT_CHARACTERS_FILE, "utf8"));
  expect(committed, "run: node_modules/.bin/node scripts/assets/font-characters.ts").toEqual(
    await fontCharacters(),
  );
});
