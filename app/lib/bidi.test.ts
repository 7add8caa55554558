import { describe, expect, it } from "vitest";
import { isolate } from "./bidi.ts";

describe("isolate", () => {
  it("wraps visitor text in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, keeping what it says", () => {
    expect(isolate("Layla Haddad")).toBe("\u2068Layla Haddad\u2069");
    expect(isolate("ليلى \u202Eevil")).toBe("\u2068ليلى \u202Eevil\u2069");
  });

  it("drops the text's own isolate controls, so none can close the isolate early or leave one open", () => {
    expect(isolate("a\u2069\u202Eb")).toBe("\u2068a\u202Eb\u2069");
    expect(isolate("\u2067open")).toBe("\u2068open\u2069");
  });
});
