import { describe, expect, it } from "vitest";
import { pageTexts } from "~/content/page-meta";
import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("puts the page title before the brand", () => {
    expect(pageTitle("Our Services", "Dunecrest Digital")).toBe("Our Services | Dunecrest Digital");
  });

  it("falls back to the brand alone when a page has no title", () => {
    expect(pageTitle(null, "Dunecrest Digital")).toBe("Dunecrest Digital");
    expect(pageTitle(undefined, "Dunecrest Digital")).toBe("Dunecrest Digital");
    expect(pageTitle("  ", "Dunecrest Digital")).toBe("Dunecrest Digital");
  });

  it("gives the five routes the titles of the specification", () => {
    const brand = "Dunecrest Digital";
    const titles = pageTexts.en;
    expect(pageTitle(titles.home.title, brand)).toBe("Future-proof Digital Solutions | Dunecrest Digital");
    expect(pageTitle(titles.services.title, brand)).toBe("Our Services | Dunecrest Digital");
    expect(pageTitle(titles.about.title, brand)).toBe("About Us | Dunecrest Digital");
    expect(pageTitle(titles.contact.title, brand)).toBe("Contact Us | Dunecrest Digital");
    expect(pageTitle(titles.faq.title, brand)).toBe("FAQ | Dunecrest Digital");
  });

  it("gives every Arabic page its own Arabic title before the brand", () => {
    for (const text of Object.values(pageTexts.ar)) {
      expect(pageTitle(text.title, "Dunecrest Digital")).toMatch(
        /^[\u0600-\u06FF][^|]* \| Dunecrest Digital$/,
      );
    }
  });
});
