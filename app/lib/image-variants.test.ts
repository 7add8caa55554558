import { describe, expect, it } from "vitest";
import { imageSizes, variantUrl, variantWidths } from "./image-variants.ts";

describe("the widths an image is made at", () => {
  it("makes a team photo at the avatar's 64 and 80 pixels and twice each", () => {
    expect(variantWidths("team-photo", 600, 600)).toEqual([64, 80, 128, 160]);
    expect(imageSizes("team-photo", 600, 600)).toBe("(min-width: 640px) 80px, 64px");
  });

  it("makes a case study image at the card's widths, up to its own width and never wider", () => {
    expect(variantWidths("case-study-image", 3000, 2000)).toEqual([320, 640, 960, 1280, 1800]);
    expect(variantWidths("case-study-image", 1000, 667)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths("case-study-image", 640, 427)).toEqual([320, 640]);
  });

  it("makes a logo at its width 40 pixels tall, at most 160 wide, and twice that when it has the pixels", () => {
    expect(variantWidths("partner-logo", 300, 100)).toEqual([120, 240]);
    expect(imageSizes("partner-logo", 300, 100)).toBe("120px");
    expect(variantWidths("partner-logo", 1000, 100)).toEqual([160, 320]);
    expect(imageSizes("partner-logo", 1000, 100)).toBe("160px");
    // 60 pixels tall: 2x would need 80, so its own 180 pixels are the largest.
    expect(variantWidths("partner-logo", 180, 60)).toEqual([120, 180]);
    expect(variantWidths("partner-logo", 120, 40)).toEqual([120]);
  });

  it("names a variant by its image, width and format", () => {
    expect(variantUrl("/media", "0123456789abcdef0123456789abcdef", 160, "avif")).toBe(
      "/media/0123456789abcdef0123456789abcdef/160.avif",
    );
  });
});
