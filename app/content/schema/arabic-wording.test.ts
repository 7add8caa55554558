import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleFeedWords } from "../article-feeds";
import { articleWords } from "../article-words";
import { GLOSSARY_DOC, tablesMatchRules } from "./arabic-wording-doc";
import { glossary, singularAddress, stringsIn, wordingProblems } from "./arabic-wording";

/** Each refused phrase in a text, as “where: phrase → what to write”. */
const findings = (where: string, text: string) =>
  wordingProblems(text).map((problem) => `${where}: “${problem.phrase}” → “${problem.use}”`);

describe("the Arabic wording rules (docs/arabic-glossary.md)", () => {
  it("find a refused term or singular address as a whole word, after a joined و/ف/ب/ل/ك, with or without vowels", () => {
    const phrases = (text: string) => wordingProblems(text).map((problem) => problem.phrase);
    expect(phrases("لتمضي فرقك بسرعة")).toEqual(["فرقك"]);
    expect(phrases("وسيرد عليك أحد مستشارينا")).toEqual(["عليك"]);
    expect(phrases("حدِّثنا عن مشروعك")).toEqual(["مشروعك", "حدثنا"]);
    expect(phrases("كانت لوحات بيانات العملاء تُحدَّث ليلًا")).toEqual(["لوحات بيانات"]);
    expect(phrases("خفض التنبيهات الخاطئة")).toEqual(["التنبيهات الخاطئة"]);
    expect(phrases("كبير معماريي أنظمة الدفع في مبنى دونكريست")).toEqual(["معماريي", "دونكريست"]);
    expect(phrases("ابدأ الآن")).toEqual(["ابدأ"]);
  });

  it("leave alone the ordinary words that share a singular ending, and the plural forms", () => {
    const ordinary = [
      "ذلك وكذلك تلك لذلك بذلك مشترك وشريك يشارك البنوك البنك بنك يملك يترك الاشتراك",
      "لا يُخزَّن أبدًا. الصفحة التي أُرسل منها النموذج.",
      "شكرًا لكم، وصلتنا رسالتكم. يردّ عليكم أحد كبار مستشارينا. ابدؤوا الآن. إن كنتم تفضّلون التصفّح.",
      "خفض الإنذارات الإيجابية الكاذبة في مطابقة قوائم العقوبات، ولوحات المعلومات، ومكافحة غسل الأموال.",
      "مع فحص مخطط البيانات والتنبيهات. المتطلبات التنظيمية. البنية المعمارية.",
    ];
    for (const text of ordinary) expect(wordingProblems(text), text).toEqual([]);
  });

  it("list every concept once, with a term no rule refuses", () => {
    const concepts = glossary.map((entry) => entry.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const entry of glossary) expect(wordingProblems(entry.term), entry.concept).toEqual([]);
    for (const form of singularAddress) expect(wordingProblems(form.plural), form.plural).toEqual([]);
  });

  it("are the tables docs/arabic-glossary.md shows (node scripts/assets/write-arabic-glossary.ts writes them)", () => {
    expect(tablesMatchRules(readFileSync(GLOSSARY_DOC, "utf8"))).toBe(true);
  });
});

describe("the site's Arabic keeps the wording rules", () => {
  it("in every content/*.json, naming file, field and phrase", () => {
    const found = readdirSync("content")
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) => {
        const document = JSON.parse(readFileSync(`content/${name}`, "utf8")) as { ar?: unknown };
        return stringsIn(document.ar, ["ar"]).flatMap(([keys, text]) =>
          findings(`content/${name} ${keys.join(".")}`, text),
        );
      });
    expect(found).toEqual([]);
  });

  it("in every article's ar.md, naming file, line and phrase", () => {
    const found = readdirSync("content/articles").flatMap((slug) => {
      const file = `content/articles/${slug}/ar.md`;
      return readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => findings(`${file} line ${index + 1}`, line));
    });
    expect(found).toEqual([]);
  });

  it("in the Arabic the app's modules still hold (article pages, feeds)", () => {
    const found = [
      ...stringsIn(articleWords.ar, ["articleWords", "ar"]),
      ...stringsIn(articleFeedWords.ar, ["articleFeedWords", "ar"]),
    ].flatMap(([keys, text]) => findings(keys.join("."), text));
    expect(found).toEqual([]);
  });
});
