/**
 * Each article's Open Graph and Twitter card (issue 30, item 4): a 1200×630
 * PNG in the article's language, drawn at build time by sharp's text
 * rendering (libvips → Pango → HarfBuzz, so Arabic joins, takes its
 * ligatures and runs right to left) with the site's own font subsets, and
 * kept in a cache folder under the hash of everything that shapes it.
 * Decision 037 says why sharp, PNG and node_modules/.cache.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as hb from "harfbuzzjs";
import sharp, { type CreateText } from "sharp";
import { decompress } from "wawoff2";
import { localeInfo, type Locale } from "../../app/config/locales.ts";
import type { ArticleText } from "../../app/content/article-types.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where the build keeps cards from one build to the next (git ignores it; `npm ci` empties it). */
export const defaultCardCacheDir = fileURLToPath(new URL("../../node_modules/.cache/article-cards", import.meta.url));

export interface ArticleCardInput {
  /** The title and summary in the card's language. */
  text: Pick<ArticleText, "title" | "summary">;
  /** The author's name in the card's language (content/team.json). */
  author: string;
  /** The company's name: `site.name` (app/config/site.ts). */
  brand: string;
  locale: Locale;
}

export interface ArticleCard {
  /** The PNG, named by the hash of what it was drawn from. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  /** False when the cache already held it. */
  drawn: boolean;
}

const FONT_DIR = fileURLToPath(new URL("../../app/assets/fonts/", import.meta.url));
const MARK_FILE = fileURLToPath(new URL("../../app/assets/brand/favicon.svg", import.meta.url));

/**
 * The site's own subsets (scripts/assets/subset-font.py), the faces its pages
 * set. sharp's FreeType has no WOFF2 decoder (a `fontfile` pointing at the
 * .woff2 draws every letter as a missing-glyph box), so they are unpacked to
 * TrueType into the cache folder.
 */
const FONTS = [
  { family: "Inter", woff2: "inter-subset.woff2" },
  { family: "Noto Sans Arabic", woff2: "noto-sans-arabic-subset.woff2" },
] as const;

/** Each script's face first; the other face draws what the first lacks (Latin words in Arabic, and the space). */
const FAMILIES: Readonly<Record<Locale, string>> = {
  en: "Inter, Noto Sans Arabic",
  ar: "Noto Sans Arabic, Inter",
};

/** app/styles/app.css's palette. */
const COLOURS = {
  ground: "#06101f", // navy-950
  title: "#ffffff",
  summary: "#d9e1ee", // navy-100
  brand: "#ffffff",
  author: "#dcc8a5", // sand-300
  ruleFrom: "#2563eb", // accent-blue
  ruleTo: "#7c3aed", // accent-violet
};

export interface TextStyle {
  weight: "Regular" | "Medium" | "SemiBold" | "Bold";
  /** Pixels (Pango points at sharp's default 72 dpi). */
  size: number;
  /** A multiple of the size; Arabic's tails and dots need more (app.css sets its headings at 1.4). */
  lineHeight: number;
  colour: string;
  maxLines: number;
}

/** The space at the card's sides: text starts and ends this far in. */
export const CARD_MARGIN = 88;
export const TEXT_WIDTH = CARD_WIDTH - 2 * CARD_MARGIN;
const MARK_SIZE = 64;
const MARK_TOP = 64;
const RULE = { top: 170, width: 120, height: 5 };
const TITLE_TOP = 204;
const SUMMARY_GAP = 30;
const BRAND_GAP = 22;
/** The least room between the summary's ink and the author's. */
const AUTHOR_GAP = 36;
/** The author line's ink ends this far above the bottom edge. */
const BOTTOM_MARGIN = 66;

export const cardStyles: Readonly<Record<Locale, Record<"title" | "summary" | "brand" | "author", TextStyle>>> = {
  en: {
    title: { weight: "Bold", size: 58, lineHeight: 1.14, colour: COLOURS.title, maxLines: 3 },
    summary: { weight: "Regular", size: 28, lineHeight: 1.45, colour: COLOURS.summary, maxLines: 2 },
    brand: { weight: "SemiBold", size: 30, lineHeight: 1, colour: COLOURS.brand, maxLines: 1 },
    author: { weight: "Medium", size: 26, lineHeight: 1, colour: COLOURS.author, maxLines: 1 },
  },
  ar: {
    title: { weight: "Bold", size: 50, lineHeight: 1.5, colour: COLOURS.title, maxLines: 3 },
    summary: { weight: "Regular", size: 27, lineHeight: 1.7, colour: COLOURS.summary, maxLines: 2 },
    brand: { weight: "SemiBold", size: 30, lineHeight: 1, colour: COLOURS.brand, maxLines: 1 },
    author: { weight: "Medium", size: 27, lineHeight: 1, colour: COLOURS.author, maxLines: 1 },
  },
};

/** Marks each line's direction, so a title that opens with a Latin word still runs right to left. */
const DIRECTION_MARK: Readonly<Record<Locale, string>> = { en: "\u200E", ar: "\u200F" };
const ELLIPSIS = "\u2026";

interface Fonts {
  files: readonly string[];
  /** What the two faces draw, together. */
  drawn: ReadonlySet<number>;
  /** The fonts' bytes: a new subset draws new cards. */
  hash: string;
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/**
 * Pango finds faces through fontconfig, which reads FONTCONFIG_FILE once, at
 * the first text drawn in the process. Pointing it at a configuration with no
 * font folders at all, so that the only faces are the files libvips adds for
 * `fontfile`, keeps the machine's fonts (a system "Noto Sans Arabic" of
 * another version, a fallback for a missing letter), an older unpacked subset
 * and the machine's hinting and subpixel settings out of the cards: a build
 * draws the same pixels on any machine. The variable is put back straight after, so the
 * build's child processes see the machine's own. Were text drawn in this
 * process before, fontconfig keeps the machine's configuration; `fontfile`
 * still adds the repository's fonts, and the coverage check still refuses
 * what they cannot draw.
 */
async function configureFontconfig(cacheDir: string, files: readonly string[]): Promise<void> {
  const configFile = join(cacheDir, "fonts.conf");
  // Whole or not at all: another build's fontconfig may be reading it.
  await writeAtomically(
    configFile,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <cachedir>${escapeXml(join(cacheDir, "fontconfig"))}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`,
  );
  const before = process.env.FONTCONFIG_FILE;
  process.env.FONTCONFIG_FILE = configFile;
  try {
    // One glyph per face: fontconfig starts, and libvips registers each file.
    for (const fontfile of files) await sharp({ text: { text: "a", fontfile } }).raw().toBuffer();
  } finally {
    if (before === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = before;
  }
}

async function unpackFonts(cacheDir: string): Promise<Fonts> {
  const fontDir = join(cacheDir, "fonts");
  await mkdir(fontDir, { recursive: true });
  const drawn = new Set<number>();
  const files: string[] = [];
  const hashes: string[] = [];
  for (const font of FONTS) {
    const woff2 = await readFile(join(FONT_DIR, font.woff2));
    const hash = sha256(woff2);
    const file = join(fontDir, `${font.woff2.replace(/\.woff2$/, "")}-${hash.slice(0, 12)}.ttf`);
    const ttf = existsSync(file) ? await readFile(file) : await decompress(woff2);
    if (!existsSync(file)) await writeAtomically(file, ttf);
    for (const codePoint of new hb.Face(new hb.Blob(ttf)).collectUnicodes()) drawn.add(codePoint);
    files.push(file);
    hashes.push(hash);
  }
  await configureFontconfig(cacheDir, files);
  return { files, drawn, hash: sha256(hashes.join(",")) };
}

const fontsByCacheDir = new Map<string, Promise<Fonts>>();

function fontsIn(cacheDir: string): Promise<Fonts> {
  let fonts = fontsByCacheDir.get(cacheDir);
  if (!fonts) {
    fonts = unpackFonts(cacheDir);
    fontsByCacheDir.set(cacheDir, fonts);
  }
  return fonts;
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Runs of white space (a pasted line break) as one space, so the card's lines are the ones it
 * breaks; a no-break space (a number joined to its unit) stays, and no line breaks there.
 */
export const cardText = (text: string) => text.replace(/[^\S\u00A0]+/gu, " ").trim();

/** Refuses, with the field and the character, what the repository's fonts cannot draw: the card would show a box. */
function checkCoverage(fields: Readonly<Record<string, string>>, fonts: Fonts, locale: Locale): void {
  const missing = Object.entries(fields).flatMap(([field, text]) =>
    [...new Set(text)]
      .filter((char) => !fonts.drawn.has(char.codePointAt(0) ?? 0))
      .map((char) => `${field}: "${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`),
  );
  if (missing.length > 0) {
    throw new Error(
      `article card (${locale}): the site's fonts (app/assets/fonts) have no glyph for ${missing.join(", ")}; ` +
        "write the character another way or add it to scripts/assets/subset-font.py's ranges",
    );
  }
}

export interface TextImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Text as a transparent PNG, tight around its ink, lines as given (no
 * wrapping of Pango's own), aligned to the language's side. Exported for the
 * test that checks Arabic is shaped.
 */
export async function drawText(
  lines: readonly string[],
  style: TextStyle,
  locale: Locale,
  cacheDir: string,
): Promise<TextImage> {
  const { data, info } = await sharp({ text: await textOptions(lines, style, locale, cacheDir) })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

async function textOptions(
  lines: readonly string[],
  style: TextStyle,
  locale: Locale,
  cacheDir: string,
): Promise<CreateText> {
  const fonts = await fontsIn(cacheDir);
  const markup = lines.map((line) => DIRECTION_MARK[locale] + escapeXml(line)).join("\n");
  return {
    // An absolute line height (1024ths of a point): a factor would scale the face's own line
    // height, which Noto Sans Arabic sets at twice its size.
    text: `<span foreground="${style.colour}" line_height="${Math.round(style.size * style.lineHeight * 1024)}">${markup}</span>`,
    font: `${FAMILIES[locale]} ${style.weight} ${style.size}`,
    fontfile: fonts.files[locale === "ar" ? 1 : 0],
    // Pango sets each line from its own start side (the direction mark makes it so): "left" is the
    // start, the right edge for Arabic; "right" would put Arabic lines on the left.
    align: "left",
    wrap: "none",
    rgba: true,
  };
}

/** A line's ink width, as drawText would draw it; libvips lays the text out without drawing its pixels. */
async function inkWidth(line: string, style: TextStyle, locale: Locale, cacheDir: string): Promise<number> {
  const { width } = await sharp({ text: await textOptions([line], style, locale, cacheDir) }).metadata();
  return width;
}

/** Trailing punctuation and spaces go before an ellipsis: "cloud,…" reads as a slip. */
const withEllipsis = (text: string) => text.replace(/[\s,.;:،؛\-–—]+$/u, "") + ELLIPSIS;

/** The longest start of `word` that fits with an ellipsis: a word wider than the card (a long address) is cut. */
async function cutWord(word: string, style: TextStyle, locale: Locale, cacheDir: string): Promise<string> {
  const chars = [...word];
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((await inkWidth(withEllipsis(chars.slice(0, middle).join("")), style, locale, cacheDir)) <= TEXT_WIDTH) low = middle;
    else high = middle - 1;
  }
  return withEllipsis(chars.slice(0, low).join(""));
}

/**
 * Breaks text into at most `style.maxLines` lines of the card's text width at
 * its spaces, measuring each line as Pango lays it out; what does not fit
 * ends the last line with an ellipsis.
 */
export async function breakLines(text: string, style: TextStyle, locale: Locale, cacheDir: string): Promise<string[]> {
  const fits = async (line: string) => (await inkWidth(line, style, locale, cacheDir)) <= TEXT_WIDTH;
  const words = text.split(" ");
  const lines: string[] = [];
  let next = 0;
  while (next < words.length && lines.length < style.maxLines) {
    const last = lines.length === style.maxLines - 1;
    let line = words[next] ?? "";
    next += 1;
    if (!(await fits(line))) {
      lines.push(await cutWord(line, style, locale, cacheDir));
      return lines;
    }
    while (next < words.length && (await fits(`${line} ${words[next]}`))) {
      line = `${line} ${words[next]}`;
      next += 1;
    }
    if (last && next < words.length) {
      const kept = line.split(" ");
      while (kept.length > 1 && !(await fits(withEllipsis(kept.join(" "))))) kept.pop();
      line = (await fits(withEllipsis(kept.join(" ")))) ? withEllipsis(kept.join(" ")) : await cutWord(kept.join(" "), style, locale, cacheDir);
    }
    lines.push(line);
  }
  return lines;
}

/** The card's ground: the site's navy, lit from the corner the text starts from, as public/og-image.png is. */
function groundSvg(locale: Locale): Buffer {
  const glowX = localeInfo[locale].dir === "rtl" ? "0%" : "100%";
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs>
    <radialGradient id="glow" cx="${glowX}" cy="0%" r="75%">
      <stop offset="0" stop-color="#6366f1" stop-opacity="0.34"/>
      <stop offset="1" stop-color="#6366f1" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="rule" x1="0" x2="1">
      <stop offset="0" stop-color="${COLOURS.ruleFrom}"/>
      <stop offset="1" stop-color="${COLOURS.ruleTo}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${COLOURS.ground}"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="${localeInfo[locale].dir === "rtl" ? CARD_WIDTH - CARD_MARGIN - RULE.width : CARD_MARGIN}" y="${RULE.top}" width="${RULE.width}" height="${RULE.height}" rx="${RULE.height / 2}" fill="url(#rule)"/>
</svg>`);
}

/** Left edge of an image of `width` set against the language's margin. */
function startX(width: number, locale: Locale): number {
  return localeInfo[locale].dir === "rtl" ? CARD_WIDTH - CARD_MARGIN - width : CARD_MARGIN;
}

/**
 * The summary in as many of its lines as fit between the title and the author
 * (a three-line title leaves room for fewer), or none: the title says enough.
 */
async function drawSummary(summary: string, room: number, locale: Locale, cacheDir: string): Promise<TextImage | null> {
  if (summary === "") return null;
  for (let maxLines = cardStyles[locale].summary.maxLines; maxLines > 0; maxLines -= 1) {
    const style = { ...cardStyles[locale].summary, maxLines };
    const image = await drawText(await breakLines(summary, style, locale, cacheDir), style, locale, cacheDir);
    if (image.height <= room) return image;
  }
  return null;
}

async function drawCard(fields: Readonly<Record<"title" | "summary" | "author" | "brand", string>>, locale: Locale, cacheDir: string): Promise<Buffer> {
  const styles = cardStyles[locale];
  const line = async (text: string, style: TextStyle, lineLocale: Locale) =>
    drawText(await breakLines(text, style, lineLocale, cacheDir), style, lineLocale, cacheDir);
  const [title, author, brand, mark] = await Promise.all([
    line(fields.title, styles.title, locale),
    line(fields.author, styles.author, locale),
    // The brand is a name in Latin letters on both cards: set as English, then placed on the card's side.
    line(fields.brand, styles.brand, "en"),
    sharp(await readFile(MARK_FILE), { density: 72 * (MARK_SIZE / 40) }).resize(MARK_SIZE, MARK_SIZE).png().toBuffer(),
  ]);
  const rtl = localeInfo[locale].dir === "rtl";
  const markLeft = startX(MARK_SIZE, locale);
  const brandLeft = rtl ? markLeft - BRAND_GAP - brand.width : markLeft + MARK_SIZE + BRAND_GAP;
  const summaryTop = TITLE_TOP + title.height + SUMMARY_GAP;
  const authorTop = CARD_HEIGHT - BOTTOM_MARGIN - author.height;
  const summary = await drawSummary(fields.summary, authorTop - AUTHOR_GAP - summaryTop, locale, cacheDir);
  return sharp(groundSvg(locale))
    .composite([
      { input: mark, left: markLeft, top: MARK_TOP },
      { input: brand.png, left: brandLeft, top: Math.round(MARK_TOP + (MARK_SIZE - brand.height) / 2) },
      { input: title.png, left: startX(title.width, locale), top: TITLE_TOP },
      ...(summary ? [{ input: summary.png, left: startX(summary.width, locale), top: summaryTop }] : []),
      { input: author.png, left: startX(author.width, locale), top: authorTop },
    ])
    .png({ palette: true, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/**
 * The article's card in `cacheDir`, drawn unless a card of the same text,
 * author, brand, language, fonts, mark, drawing code and libvips is there.
 * Throws when a character has no glyph in the site's fonts.
 */
export async function drawArticleCard(input: ArticleCardInput, cacheDir: string = defaultCardCacheDir): Promise<ArticleCard> {
  await mkdir(cacheDir, { recursive: true });
  const fonts = await fontsIn(cacheDir);
  const fields = {
    title: cardText(input.text.title),
    summary: cardText(input.text.summary),
    author: cardText(input.author),
    brand: cardText(input.brand),
  };
  const empty = (["title", "author", "brand"] as const).filter((field) => fields[field] === "");
  if (empty.length > 0) throw new Error(`article card (${input.locale}): no ${empty.join(", ")} to draw`);
  checkCoverage(fields, fonts, input.locale);
  const [code, mark] = await Promise.all([readFile(fileURLToPath(import.meta.url)), readFile(MARK_FILE)]);
  const key = sha256(
    JSON.stringify({
      fields,
      locale: input.locale,
      fonts: fonts.hash,
      code: sha256(code),
      mark: sha256(mark),
      renderer: [sharp.versions.vips, sharp.versions.pango, sharp.versions.harfbuzz],
    }),
  );
  const file = join(cacheDir, `card-${key.slice(0, 20)}.png`);
  const drawn = !existsSync(file);
  if (drawn) await writeAtomically(file, await drawCard(fields, input.locale, cacheDir));
  const { width, height } = await sharp(file).metadata();
  return { file, width, height, bytes: (await stat(file)).size, drawn };
}
