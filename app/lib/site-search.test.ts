import { describe, expect, it } from "vitest";
import type { SearchDocument } from "./search-documents";
import { siteSearch } from "./site-search";

const document = (url: string, fields: Partial<SearchDocument>): SearchDocument => ({
  url,
  title: url,
  description: "",
  headings: "",
  text: "",
  ...fields,
});

const search = siteSearch({
  documents: [
    document("/ar/faq", { title: "الأسئلة الشائعة", text: "نعمل مع شركات الدفع والامتثال للأنظمة." }),
    document("/ar/services", {
      title: "خدماتنا",
      headings: "إدارة المخاطر",
      text: "برامج للامتثال التنظيمي.",
    }),
    document("/ar/about", { title: "من نحن", text: "فريق من كبار الخبراء في دبي." }),
    document("/services", {
      title: "Our Services",
      headings: "Compliance engineering",
      text: "Audit-ready systems.",
    }),
    document("/about", { title: "About Us", text: "A senior team in Dubai, compliance-minded." }),
  ],
});
const urls = (query: string) => search.search(query).map((hit) => hit.url);

describe("siteSearch", () => {
  it("finds a word joined to «و» or «لل» when it is searched with a hamza the text does not write", () => {
    expect(urls("الإمتثال").sort()).toEqual(["/ar/faq", "/ar/services"]);
  });

  it("finds the word without its article, and without diacritics in the query mattering", () => {
    expect(urls("امتثال").sort()).toEqual(["/ar/faq", "/ar/services"]);
    expect(urls("المَخاطِر")).toEqual(["/ar/services"]);
  });

  it("ranks a page with the word in a heading above one with it only in its text", () => {
    expect(urls("compliance")).toEqual(["/services", "/about"]);
  });

  it("takes the last word as a beginning, as the visitor is still typing it", () => {
    expect(urls("complian")).toEqual(["/services", "/about"]);
  });

  it("wants every word of the query", () => {
    expect(urls("compliance dubai")).toEqual(["/about"]);
    expect(urls("compliance zebra")).toEqual([]);
  });

  it("returns the title and description to show", () => {
    expect(search.search("audit")).toEqual([{ url: "/services", title: "Our Services", description: "" }]);
  });
});
