/**
 * Writes app/content/schema/font-characters.json: the characters the site's
 * self-hosted font subsets (app/assets/fonts, made by subset-font.py) draw,
 * read from the fonts themselves. The content schemas refuse any other
 * character. Run after changing a subset:
 * node_modules/.bin/node scripts/assets/font-characters.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import * as hb from "harfbuzzjs";
import { decompress } from "wawoff2";

const FONT_FILES = ["inter-subset.woff2", "noto-sans-arabic-subset.woff2"] as const;
export const FONT_CHARACTERS_FILE = "app/content/schema/font-characters.json";

/** Sorted code points as inclusive [first, last] ranges, so the file stays short and readable. */
function ranges(codePoints: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const point of [...codePoints].sort((a, b) => a - b)) {
    const last = result.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else result.push([point, point]);
  }
  return result;
}

/** Each font file's characters, as the JSON file holds them. */
export async function fontCharacters(): Promise<Record<string, [number, number][]>> {
  const entries = await Promise.all(
    FONT_FILES.map(async (file) => {
      const face = new hb.Face(new hb.Blob(await decompress(await readFile(`app/assets/fonts/${file}`))));
      return [file, ranges([...face.collectUnicodes()])] as const;
    }),
  );
  return Object.fromEntries(entries);
}

if (import.meta.main) {
  await writeFile(FONT_CHARACTERS_FILE, `${JSON.stringify(await fontCharacters(), null, 2)}\n`);
  console.log(`font-characters: wrote ${FONT_CHARACTERS_FILE}`);
}
