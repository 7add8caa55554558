import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

describe("telling an upload's type from its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF by their signatures", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG\r\n\x1a\n", "IHDR"))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "mif1miaf"))).toBe("image/avif");
    // AVIF as a compatible brand of a HEIF file.
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avif"))).toBe("image/avif");
  });

  it("does not take a HEIC photo for an AVIF", () => {
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
  });

  it("finds an SVG however it begins", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(
      sniffImageType(Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<SVG viewBox="0 0 1 1">')),
    ).toBe("image/svg+xml");
  });

  it("knows nothing else", () => {
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><script>"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
