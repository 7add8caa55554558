import { readFile } from "node:fs/promises";
import * as hb from "harfbuzzjs";
import { decompress } from "wawoff2";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The shipped Noto Sans Arabic subset (scripts/assets/subset-font.py) shaped by
 * HarfBuzz against the full Fontsource font it is cut from. Glyph ids and
 * glyph splits differ (the subset bakes each dotted letter into one glyph),
 * so what is compared is the ink: every contour of every glyph at the place
 * shaping put it. WebKit's own rendering is compared in the browser tests.
 */

const SHIPPED = "app/assets/fonts/noto-sans-arabic-subset.woff2";
const FULL =
  "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2";
/** font-normal, font-medium, font-semibold and font-bold, the weights the Arabic pages set. */
const WEIGHTS = [400, 500, 600, 700];
/** Font units a point may move: the subset's composite offsets vary as floats where GPOS rounds. */
const TOLERANCE = 1;

const TATWEEL = "\u0640";
const LETTERS = [..."ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي"];
/** Each letter alone, and joined on its left, on both sides and on its right (initial, medial, final). */
const FORMS = LETTERS.flatMap((letter) => [
  letter,
  letter + TATWEEL,
  TATWEEL + letter + TATWEEL,
  TATWEEL + letter,
]);
/** The site's words the report named, words whose letters' dots sit low or high, lam-alef in each form. */
const WORDS = [
  "في",
  "دبي",
  "التي",
  "تقنية",
  "الرئيسية",
  "بيت",
  "حق",
  "شيء",
  "بيئة",
  "مسؤول",
  "لا",
  "الأمر",
  "لإ",
  "لآ",
  "سلام",
  "الله",
];
/** Harakat on dotted and undotted letters, tanween, shadda with a vowel, and Arabic punctuation. */
const VOCALISED = ["شُكْرًا", "مُحَمَّدٌ", "بَيْتٌ", "تَقْنِيَّةٌ", "كِتَابٍ", "فِي", "إِلَى", "نَعَمْ،", "لَا؛", "لِمَاذَا؟"];

type Ink = { advance: number; contours: number[][]; lifted: number };

/** The contours HarfBuzz draws for a word, in the word's coordinates, and how many glyphs sit off the baseline. */
function ink(font: hb.Font, text: string): Ink {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  const contours: number[][] = [];
  let advance = 0;
  let lifted = 0;
  let contour: number[] = [];
  for (const [index, { codepoint: glyph }] of buffer.getGlyphInfos().entries()) {
    const position = positions[index];
    if (position === undefined) throw new Error(`HarfBuzz gave ${text} fewer positions than glyphs`);
    const { xAdvance, xOffset, yOffset } = position;
    expect(glyph, `a glyph for ${text}`).not.toBe(0);
    if (yOffset !== 0) lifted += 1;
    for (const { type, values } of font.glyphToJson(glyph)) {
      if (type === "M") {
        contour = [];
        contours.push(contour);
      }
      for (const [i, value] of values.entries())
        contour.push(i % 2 === 0 ? advance + xOffset + value : yOffset + value);
    }
    advance += xAdvance;
  }
  return { advance, contours, lifted };
}

/** The contours of one drawing that the other lacks, each matched to a twin within TOLERANCE. */
function unmatched(expected: number[][], actual: number[][]): number[][] {
  const left = [...actual];
  const missing = expected.filter((contour) => {
    const twin = left.findIndex(
      (other) =>
        other.length === contour.length &&
        other.every((value, i) => Math.abs(value - (contour[i] ?? Infinity)) <= TOLERANCE),
    );
    if (twin === -1) return true;
    left.splice(twin, 1);
    return false;
  });
  return [...missing, ...left];
}

/** A HarfBuzz font for a WOFF2 file (HarfBuzz reads TrueType; harfbuzzjs frees its objects when collected). */
async function load(path: string): Promise<hb.Font> {
  return new hb.Font(new hb.Face(new hb.Blob(await decompress(await readFile(path)))));
}

let shipped: hb.Font;
let full: hb.Font;

beforeAll(async () => {
  [shipped, full] = await Promise.all([load(SHIPPED), load(FULL)]);
});

describe.each(WEIGHTS)("the shipped Arabic font at weight %i", (weight) => {
  beforeAll(() => {
    for (const font of [shipped, full]) font.setVariations([new hb.Variation("wght", weight)]);
  });

  it.each([...FORMS, ...WORDS, ...VOCALISED])("draws %s as the full Noto Sans Arabic does", (text) => {
    const expected = ink(full, text);
    const actual = ink(shipped, text);
    expect(Math.abs(actual.advance - expected.advance)).toBeLessThanOrEqual(TOLERANCE);
    expect(unmatched(expected.contours, actual.contours)).toEqual([]);
  });

  // WebKit's Skia text path drops vertical glyph offsets (docs/decisions/017-arabic-dots-baked-into-letters.md):
  // without harakat, no glyph may depend on one.
  it.each([...FORMS, ...WORDS])("draws %s on the baseline, with no glyph moved up or down", (text) => {
    expect(ink(shipped, text).lifted).toBe(0);
  });
});

it("leaves Western digits to Inter, as the full font does", () => {
  for (const digit of "0123456789") {
    for (const font of [shipped, full]) {
      const buffer = new hb.Buffer();
      buffer.addText(digit);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      expect(buffer.getGlyphInfos()[0]?.codepoint).toBe(0);
    }
  }
});
