import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import * as hb from "harfbuzzjs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../../app/config/site.ts";
import type { Locale } from "../../app/config/locales.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import {
  CARD_MARGIN,
  CARD_WIDTH,
  TEXT_WIDTH,
  breakLines,
  cardText,
  cardStyles,
  drawArticleCard,
  drawText,
  type ArticleCardInput,
} from "./article-cards.ts";

/**
 * Real sharp, real fonts: every card here is drawn by libvips, Pango and
 * HarfBuzz from the repository's font subsets. One cache folder for the file,
 * as a build has one: the fonts are unpacked and fontconfig set up once.
 */
const cacheDir = makeTempDir("article-cards");
afterAll(removeTempDirs);

/** Drawing a card takes about a second on a quiet machine; a busy two-core one took three. */
const SLOW = { timeout: 30_000 };

const english: ArticleCardInput = {
  locale: "en",
  author: "Priya Raman",
  brand: site.name,
  text: { title: "Why your payments API needs idempotency keys", summary: "Retries are safe only when the server can tell them apart." },
};
const arabic: ArticleCardInput = {
  locale: "ar",
  author: "بريا رامان",
  brand: site.name,
  text: { title: "مفاتيح عدم التكرار في واجهات الدفع", summary: "لا مفر من إعادة المحاولة على شبكات الهاتف." },
};

/** Rows without ink that part two lines: fewer are the gap under a letter's own dots. */
const LINE_GAP = 5;

/**
 * Each line of text below the brand row (white, navy-100 or sand, far
 * brighter than the navy ground): its leftmost and rightmost bright pixel. A
 * line is a run of rows with ink; the card's line heights leave at least
 * LINE_GAP empty rows between lines.
 */
async function textLines(file: string): Promise<{ left: number; right: number }[]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const lines: { left: number; right: number }[] = [];
  let current: { left: number; right: number } | null = null;
  let emptyRows = LINE_GAP;
  for (let y = 150; y < info.height; y += 1) {
    let left = info.width;
    let right = -1;
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 3 > 150) {
        left = Math.min(left, x);
        right = x + 1;
      }
    }
    if (right < 0) {
      emptyRows += 1;
      continue;
    }
    if (current && emptyRows < LINE_GAP) {
      current.left = Math.min(current.left, left);
      current.right = Math.max(current.right, right);
    } else {
      current = { left, right };
      lines.push(current);
    }
    emptyRows = 0;
  }
  return lines;
}

const longTitle: Readonly<Record<Locale, string>> = {
  en: "Moving core banking to the cloud under the Central Bank's outsourcing rules: what UAE banks must keep in their own hands, and what they can safely hand over",
  ar: "نقل الأنظمة المصرفية الأساسية إلى السحابة وفق قواعد المصرف المركزي للإسناد الخارجي: ما يجب أن تحتفظ به البنوك الإماراتية بين أيديها وما يمكنها تسليمه بأمان",
};

describe("drawArticleCard", () => {
  it("draws a 1200×630 PNG in each language", SLOW, async () => {
    for (const input of [english, arabic]) {
      const card = await drawArticleCard(input, cacheDir);
      const metadata = await sharp(card.file).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630]);
      expect([card.width, card.height, card.bytes]).toEqual([1200, 630, (await stat(card.file)).size]);
      expect(card.file).toMatch(/card-[0-9a-f]{20}\.png$/);
    }
  });

  it("reuses the cached card for the same inputs and draws a new one when one changes", SLOW, async () => {
    const first = await drawArticleCard(english, cacheDir);
    const before = await stat(first.file);
    const again = await drawArticleCard({ ...english, text: { ...english.text } }, cacheDir);
    const after = await stat(again.file);
    expect(again.file).toBe(first.file);
    expect(again.drawn).toBe(false);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);

    const changed = await drawArticleCard({ ...english, author: "Omar Siddiqui" }, cacheDir);
    expect(changed.file).not.toBe(first.file);
    expect(changed.drawn).toBe(true);
  });

  /** A line's first letter may stand this far in from the margin by its own side bearing. */
  const BEARING = 10;

  it("starts every English line at the left margin and every Arabic one at the right", SLOW, async () => {
    const englishLines = await textLines((await drawArticleCard({ ...english, text: { ...english.text, title: longTitle.en } }, cacheDir)).file);
    expect(englishLines.length).toBeGreaterThanOrEqual(5);
    for (const line of englishLines) {
      expect(line.left).toBeGreaterThanOrEqual(CARD_MARGIN - BEARING);
      expect(line.left).toBeLessThanOrEqual(CARD_MARGIN + BEARING);
    }
    expect(Math.min(...englishLines.map((line) => line.right))).toBeLessThan(CARD_WIDTH - CARD_MARGIN - 100);

    const arabicLines = await textLines((await drawArticleCard({ ...arabic, text: { ...arabic.text, title: longTitle.ar } }, cacheDir)).file);
    expect(arabicLines.length).toBeGreaterThanOrEqual(5);
    for (const line of arabicLines) {
      expect(line.right).toBeLessThanOrEqual(CARD_WIDTH - CARD_MARGIN + BEARING);
      expect(line.right).toBeGreaterThanOrEqual(CARD_WIDTH - CARD_MARGIN - BEARING);
    }
    expect(Math.max(...arabicLines.map((line) => line.left))).toBeGreaterThan(CARD_MARGIN + 100);
  });

  it("draws a number joined to its unit, in both languages, the fonts having the no-break space", SLOW, async () => {
    const english51 = { ...english, text: { ...english.text, summary: "Mandatory since 31\u00A0March 2025." } };
    const arabic24 = { ...arabic, text: { ...arabic.text, summary: "نرد خلال 24\u00A0ساعة." } };
    for (const input of [english51, arabic24]) {
      const card = await drawArticleCard(input, cacheDir);
      expect((await sharp(card.file).metadata()).width).toBe(1200);
    }
  });

  it("refuses a card with no title", SLOW, async () => {
    await expect(
      drawArticleCard({ ...english, text: { ...english.text, title: " \n " } }, cacheDir),
    ).rejects.toThrow("article card (en): no title to draw");
  });

  it("refuses, naming the field and the character, text the site's fonts have no glyph for", SLOW, async () => {
    await expect(
      drawArticleCard({ ...english, text: { ...english.text, title: "Café payments" } }, cacheDir),
    ).rejects.toThrow(/title: "é" \(U\+00E9\)/);
    await expect(
      drawArticleCard({ ...arabic, text: { ...arabic.text, summary: "تقنية 🚀" } }, cacheDir),
    ).rejects.toThrow(/summary: "🚀" \(U\+1F680\)/);
  });
});

describe("drawText", () => {
  it("draws Pango's markup characters as written, not as markup", SLOW, async () => {
    const style = cardStyles.en.title;
    const [plain, tagged] = await Promise.all([
      drawText(["R&D budgets"], style, "en", cacheDir),
      drawText(["R&D <b>budgets</b>"], style, "en", cacheDir),
    ]);
    expect(tagged.width).toBeGreaterThan(plain.width + 100);
  });
});

describe("cardText", () => {
  it("makes runs of white space one space, and keeps a number joined to its unit", () => {
    expect(cardText(" Replies\n within  24\u00A0hours ")).toBe("Replies within 24\u00A0hours");
  });
});

describe("breakLines", () => {
  it("keeps a long title to three lines of the card's width, the last ending in an ellipsis", SLOW, async () => {
    for (const [locale, title] of Object.entries(longTitle) as [Locale, string][]) {
      const style = cardStyles[locale].title;
      const lines = await breakLines(title, style, locale, cacheDir);
      expect(lines).toHaveLength(3);
      expect(lines.at(-1)).toMatch(/[^\s,:]…$/u);
      for (const line of lines) expect((await drawText([line], style, locale, cacheDir)).width).toBeLessThanOrEqual(TEXT_WIDTH);
    }
  });
});

/**
 * HarfBuzz's own account of a word in the card's Arabic title face: the width
 * of its ink, in pixels at the title's size, once shaped.
 */
async function harfBuzzInkWidth(text: string): Promise<number> {
  const unpacked = (await readdir(join(cacheDir, "fonts"))).find((name) => name.startsWith("noto-sans-arabic"));
  if (!unpacked) throw new Error("the card drew no Arabic yet: its face is not unpacked");
  const ttf = await readFile(join(cacheDir, "fonts", unpacked));
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  const variation = hb.Variation.fromString("wght=700");
  if (!variation) throw new Error("no wght=700");
  font.setVariations([variation]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  let pen = 0;
  let left = Infinity;
  let right = -Infinity;
  const positions = buffer.getGlyphPositions();
  for (const [index, { codepoint }] of buffer.getGlyphInfos().entries()) {
    const position = positions[index];
    const extents = font.glyphExtents(codepoint);
    if (position && extents && extents.width > 0) {
      left = Math.min(left, pen + position.xOffset + extents.xBearing);
      right = Math.max(right, pen + position.xOffset + extents.xBearing + extents.width);
    }
    pen += position?.xAdvance ?? 0;
  }
  return ((right - left) * cardStyles.ar.title.size) / font.face.upem;
}

const ZWNJ = "\u200C";

describe("Arabic on the card", () => {
  /**
   * Shaping is what makes Arabic legible: a letter takes its initial, medial
   * or final form by its neighbours, and lam and alef become one ligature.
   * A zero-width non-joiner between letters (U+200C) forbids joining, so
   * shaped text comes out in isolated forms, wider, and lam-alef as two
   * letters; a renderer that does not shape draws both alike. Each width is
   * compared with HarfBuzz's own shaping of the same string in the same face
   * (the card draws through Pango, which calls the HarfBuzz built into
   * libvips, not this one), to within antialiasing's pixel either side.
   */
  it("is joined, with lam-alef as one ligature, as HarfBuzz shapes it", SLOW, async () => {
    await drawArticleCard(arabic, cacheDir);
    const style = cardStyles.ar.title;
    for (const word of ["لا", "سلام", "تقنية", "الامتثال"]) {
      const apart = [...word].join(ZWNJ);
      const [joined, separate] = await Promise.all([
        drawText([word], style, "ar", cacheDir),
        drawText([apart], style, "ar", cacheDir),
      ]);
      const [expectedJoined, expectedSeparate] = await Promise.all([harfBuzzInkWidth(word), harfBuzzInkWidth(apart)]);
      expect(Math.abs(expectedSeparate - expectedJoined), `${word}: shaping changes its width`).toBeGreaterThan(8);
      expect(Math.abs(joined.width - expectedJoined), `${word} joined`).toBeLessThanOrEqual(2);
      expect(Math.abs(separate.width - expectedSeparate), `${word} apart`).toBeLessThanOrEqual(2);
    }
  });

  /**
   * Alef is a tall stroke, tatweel a flat one on the baseline. Set right to
   * left, the alef written first stands at the right end; left to right, at
   * the left.
   */
  it("runs right to left", SLOW, async () => {
    const { png } = await drawText(["ا ـــــ"], cardStyles.ar.title, "ar", cacheDir);
    const { data, info } = await sharp(png).extractChannel("alpha").raw().toBuffer({ resolveWithObject: true });
    const inkRows = (x: number) => Array.from({ length: info.height }, (_, y) => data[y * info.width + x] ?? 0).filter((alpha) => alpha > 128).length;
    const rightEnd = Math.max(...Array.from({ length: 4 }, (_, i) => inkRows(info.width - 3 - i)));
    const leftEnd = Math.max(...Array.from({ length: 4 }, (_, i) => inkRows(2 + i)));
    expect(rightEnd).toBeGreaterThan(3 * leftEnd);
  });
});

describe("the card's fonts", () => {
  /**
   * Peh (U+067E, Persian) is in this machine's Noto Sans Arabic and not in the
   * site's subset. Drawn past the coverage check, it must come out as Pango's
   * missing-glyph box (a frame around its code), not as a letter from a font
   * the machine happens to have: a fresh build machine has none.
   */
  it("are the repository's alone, never the machine's", SLOW, async () => {
    await drawArticleCard(arabic, cacheDir);
    const { png } = await drawText(["\u067E"], cardStyles.ar.title, "ar", cacheDir);
    const { data, info } = await sharp(png).extractChannel("alpha").raw().toBuffer({ resolveWithObject: true });
    const inkedRows = (x: number) =>
      Array.from({ length: info.height }, (_, y) => data[y * info.width + x] ?? 0).filter((alpha) => alpha > 128)
        .length;
    const columns = Array.from({ length: info.width }, (_, x) => inkedRows(x));
    const first = columns.findIndex((rows) => rows > 0);
    const last = columns.findLastIndex((rows) => rows > 0);
    // A frame's sides are solid strokes about the height of the line; peh's outer columns are its bowl's tips.
    const frame = Math.min(columns[first] ?? 0, columns[last] ?? 0);
    expect(frame).toBeGreaterThan(0.8 * info.height);
  });
});
