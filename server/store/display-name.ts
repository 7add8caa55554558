import unhomoglyph from "unhomoglyph";
import { caseFold } from "unicode-case-folding";

/** Long enough for "Layla Al-Mansouri, Senior Consultant"; short enough for a mail's From. */
const DISPLAY_NAME_MAX = 80;

/**
 * A plain name: letters (any script) with their marks, digits, spaces and the
 * few signs names carry (. , ' ’ - and the Arabic comma), with a letter in it.
 * No `@`, `<`, `>`, quotes or brackets: a name is the From name a visitor
 * reads, and "(you)" is what the inbox adds to the viewer's own.
 * ZWNJ stays: Persian names need it.
 */
const PLAIN_NAME = /^[\p{L}\p{M}\p{Nd} .,'’\-\u060C\u200C]+$/u;

export class InvalidNameError extends Error {
  constructor() {
    super(
      `A display name has 1 to ${DISPLAY_NAME_MAX} characters on one line: letters, spaces and . , ' - only.`,
    );
    this.name = "InvalidNameError";
  }
}

export class DuplicateNameError extends Error {
  constructor() {
    super("Another account has this name, or one that looks the same.");
    this.name = "DuplicateNameError";
  }
}

/** Spaces folded; null when the text is not a plain name of the right length. */
export function plainName(raw: string): string | null {
  const name = raw.replace(/\s+/g, " ").trim();
  return name !== "" &&
    Array.from(name).length <= DISPLAY_NAME_MAX &&
    PLAIN_NAME.test(name) &&
    /\p{L}/u.test(name)
    ? name
    : null;
}

/** A display name as stored: one line, spaces folded; throws InvalidNameError when it is not a plain name. */
export function checkDisplayName(raw: string): string {
  const name = plainName(raw);
  if (name === null) throw new InvalidNameError();
  return name;
}

const invisible = /[\s\p{Default_Ignorable_Code_Point}]/gu;

/** UTS #39's skeleton: NFD, each character to its prototype in Unicode's confusables.txt (unhomoglyph's copy), NFD again. */
const skeleton = (text: string) => unhomoglyph(text.normalize("NFD")).normalize("NFD").replace(invisible, "");

const fold = (text: string) => caseFold(text).normalize("NFKC");

/**
 * The two keys two names are compared by: equal in either, they are the same
 * name. The first is NFKC, then full case folding, then the skeleton, spaces
 * and invisible characters ignored (folded and skeletoned once more, since a
 * prototype can be a capital: Cherokee Ꭺ is A). The second takes the skeleton
 * before folding as well, because the skeleton reads capitals that folding
 * would first turn into another letter: "LayIa" (a capital i) is "Layla" to
 * the eye and to the skeleton, but folded first it is "layia".
 */
export function nameKeys(name: string): { folded: string; seen: string } {
  const text = name.normalize("NFKC");
  return { folded: skeleton(fold(skeleton(fold(text)))), seen: skeleton(fold(skeleton(text))) };
}
