/**
 * The one spelling search compares, applied alike to the site's text when the
 * build indexes it and to what a visitor types. Arabic is written with or
 * without hamza on alef, with ta marbuta or ha at a word's end, with or without
 * short vowels and stretching: «الإمتثال» and «الامتثال» are one word to a
 * reader, so they are one word here (the letters Lucene's Arabic normaliser
 * folds). Latin loses its accents and case.
 */

/** Alef with hamza above or below, with madda, and alef wasla: each is read as a plain alef. */
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const TA_MARBUTA = /\u0629/g;
const ALEF_MAQSURA = /\u0649/g;
/** Harakat, tanwin, shadda, sukun, the superscript alef and the Quranic annotation marks. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;
/** Accents once a Latin letter is decomposed (NFD): é is e and U+0301. */
const LATIN_MARKS = /[\u0300-\u036f]/g;
/** Arabic-Indic and Eastern Arabic-Indic digits, read as the Western digits the site writes. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Text whose letters NFKC would change: anything beyond ASCII and the basic Arabic block (presentation forms, ligatures, full-width). */
const BEYOND_BASIC = /[^\t-\u007f\u0600-\u06ff]/;
/** Latin letters that may carry an accent. */
const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/;

/**
 * The browser runs this on every word of the index as it opens the search, so
 * the Unicode normalisations, by far the dearest part, run only on words that
 * need them.
 */
export function normaliseSearchText(text: string): string {
  const arabic = (BEYOND_BASIC.test(text) ? text.normalize("NFKC") : text)
    .toLowerCase()
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    .replace(ALEF_FORMS, "\u0627")
    .replace(TA_MARBUTA, "\u0647")
    .replace(ALEF_MAQSURA, "\u064a")
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "");
  return ACCENTED_LATIN.test(arabic)
    ? arabic.normalize("NFD").replace(LATIN_MARKS, "").normalize("NFC")
    : arabic;
}

/**
 * Arabic joins "and", "so", "with", "like" and "for" to the word that follows,
 * and "for" with the article becomes «لل»: «والامتثال», «للامتثال». Whoever
 * searches for «الامتثال» or «امتثال» means those too.
 */
const JOINED_ARTICLE = /^[وف]?[بكل]?ال(.{2,})$/u;
const FOR_THE = /^[وف]?لل(.{2,})$/u;

/**
 * The terms one word of the site's text is indexed under: its normal form, and
 * for an Arabic word that carries the article, also the word with the article
 * alone and the bare word. A query's words are only normalised; the index
 * holds the shorter forms.
 */
export function indexedTerms(word: string): string[] {
  const normal = normaliseSearchText(word);
  const stem = JOINED_ARTICLE.exec(normal)?.[1] ?? FOR_THE.exec(normal)?.[1];
  return stem === undefined ? [normal] : [...new Set([normal, `ال${stem}`, stem])];
}
