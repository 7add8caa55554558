import { describe, expect, it } from "vitest";
import { indexedTerms, normaliseSearchText } from "./search-text";

describe("normaliseSearchText", () => {
  it("reads «الإمتثال», typed with hamza under alef, as «الامتثال»", () => {
    expect(normaliseSearchText("الإمتثال")).toBe(normaliseSearchText("الامتثال"));
    expect(normaliseSearchText("الإمتثال")).toBe("الامتثال");
  });

  it("folds every alef with hamza, madda or wasla into a plain alef", () => {
    expect(normaliseSearchText("أمن")).toBe("امن");
    expect(normaliseSearchText("إدارة")).toBe("اداره");
    expect(normaliseSearchText("آمنة")).toBe("امنه");
    expect(normaliseSearchText("ٱلامتثال")).toBe("الامتثال");
  });

  it("reads ta marbuta as ha and alef maqsura as ya", () => {
    expect(normaliseSearchText("مؤسسة")).toBe(normaliseSearchText("مؤسسه"));
    expect(normaliseSearchText("إلى")).toBe("الي");
  });

  it("drops short vowels, tanwin, shadda, sukun and the stretching tatweel", () => {
    expect(normaliseSearchText("الامْتِثَالُ")).toBe("الامتثال");
    expect(normaliseSearchText("مُحَمَّدٌ")).toBe("محمد");
    expect(normaliseSearchText("الامـــتثال")).toBe("الامتثال");
  });

  it("keeps hamza on waw and ya, which are other letters, not spellings of one", () => {
    expect(normaliseSearchText("مؤسسة")).toBe("مؤسسه");
    expect(normaliseSearchText("بيئة")).toBe("بيئه");
  });

  it("reads Arabic-Indic digits as the Western digits the site writes", () => {
    expect(normaliseSearchText("٢٠٢٦ و ۱۹")).toBe("2026 و 19");
  });

  it("ignores case and Latin accents", () => {
    expect(normaliseSearchText("Compliance")).toBe("compliance");
    expect(normaliseSearchText("Café RÉSUMÉ")).toBe("cafe resume");
  });
});

describe("indexedTerms", () => {
  it("indexes a word joined to «و» with the article under the word with the article and the bare word", () => {
    expect(indexedTerms("والامتثال")).toEqual(["والامتثال", "الامتثال", "امتثال"]);
  });

  it("reads «لل» as «for the»", () => {
    expect(indexedTerms("للامتثال")).toEqual(["للامتثال", "الامتثال", "امتثال"]);
  });

  it("normalises before it looks for the article", () => {
    expect(indexedTerms("بالإمتثال")).toEqual(["بالامتثال", "الامتثال", "امتثال"]);
  });

  it("leaves other words, and English, as their normal form alone", () => {
    expect(indexedTerms("أمن")).toEqual(["امن"]);
    expect(indexedTerms("Alliance")).toEqual(["alliance"]);
    expect(indexedTerms("إلى")).toEqual(["الي"]);
  });
});
