/**
 * The Arabic wording rules of the site (issue 31, item 1), one source for
 * docs/arabic-glossary.md (its tables are written from here and the content
 * test compares them), the content test over content/ and the site editor's
 * save: one term per concept, and the respectful plural to the reader.
 *
 * Each rule lists whole words and phrases, never a pattern: the singular
 * suffix ـك also ends ordinary words (ذلك، تلك، مشترك، بنوك، يملك), so only
 * the forms written here are refused. A phrase matches as whole words, with
 * the joined و، ف، ب، ل، ك before it and ignoring short vowels, shadda and
 * tatweel: «وحدِّثنا» is «حدثنا».
 */

export interface GlossaryEntry {
  /** The concept, in English, as the English pages name it. */
  concept: string;
  /** The one Arabic term the site uses for it. */
  term: string;
  /** Variants a reader met elsewhere on the site or in the trade: each is refused. */
  refused: readonly string[];
  /** Why this term, in a line. */
  why: string;
}

export const glossary: readonly GlossaryEntry[] = [
  {
    concept: "dashboards",
    term: "لوحات المعلومات",
    refused: ["لوحات البيانات", "لوحات بيانات", "لوحة البيانات", "لوحة بيانات", "داشبورد"],
    why: "The site used two terms for one thing; «لوحات المعلومات» is the one in the services and case studies.",
  },
  {
    concept: "false positives (screening alerts)",
    term: "الإنذارات الإيجابية الكاذبة",
    refused: [
      "التنبيهات الخاطئة",
      "تنبيهات خاطئة",
      "الإنذارات الخاطئة",
      "إنذارات خاطئة",
      "الإنذارات الكاذبة",
      "إنذارات كاذبة",
      "الإيجابيات الكاذبة",
      "إيجابيات كاذبة",
    ],
    why: "The regulator's term, which compliance readers know; «التنبيهات» stays for monitoring alerts.",
  },
  {
    concept: "architect (of systems)",
    term: "مصمم بنية الأنظمة",
    refused: ["معماري", "المعماري", "معماريي", "معماريو", "معماريين", "المعماريين"],
    why: "«معماري» reads as a building architect; the title is «كبير مصممي بنية أنظمة الدفع».",
  },
  {
    concept: "regulated (businesses, sectors)",
    term: "الخاضعة للرقابة",
    refused: ["الخاضعة للتنظيم", "الخاضعة للتنظيمات", "الخاضعة لتنظيم"],
    why: "How Gulf regulators and banks say it; «للتنظيم» reads as organised.",
  },
  {
    concept: "acquiring bank",
    term: "البنك المُحصِّل",
    refused: ["مصرف التحصيل", "مصارف التحصيل", "بنك التحصيل", "بنوك التحصيل"],
    why: "The trade's term (dual «بنكين مُحصِّلين»); an acquirer that is not a bank is «جهة تحصيل المدفوعات».",
  },
  {
    concept: "anti-money laundering",
    term: "مكافحة غسل الأموال",
    refused: ["غسيل الأموال", "تبييض الأموال"],
    why: "The wording of the UAE's law on money laundering; «غسيل» is colloquial.",
  },
  {
    concept: "code (software)",
    term: "الشيفرة البرمجية",
    refused: ["الكود", "كود", "الشفرة البرمجية"],
    why: "One spelling, the one the articles and FAQ use; «الكود» is a loanword.",
  },
  {
    concept: "email",
    term: "البريد الإلكتروني",
    refused: ["الإيميل", "إيميل", "الايميل", "ايميل"],
    why: "Written Arabic, as the form and the mails say it.",
  },
  {
    concept: "the company's name",
    term: "Dunecrest",
    refused: ["دونكريست", "دونكرست", "دنكرست", "ديونكريست", "ديونكرست"],
    why: "The brand is written in Latin letters in Arabic too, as in the header and the mails.",
  },
];

/** A form that speaks to the reader in the singular, and its respectful plural. */
export interface AddressForm {
  singular: string;
  plural: string;
}

/**
 * The plural address: Gulf business writing speaks to the reader as «أنتم»
 * (مشروعكم، فرق عملكم، حدّثونا، ابدؤوا). These are the singular forms the
 * site's copy had or an editor is likely to write; a singular form not listed
 * is still wrong, and is added here when it is met.
 */
export const singularAddress: readonly AddressForm[] = [
  // Pronouns and prepositions with the singular «ـك».
  { singular: "أنت", plural: "أنتم" },
  { singular: "لديك", plural: "لديكم" },
  { singular: "عليك", plural: "عليكم" },
  { singular: "إليك", plural: "إليكم" },
  { singular: "معك", plural: "معكم" },
  { singular: "منك", plural: "منكم" },
  { singular: "عنك", plural: "عنكم" },
  { singular: "بك", plural: "بكم" },
  { singular: "شكرا لك", plural: "شكرًا لكم" },
  { singular: "يحق لك", plural: "يحق لكم" },
  { singular: "يمكنك", plural: "يمكنكم" },
  { singular: "فإنك", plural: "فإنكم" },
  // The reader's things.
  { singular: "مشروعك", plural: "مشروعكم" },
  { singular: "فرقك", plural: "فرق عملكم" },
  { singular: "فريقك", plural: "فريقكم" },
  { singular: "إدارتك", plural: "إدارتكم" },
  { singular: "أعمالك", plural: "أعمالكم" },
  { singular: "عملك", plural: "عملكم" },
  { singular: "نظامك", plural: "نظامكم" },
  { singular: "ميزانيتك", plural: "ميزانيتكم" },
  { singular: "جدولك", plural: "جدولكم" },
  { singular: "رسالتك", plural: "رسالتكم" },
  { singular: "رسائلك", plural: "رسائلكم" },
  { singular: "بياناتك", plural: "بياناتكم" },
  { singular: "اسمك", plural: "اسمكم" },
  { singular: "بريدك", plural: "بريدكم" },
  { singular: "هاتفك", plural: "هاتفكم" },
  { singular: "عنوانك", plural: "عنوانكم" },
  { singular: "متصفحك", plural: "متصفحكم" },
  { singular: "جهازك", plural: "جهازكم" },
  { singular: "حقوقك", plural: "حقوقكم" },
  { singular: "خصوصيتك", plural: "خصوصيتكم" },
  { singular: "هويتك", plural: "هويتكم" },
  { singular: "استفسارك", plural: "استفساركم" },
  { singular: "طلبك", plural: "طلبكم" },
  { singular: "استخدامك", plural: "استخدامكم" },
  { singular: "إرسالك", plural: "إرسالكم" },
  { singular: "تواصلك", plural: "تواصلكم" },
  { singular: "مساعدتك", plural: "مساعدتكم" },
  // Verbs addressed to the reader.
  { singular: "ابدأ", plural: "ابدؤوا" },
  { singular: "أخبرنا", plural: "أخبرونا" },
  { singular: "حدثنا", plural: "حدّثونا" },
  { singular: "اسألنا", plural: "اسألونا" },
  { singular: "راسلنا", plural: "راسلونا" },
  { singular: "أرسل إلينا", plural: "أرسلوا إلينا" },
  { singular: "تواصل معنا", plural: "تواصلوا معنا" },
  { singular: "اكتشف خدماتنا", plural: "تعرّفوا على خدماتنا" },
  { singular: "استعن بنا", plural: "استعينوا بنا" },
  { singular: "اطلع على", plural: "يُرجى الاطلاع على" },
  { singular: "اترك", plural: "اتركوا" },
  { singular: "اختصر", plural: "اختصروا" },
  { singular: "افتح", plural: "افتحوا" },
  { singular: "ابحث", plural: "ابحثوا" },
  { singular: "انظر", plural: "انظروا" },
  { singular: "جرب", plural: "جرّبوا" },
  { singular: "ألم تجد", plural: "ألم تجدوا" },
  { singular: "تبحث عنها", plural: "تبحثون عنها" },
  { singular: "إذا أردت", plural: "إذا أردتم" },
  { singular: "كنت", plural: "كنتم" },
  { singular: "تصلك", plural: "تصلكم" },
  { singular: "وصلتك", plural: "وصلتكم" },
  { singular: "أحالك", plural: "أحالكم" },
];

/** A phrase the rules refuse, where it was found, and what to write instead. */
export interface WordingProblem {
  /** The refused phrase as the rules list it. */
  phrase: string;
  /** What to write instead. */
  use: string;
  rule: "glossary" | "address";
  /** For the glossary: the concept. */
  concept?: string;
}

/** Short vowels, shadda, sukun, the dagger alif (every non-spacing mark) and tatweel: a phrase matches with or without them. */
const MARKS = /\p{Mn}|\u0640/gu;
const bare = (text: string) => text.replace(MARKS, "");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

interface Rule extends WordingProblem {
  pattern: RegExp;
}

/** The phrase as whole words, after the joined conjunctions and prepositions. */
function wordsPattern(phrase: string): RegExp {
  const words = bare(phrase).split(/\s+/u).map(escaped).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{M}])[وف]?[بلك]?${words}(?![\\p{L}\\p{M}])`, "u");
}

const rules: readonly Rule[] = [
  ...glossary.flatMap((entry) =>
    entry.refused.map((phrase) => ({
      phrase,
      use: entry.term,
      rule: "glossary" as const,
      concept: entry.concept,
      pattern: wordsPattern(phrase),
    })),
  ),
  ...singularAddress.map((form) => ({
    phrase: form.singular,
    use: form.plural,
    rule: "address" as const,
    pattern: wordsPattern(form.singular),
  })),
];

/** Every refused phrase in a text, once each, in the order of the rules. */
export function wordingProblems(text: string): WordingProblem[] {
  const plain = bare(text);
  return rules.filter((rule) => rule.pattern.test(plain)).map(({ pattern: _pattern, ...problem }) => problem);
}

/** A problem in an editor's words: the phrase, why, and what to write. */
export function wordingMessage(problem: WordingProblem): string {
  return problem.rule === "glossary"
    ? `“${problem.phrase}” is not the site's term for ${problem.concept ?? "this"}; write “${problem.use}” (docs/arabic-glossary.md)`
    : `“${problem.phrase}” speaks to the reader in the singular; write the plural, “${problem.use}” (docs/arabic-glossary.md)`;
}

/** Every string of a value with its keys below it: `[["hero", "lead"], "…"]`. */
export function stringsIn(
  value: unknown,
  keys: readonly PropertyKey[] = [],
): [keys: PropertyKey[], text: string][] {
  if (typeof value === "string") return [[[...keys], value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...keys, index]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...keys, key]));
  return [];
}

/** The glossary and the address rule as the Markdown tables of docs/arabic-glossary.md. */
export function wordingTables(): string {
  const cell = (text: string) => text.replace(/\|/gu, "\\|");
  const glossaryRows = glossary.map(
    (entry) =>
      `| ${cell(entry.concept)} | ${entry.term} | ${entry.refused.join("، ")} | ${cell(entry.why)} |`,
  );
  const addressRows = singularAddress.map((form) => `| ${form.singular} | ${form.plural} |`);
  return [
    "| Concept | The term | Refused | Why |",
    "| --- | --- | --- | --- |",
    ...glossaryRows,
    "",
    "| Refused (singular) | Write (plural) |",
    "| --- | --- |",
    ...addressRows,
  ].join("\n");
}
