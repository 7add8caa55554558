import { describe, expect, it } from "vitest";
import { footerNavigation, footerResources, headerLinksFor } from "./navigation";

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
const targets = (items: readonly { to: string }[]) => items.map((item) => item.to);

describe("header links", () => {
  it("leave out Home on the home page", () => {
    expect(labels(headerLinksFor("/", "en"))).toEqual(["Services", "About", "Contact"]);
    expect(targets(headerLinksFor("/ar", "ar"))).toEqual(["/ar/services", "/ar/about", "/ar/contact"]);
    expect(targets(headerLinksFor("/ar/", "ar"))).toEqual(["/ar/services", "/ar/about", "/ar/contact"]);
  });

  it("start with Home on every other page", () => {
    for (const path of ["/services", "/about", "/contact", "/faq", "/terms", "/no-such-page"]) {
      expect(labels(headerLinksFor(path, "en"))).toEqual(["Home", "Services", "About", "Contact"]);
    }
    expect(targets(headerLinksFor("/ar/faq", "ar"))).toEqual([
      "/ar",
      "/ar/services",
      "/ar/about",
      "/ar/contact",
    ]);
  });
});

describe("footer columns", () => {
  it("list the navigation and resources of the specification", () => {
    expect(labels(footerNavigation("en"))).toEqual(["Home", "Services", "About", "Contact"]);
    expect(footerResources("en")).toEqual([
      { label: "FAQ", to: "/faq" },
      { label: "Articles", to: "/articles" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Use", to: "/terms" },
    ]);
  });

  it("link each language to its own pages", () => {
    expect(targets(footerNavigation("ar"))).toEqual(["/ar", "/ar/services", "/ar/about", "/ar/contact"]);
    expect(targets(footerResources("ar"))).toEqual([
      "/ar/faq",
      "/ar/articles",
      "/ar/privacy-policy",
      "/ar/terms",
    ]);
  });
});
