/**
 * Pairs of Arabic letters, words and phrases that a font must draw
 * differently: letters that share a skeleton and differ only in their dots,
 * in the forms they share it in; words WebKit has been seen to draw without
 * the dots of their final yeh (في, دبي, التي);
 * and text with and without its harakat, hamza and punctuation.
 * A font that drops dots or marks draws both sides of a pair the same.
 */

/** Tatweel: joins a letter on either side without adding dots of its own. */
const TATWEEL = "\u0640";

const forms = {
  isolated: (letter: string) => letter,
  initial: (letter: string) => `${letter}${TATWEEL}`,
  medial: (letter: string) => `${TATWEEL}${letter}${TATWEEL}`,
  final: (letter: string) => `${TATWEEL}${letter}`,
} as const;

type Form = keyof typeof forms;

const ALL_FORMS: readonly Form[] = ["isolated", "initial", "medial", "final"];
const JOINED_ON_THE_LEFT: readonly Form[] = ["initial", "medial"];
const NOT_JOINED_ON_THE_LEFT: readonly Form[] = ["isolated", "final"];

/**
 * Letters with one skeleton, told apart by dots that reach beyond the
 * skeleton's outline (above against below, or over the top), so that a lost
 * dot changes the extent of the letter's ink; and the forms in which they
 * share it. Pairs whose dot sits inside the twin's outline (ج and ح, ط and
 * ظ, ف and ق) are left out: at this size their difference is too small to
 * tell from the rim a sub-pixel shift leaves.
 */
const skeletons: readonly { letters: string; forms: readonly Form[] }[] = [
  { letters: "بتث", forms: ALL_FORMS },
  { letters: "بن", forms: JOINED_ON_THE_LEFT },
  { letters: "يى", forms: NOT_JOINED_ON_THE_LEFT },
  { letters: "جخ", forms: ALL_FORMS },
  { letters: "حخ", forms: ALL_FORMS },
  { letters: "سش", forms: ALL_FORMS },
  { letters: "صض", forms: ALL_FORMS },
  { letters: "عغ", forms: ALL_FORMS },
  { letters: "دذ", forms: NOT_JOINED_ON_THE_LEFT },
  { letters: "رز", forms: NOT_JOINED_ON_THE_LEFT },
  { letters: "هة", forms: NOT_JOINED_ON_THE_LEFT },
];

export interface SpecimenPair {
  /** For messages: what the pair checks. */
  label: string;
  first: string;
  second: string;
}

function letterPairs(): SpecimenPair[] {
  return skeletons.flatMap(({ letters, forms: shared }) =>
    shared.flatMap((form) =>
      [...letters].flatMap((first, index) =>
        [...letters].slice(index + 1).map((second) => ({
          label: `${form} ${first} / ${second}`,
          first: forms[form](first),
          second: forms[form](second),
        })),
      ),
    ),
  );
}

/** Whole words and phrases: the final yeh that loses its dots, harakat, hamza and madda on lam-alef, punctuation. */
const textPairs: readonly SpecimenPair[] = [
  { label: "final yeh in a word", first: "في", second: "فى" },
  { label: "final yeh in a word", first: "دبي", second: "دبى" },
  { label: "final yeh in a word", first: "التي", second: "التى" },
  { label: "harakat", first: "مُحَمَّدٌ", second: "محمد" },
  { label: "harakat and tanween", first: "شُكْرًا", second: "شكرا" },
  { label: "hamza on lam-alef", first: "لأ", second: "لا" },
  { label: "hamza below lam-alef", first: "لإ", second: "لا" },
  { label: "madda on lam-alef", first: "لآ", second: "لا" },
  { label: "Arabic comma, semicolon and question mark", first: "نعم، لا؛ لماذا؟", second: "نعم لا لماذا" },
];

export const specimenPairs: readonly SpecimenPair[] = [...letterPairs(), ...textPairs];
