import { describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
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
    expect(pageTitle(pages.home.title, brand)).toBe("Future-proof Digital Solutions | Dunecrest Digital");
    expect(pageTitle(pages.services.title, brand)).toBe("Our Services | Dunecrest Digital");
    expect(pageTitle(pages.about.title, brand)).toBe("About Us | Dunecrest Digital");
    expect(pageTitle(pages.contact.title, brand)).toBe("Contact Us | Dunecrest Digital");
    expect(pageTitle(pages.faq.title, brand)).toBe("FAQ | Dunecrest Digital");
  });
});
