import { describe, expect, it } from "vitest";
import { footerNavigation, footerResources, headerLinksFor } from "./navigation";

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe("header links", () => {
  it("leave out Home on the home page", () => {
    expect(labels(headerLinksFor("/"))).toEqual(["Services", "About", "Contact"]);
  });

  it("start with Home on every other page", () => {
    for (const path of ["/services", "/about", "/contact", "/faq", "/terms", "/no-such-page"]) {
      expect(labels(headerLinksFor(path))).toEqual(["Home", "Services", "About", "Contact"]);
    }
  });
});

describe("footer columns", () => {
  it("list the navigation and resources of the specification", () => {
    expect(labels(footerNavigation)).toEqual(["Home", "Services", "About", "Contact"]);
    expect(footerResources).toEqual([
      { label: "FAQ", to: "/faq" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Use", to: "/terms" },
    ]);
  });
});
