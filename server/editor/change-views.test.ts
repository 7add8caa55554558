import { describe, expect, it } from "vitest";
import { fieldId } from "../../app/server-pages/inbox/views.ts";
import { fieldLink } from "./change-views.ts";

const ARTICLE = "article:pci-dss-4-after-march-2025";
const document = { author: "priya-raman", topics: ["payment-security"], en: { title: "PCI DSS v4.0" } };
const form = "/inbox/site/articles/pci-dss-4-after-march-2025";

describe("a link to an article's field, as a conflict or a mark names it", () => {
  it("names a language's field with its language, and links to its control", () => {
    expect(fieldLink([], ARTICLE, document, "en.title")).toEqual({
      kindLabel: "Article “PCI DSS v4.0”",
      label: "Title (English)",
      href: `${form}#${fieldId("en.title")}`,
    });
  });

  it("names a field both languages share, and links to it", () => {
    expect(fieldLink([], ARTICLE, document, "author")).toMatchObject({
      label: "Author",
      href: `${form}#${fieldId("author")}`,
    });
  });

  it("names a language as a whole (one side dropped it, the other edited it) by the languages' field", () => {
    expect(fieldLink([], ARTICLE, document, "ar")).toMatchObject({
      label: "Languages (Arabic)",
      href: `${form}#${fieldId("languages")}`,
    });
  });

  it("finds a figure by its file, and the figures as a whole by the box where one is added", () => {
    expect(fieldLink([], ARTICLE, document, "figures.1.width")).toMatchObject({
      label: "Figures",
      href: `${form}#${fieldId("figures.1.file")}`,
    });
    expect(fieldLink([], ARTICLE, document, "figures")).toMatchObject({
      label: "Figures",
      href: `${form}#${fieldId("figure.name")}`,
    });
  });

  it("names one item of a list of choices by its field, whose first box the link goes to", () => {
    expect(fieldLink([], ARTICLE, document, "topics.1")).toMatchObject({
      label: "Topics",
      href: `${form}#${fieldId("topics")}`,
    });
  });
});
