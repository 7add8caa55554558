import { describe, expect, it } from "vitest";
import { fixturePage } from "../../tests/server-support/fixture-site.ts";
import { titleOfPage } from "./page-titles.ts";

const BRAND = "Dunecrest Digital";

describe("a built page's own title", () => {
  it("is its title without the brand after it, with React's escapes read back", () => {
    expect(
      titleOfPage(fixturePage(`Cloud costs &amp; the &quot;Gulf&quot; &#x27;26 | ${BRAND}`, ""), BRAND),
    ).toBe(`Cloud costs & the "Gulf" '26`);
    expect(titleOfPage(fixturePage(`تكاليف السحابة | ${BRAND}`, "", "ar", "rtl"), BRAND)).toBe(
      "تكاليف السحابة",
    );
  });

  it("is none for the brand alone or a page without a title; another brand's title stays whole", () => {
    expect(titleOfPage(fixturePage(BRAND, ""), BRAND)).toBeNull();
    expect(titleOfPage("<!DOCTYPE html><html><head></head><body></body></html>", BRAND)).toBeNull();
    expect(titleOfPage(fixturePage("Cloud costs | Other Firm", ""), BRAND)).toBe("Cloud costs | Other Firm");
  });
});
