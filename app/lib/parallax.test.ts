import { describe, expect, it } from "vitest";
import { PARALLAX_CAP_PX, PARALLAX_FACTOR, parallaxOffset } from "./parallax";

describe("parallaxOffset", () => {
  it("uses the specification's constants", () => {
    expect(PARALLAX_FACTOR).toBe(0.3);
    expect(PARALLAX_CAP_PX).toBe(200);
  });

  it("moves the graphic by 0.3 times the scroll distance", () => {
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(100)).toBeCloseTo(30);
    expect(parallaxOffset(500)).toBeCloseTo(150);
  });

  it("caps the movement at 200 px", () => {
    expect(parallaxOffset(666)).toBeCloseTo(199.8);
    expect(parallaxOffset(667)).toBe(200);
    expect(parallaxOffset(10_000)).toBe(200);
  });

  it("ignores overscroll above the top and nonsense input", () => {
    expect(parallaxOffset(-80)).toBe(0);
    expect(parallaxOffset(Number.NaN)).toBe(0);
  });
});
