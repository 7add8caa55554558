import { describe, expect, it } from "vitest";
import { basePath, counterpartPath, localeOfPath, localeOfRequest, localisedPath } from "./locale-paths";

describe("locale paths", () => {
  it("reads the language from the prefix only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/services")).toBe("en");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/")).toBe("ar");
    expect(localeOfPath("/ar/faq")).toBe("ar");
    expect(localeOfPath("/arabic-news")).toBe("en");
  });

  it("keeps English URLs as they are and prefixes Arabic ones", () => {
    expect(localisedPath("/", "en")).toBe("/");
    expect(localisedPath("/faq", "en")).toBe("/faq");
    expect(localisedPath("/", "ar")).toBe("/ar");
    expect(localisedPath("/success.html", "ar")).toBe("/ar/success.html");
  });

  it("maps a page to the same page in the other language", () => {
    expect(counterpartPath("/", "ar")).toBe("/ar");
    expect(counterpartPath("/privacy-policy/", "ar")).toBe("/ar/privacy-policy");
    expect(counterpartPath("/ar", "en")).toBe("/");
    expect(counterpartPath("/ar/", "en")).toBe("/");
    expect(counterpartPath("/ar/terms", "en")).toBe("/terms");
    expect(counterpartPath("/ar/no-such-page", "en")).toBe("/no-such-page");
    expect(basePath("/ar/success.html")).toBe("/success.html");
  });

  it("reads a loader's language from the page's data URL too", () => {
    expect(localeOfRequest(new Request("http://localhost/ar.data"))).toBe("ar");
    expect(localeOfRequest(new Request("http://localhost/ar/faq.data"))).toBe("ar");
    expect(localeOfRequest(new Request("http://localhost/_.data"))).toBe("en");
    expect(localeOfRequest(new Request("http://localhost/ar"))).toBe("ar");
  });
});
