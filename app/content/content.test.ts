import { describe, expect, it } from "vitest";
import { locales, type Locale } from "~/config/locales";
import { contactLimits } from "~/lib/contact-rules";
import { DEFAULT_INSIGHTS_RETENTION_DAYS } from "~/lib/insights";
import { answerPagesCopy } from "./answer-pages";
import { arabicCount } from "./arabic-count";
import { clientTypes } from "./client-types";
import { companyCopy } from "./company";
import { contactMessages } from "./contact-form";
import { faqItems, SERVICES_FAQ_COUNT, servicesFaqItems } from "./faq";
import { privacyPolicy, RETENTION_DAYS, termsOfUse, type LegalContext, type LegalSection } from "./legal";
import type { RichInline } from "./rich-text";
import { partners } from "./partners";
import { proofOfWork } from "./proof-of-work";
import { services } from "./services";
import { siteChrome } from "./site-chrome";
import { team } from "./team";

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Every content module, by file name: a module added later is checked without a change here. */
const modules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true })).map(
    ([path, module]) => [path.replace(/^\.\//, ""), module],
  ),
);

/** The only exports that are the same in every language: numbers, helpers, and corrections to one language's list from a library. */
const notLocalised = new Set([
  "faq.ts:SERVICES_FAQ_COUNT",
  "legal.ts:RETENTION_DAYS",
  "arabic-count.ts:arabicCount",
  "arabic-count.ts:arabicCountForm",
  "fill-template.ts:fillTemplate",
  "search.ts:resultsText",
  "country-names.ts:arabicCountryNameCorrections",
  "article-body.ts:inlineText",
  "article-body.ts:withFigureImages",
  "article-words.ts:readingTimeText",
  "articles.ts:articlesIn",
  "article-folder.ts:splitFrontMatter",
  "article-folder.ts:articleFolderFiles",
  "article-folder.ts:articleDocumentOf",
]);

/** Strings written in Latin letters in every language, equal to the English, by path from the export. */
const sameInEveryLanguage = [
  /\.id$/,
  /^partners\.\d+\.name$/,
  /^partners\.\d+\.mark$/,
  /^proofOfWork\.certifications\.\d+\.name$/,
  /^proofOfWork\.caseStudies\.\d+\.result\.figure$/,
  /^companyCopy\.email$/,
  /\.body\.\d+\.type$/,
  /^contactContent\.(phone|whatsapp)$/,
];

/** Contact numbers, empty until the company sets them (an invented number may be someone's). */
const mayBeEmpty = /^contactContent\.(phone|whatsapp)$/;

const legalContext = (locale: Locale): LegalContext => ({
  name: "Dunecrest Digital",
  email: "hello@dunecrest.example",
  location: companyCopy[locale].locationLabel,
});

/** The arguments each function in the content is called with, by its name; a function missing here fails the parity test. */
const sampleArguments: Record<string, (locale: Locale) => readonly (readonly unknown[])[]> = {
  privacyPolicy: (locale) => [[legalContext(locale)]],
  termsOfUse: (locale) => [[legalContext(locale)]],
  networkLinkLabel: () => [["X", "Y"]],
  lead: () => [["…"]],
  minutes: () => Array.from({ length: 12 }, (_, index) => [index + 1]),
  receiptCopy: () => [[{ name: "Dunecrest Digital", email: "hello@dunecrest.example" }]],
  replyMailCopy: () => [[{ company: "Dunecrest Digital" }]],
};

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
/**
 * What the self-hosted fonts hold (app/styles/app.css's unicode-range, made
 * by scripts/assets/subset-font.py): Inter's Latin subset and Noto Sans Arabic's.
 * Anything else on an Arabic page would be drawn in a fallback font.
 */
const IN_SITE_FONTS =
  /^[\u0020-\u007E\u00A0\u00A9\u00AB\u00B7\u00BB\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u20AC\u2192\u060C\u061B\u061F\u0621-\u0655\u0670\u200C-\u200F]*$/;

interface Found {
  path: string;
  en: string;
  ar: string;
}

/** Walks the English and the Arabic value side by side, expecting the same shape, and collects every pair of strings. */
function walk(en: unknown, ar: unknown, path: string, found: Found[]): void {
  const key = path.split(".").at(-1) ?? path;
  if (typeof en === "function") {
    expect(typeof ar, path).toBe("function");
    const samples = sampleArguments[key.replace(/\(.*$/, "")];
    if (samples === undefined) throw new Error(`no sample arguments for ${path}`);
    const enArgs = samples("en");
    const arArgs = samples("ar");
    expect(enArgs.length).toBeGreaterThan(0);
    expect(arArgs).toHaveLength(enArgs.length);
    enArgs.forEach((args, index) => {
      const call = `${path}(${args.map((arg) => (typeof arg === "object" ? "context" : String(arg))).join(",")})`;
      walk(
        (en as (...a: unknown[]) => unknown)(...args),
        (ar as (...a: unknown[]) => unknown)(...(arArgs[index] ?? [])),
        call,
        found,
      );
    });
    return;
  }
  if (typeof en === "string") {
    expect(typeof ar, path).toBe("string");
    found.push({ path, en, ar: ar as string });
    return;
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(ar), path).toBe(true);
    const arList = ar as readonly unknown[];
    expect(arList, path).toHaveLength(en.length);
    const idsOf = (list: readonly unknown[]) =>
      list.map((item) => (typeof item === "object" && item !== null && "id" in item ? item.id : undefined));
    expect(idsOf(arList), `${path} ids`).toEqual(idsOf(en));
    en.forEach((item, index) => walk(item, arList[index], `${path}.${index}`, found));
    return;
  }
  if (typeof en === "object" && en !== null) {
    expect(typeof ar === "object" && ar !== null && !Array.isArray(ar), path).toBe(true);
    const arRecord = ar as Record<string, unknown>;
    expect(Object.keys(arRecord).sort(), `${path} keys`).toEqual(Object.keys(en).sort());
    for (const [name, value] of Object.entries(en)) walk(value, arRecord[name], `${path}.${name}`, found);
    return;
  }
  expect(ar, path).toBe(en);
}

function isLocalised(value: unknown): value is Record<Locale, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    JSON.stringify(Object.keys(value).sort()) === JSON.stringify([...locales].sort())
  );
}

describe("content", () => {
  it("has the four services of the specification, in every language", () => {
    expect(services.en.map((service) => service.title)).toEqual([
      "Business Consulting",
      "Cyber Security",
      "Software Development & Integration",
      "Business Analytics & Research",
    ]);
    for (const locale of locales) expect(services[locale]).toHaveLength(4);
  });

  it("has the three client types of the specification, in every language", () => {
    expect(clientTypes.en.map((client) => client.title)).toEqual([
      "Tech Companies",
      "Payment Service Providers",
      "Business Intelligence Firms",
    ]);
    for (const locale of locales) expect(clientTypes[locale]).toHaveLength(3);
  });

  it.each(locales)("has three partners, each with a name and its own mark (%s)", (locale) => {
    expect(partners[locale]).toHaveLength(3);
    for (const partner of partners[locale]) expect(partner.name).toMatch(/\S/);
    expect(new Set(partners[locale].map((partner) => partner.mark)).size).toBe(3);
  });

  it.each(locales)(
    "shows two or three case studies, each with its client type, problem, work and a measured result (%s)",
    (locale) => {
      const { caseStudies, certifications } = proofOfWork[locale];
      expect(caseStudies.length).toBeGreaterThanOrEqual(2);
      expect(caseStudies.length).toBeLessThanOrEqual(3);
      for (const study of caseStudies) {
        for (const text of [study.clientType, study.title, study.problem, study.work, study.result.measure])
          expect(text).toMatch(/\S/);
        expect(study.result.figure).toMatch(/\d/);
      }
      expect(certifications.length).toBeGreaterThan(0);
    },
  );

  it.each(locales)("has five team members with a name and a position (%s)", (locale) => {
    expect(team[locale]).toHaveLength(5);
    for (const member of team[locale]) {
      expect(member.name.trim()).not.toBe("");
      expect(member.position.trim()).not.toBe("");
    }
  });

  it.each(locales)("has nine FAQ items, and /services shows the first five (%s)", (locale) => {
    expect(faqItems[locale]).toHaveLength(9);
    expect(SERVICES_FAQ_COUNT).toBe(5);
    expect(servicesFaqItems[locale]).toEqual(faqItems[locale].slice(0, 5));
  });

  it.each(locales)("uses unique ids, which become element ids and React keys (%s)", (locale) => {
    for (const list of [
      services[locale],
      clientTypes[locale],
      partners[locale],
      team[locale],
      faqItems[locale],
    ]) {
      expect(new Set(ids(list)).size).toBe(list.length);
    }
  });
});

describe("every language", () => {
  const localisedExports = Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name]) => !notLocalised.has(`${file}:${name}`))
      .map(([name, value]) => ({ file, name, value })),
  );

  it("finds the content modules", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(17);
  });

  it.each(localisedExports.map(({ file, name, value }) => [`${file}:${name}`, value] as const))(
    "%s is Localised, with the same shape in every language",
    (label, value) => {
      expect(isLocalised(value), `${label} has one value per language`).toBe(true);
      const localised = value as Record<Locale, unknown>;
      const name = label.split(":")[1] ?? label;
      const found: Found[] = [];
      walk(localised.en, localised.ar, name, found);
      expect(found.length).toBeGreaterThan(0);
      for (const { path, en, ar } of found) {
        if (!mayBeEmpty.test(path)) {
          expect(en.trim(), `${path} (en)`).not.toBe("");
          expect(ar.trim(), `${path} (ar)`).not.toBe("");
        }
        expect(en, `${path} (en) has no Arabic`).not.toMatch(ARABIC_LETTER);
        if (sameInEveryLanguage.some((pattern) => pattern.test(path))) {
          expect(ar, `${path} is the same in every language`).toBe(en);
        } else {
          expect(ar, `${path} (ar) is in Arabic`).toMatch(ARABIC_LETTER);
        }
        expect(ar, `${path} (ar) uses Western digits`).not.toMatch(EASTERN_DIGIT);
        expect(ar, `${path} (ar) uses only characters of the site's fonts`).toMatch(IN_SITE_FONTS);
      }
    },
  );
});

/**
 * Title Case as the specification writes its headings ("Who We Work With"): every word starts with a
 * capital, and so does each part of a hyphenated word, except articles, coordinating conjunctions and
 * prepositions of three letters or fewer, which are lower case unless they open or close the heading.
 */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "for",
  "as",
  "at",
  "by",
  "in",
  "of",
  "on",
  "per",
  "to",
  "via",
]);

function wordsNotInTitleCase(heading: string): string[] {
  const words = heading.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.filter((word, index) => {
    // A template's {placeholder} holds a name written elsewhere (a topic's), checked where it is written.
    if (/^\{\w+\}$/.test(word)) return false;
    const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
    if (index > 0 && index < words.length - 1 && MINOR_WORDS.has(bare.toLowerCase()))
      return bare !== bare.toLowerCase();
    return bare.split("-").some((part) => part[0] !== part[0]?.toUpperCase());
  });
}

/** The paths whose strings are rendered as headings (h1 to h3): every heading field, and the titles of the cards. */
const HEADING_PATH = /(?:^|\.)\w*[hH]eading$|\.\d+\.title$/;

describe("English headings", () => {
  const headings = Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name]) => !notLocalised.has(`${file}:${name}`))
      .flatMap(([name, value]) => {
        const found: Found[] = [];
        const localised = value as Record<Locale, unknown>;
        walk(localised.en, localised.ar, name, found);
        return found.filter(({ path }) => HEADING_PATH.test(path)).map(({ path, en }) => [path, en] as const);
      }),
  );

  it("finds the headings of every kind", () => {
    const paths = headings.map(([path]) => path);
    for (const kind of [
      /^home\.hero\.heading$/,
      /^services\.\d+\.title$/,
      /^proofOfWork\.caseStudies\.\d+\.title$/,
      /^proofOfWork\.certificationsHeading$/,
      /^faqPage\.heading$/,
      /sections\.\d+\.heading$/,
    ]) {
      expect(
        paths.some((path) => kind.test(path)),
        String(kind),
      ).toBe(true);
    }
  });

  it("tells Title Case from sentence case", () => {
    expect(wordsNotInTitleCase("Where It Is Stored and Who Receives It")).toEqual([]);
    expect(wordsNotInTitleCase("Future-Proof Digital Solutions for Regulated Businesses")).toEqual([]);
    expect(wordsNotInTitleCase("Same-day merchant payouts")).toEqual(["Same-day", "merchant", "payouts"]);
    expect(wordsNotInTitleCase("Changes To This Policy")).toEqual(["To"]);
  });

  it.each(headings)("%s is in Title Case", (_path, heading) => {
    expect(wordsNotInTitleCase(heading)).toEqual([]);
  });
});

describe("Arabic counting", () => {
  it("puts the counted noun in the form the number asks for", () => {
    const forms = { one: "حرف واحد", two: "حرفين", few: "أحرف", many: "حرفًا", other: "حرف" };
    expect(arabicCount(1, forms)).toBe("حرف واحد");
    expect(arabicCount(2, forms)).toBe("حرفين");
    expect(arabicCount(3, forms)).toBe("3 أحرف");
    expect(arabicCount(10, forms)).toBe("10 أحرف");
    expect(arabicCount(11, forms)).toBe("11 حرفًا");
    expect(arabicCount(99, forms)).toBe("99 حرفًا");
    expect(arabicCount(100, forms)).toBe("100 حرف");
    expect(arabicCount(103, forms)).toBe("103 أحرف");
    expect(arabicCount(254, forms)).toBe("254 حرفًا");
    expect(arabicCount(5000, forms)).toBe("5000 حرف");
  });

  it("words the wait on the rate-limited page", () => {
    expect([1, 2, 5, 59].map(answerPagesCopy.en.minutes)).toEqual([
      "a minute",
      "2 minutes",
      "5 minutes",
      "59 minutes",
    ]);
    expect([1, 2, 3, 10, 11, 12, 60].map(answerPagesCopy.ar.minutes)).toEqual([
      "دقيقة واحدة",
      "دقيقتين",
      "3 دقائق",
      "10 دقائق",
      "11 دقيقة",
      "12 دقيقة",
      "60 دقيقة",
    ]);
  });
});

describe("form messages", () => {
  it.each(locales)("quote the form's limits and examples from the rules (%s)", (locale) => {
    const messages = contactMessages[locale];
    expect(messages.fullNameTooLong).toContain(`${contactLimits.fullName.max} `);
    expect(messages.emailTooLong).toContain(`${contactLimits.email.max} `);
    expect(messages.messageTooLong).toContain(`${contactLimits.message.max} `);
    expect(messages.emailInvalid).toContain("name@example.com");
    expect(messages.emailUndeliverable).toContain("name@example.com");
    // No-break spaces: a phone number never breaks across lines.
    expect(messages.phoneInvalid).toContain("+971\u00A050\u00A0123\u00A04567");
  });
});

/** A legal section's words, its tree's strings joined. */
function sectionText(section: LegalSection): string {
  const inline = (node: RichInline): string =>
    typeof node === "string" ? node : "children" in node ? node.children.map(inline).join("") : " ";
  return section.body
    .flatMap((block) => (block.type === "paragraph" ? [block.children] : block.items))
    .map((nodes) => nodes.map(inline).join(""))
    .join(" ");
}

describe("legal pages", () => {
  it.each(locales)("name the company, its email and its office (%s)", (locale) => {
    const context = legalContext(locale);
    for (const document of [privacyPolicy[locale](context), termsOfUse[locale](context)]) {
      const text = [document.intro, ...document.sections.map(sectionText)].join(" ");
      expect(text).toContain(context.name);
      expect(text).toContain(context.email);
    }
    const first = termsOfUse[locale](context).sections[0];
    const about = first === undefined ? "" : sectionText(first);
    expect(about).toContain(context.location);
  });

  // A number and its word are joined by a no-break space (app/lib/unbroken-figures.ts), so no line parts them.
  it("keep the same facts in both languages", () => {
    const en = privacyPolicy.en(legalContext("en"));
    const ar = privacyPolicy.ar(legalContext("ar"));
    expect(`${en.updatedLabel} ${en.updated}`).toBe("Last updated 28\u00A0November 2026");
    expect(ar.updated).toBe("28\u00A0نوفمبر 2026");
    expect(termsOfUse.ar(legalContext("ar")).updated).toBe("21\u00A0نوفمبر 2026");
    expect(termsOfUse.en(legalContext("en")).updated).toBe("21\u00A0November 2026");
    expect(en.intro).toContain("Federal Decree-Law No. 45\u00A0of 2021");
    expect(ar.intro).toContain(
      "المرسوم بقانون اتحادي رقم 45\u00A0لسنة 2021\u00A0بشأن حماية البيانات الشخصية",
    );
    const paragraphs = (document: typeof en) => document.sections.map(sectionText).join(" ");
    expect(paragraphs(en)).toContain(`${RETENTION_DAYS}\u00A0days`);
    expect(paragraphs(ar)).toContain(`${RETENTION_DAYS}\u00A0يومًا`);
    // The daily counts' retention, from the one default the server reads too (INSIGHTS_RETENTION_DAYS).
    expect(paragraphs(en)).toContain(`${DEFAULT_INSIGHTS_RETENTION_DAYS}\u00A0days`);
    expect(paragraphs(ar)).toContain(`${DEFAULT_INSIGHTS_RETENTION_DAYS}\u00A0يوم`);
    // Said in both: no cookie, no third party, the address and browser never stored, legitimate interest.
    expect(paragraphs(en)).toContain("no cookie is set");
    expect(paragraphs(en)).toContain("never stored");
    expect(paragraphs(en)).toContain("legitimate interest");
    expect(paragraphs(ar)).toContain("لا تُستخدم ملفات تعريف الارتباط");
    expect(paragraphs(ar)).toContain("أبدًا");
    expect(paragraphs(ar)).toContain("مصلحتنا المشروعة");
    expect(paragraphs(en)).toContain("30\u00A0days");
    expect(paragraphs(ar)).toContain("30\u00A0يومًا");
  });

  it("word the footer's link to the professional network", () => {
    expect(siteChrome.en.footer.networkLinkLabel("Dunecrest Digital", "LinkedIn")).toBe(
      "Dunecrest Digital on LinkedIn (opens in a new tab)",
    );
    expect(siteChrome.ar.footer.networkLinkLabel("Dunecrest Digital", "LinkedIn")).toContain(
      "Dunecrest Digital",
    );
  });
});
