import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploadProblemMessage } from "../../app/content/inbox/upload-copy.ts";
import { flatPng, GPS_MARK, noisePng, photoJpeg } from "../../tests/test-images.ts";
import { convertImage, type Conversion, type ConvertedImage } from "./convert-image.ts";

/** Conversions run AVIF's encoder many times over: slower than a pure test's default on a busy machine. */
const SLOW = { timeout: 60_000 };

function converted(conversion: Conversion): ConvertedImage {
  if (!conversion.ok) throw new Error(`refused: ${uploadProblemMessage(conversion.problem)}`);
  return conversion.image;
}

/** What each variant file is, read back from its bytes. */
async function decoded(image: ConvertedImage) {
  return Promise.all(
    image.variants.map(async (variant) => {
      const metadata = await sharp(variant.bytes).metadata();
      return {
        name: `${variant.width}.${variant.format}`,
        format: metadata.format === "heif" ? metadata.compression : metadata.format,
        size: `${metadata.width}x${metadata.height}`,
      };
    }),
  );
}

describe("converting an upload", SLOW, () => {
  it("turns a phone photo upright by its EXIF orientation, cuts a case study image to 3:2 and writes AVIF and WebP at the layout's widths", async () => {
    // Stored on its side, 700 wide and 1000 high; upright it is 1000 × 700, and 3:2 of that is 1000 × 667.
    const image = converted(
      await convertImage(
        await photoJpeg({ width: 700, height: 1000, orientation: 6 }),
        "image/jpeg",
        "case-study-image",
      ),
    );
    expect([image.width, image.height]).toEqual([1000, 667]);
    expect(await decoded(image)).toEqual(
      [
        [320, 213],
        [640, 427],
        [960, 640],
        // Nothing is enlarged: the image's own width stands for the layout's wider ones.
        [1000, 667],
      ].flatMap(([width, height]) => [
        { name: `${width}.avif`, format: "av1", size: `${width}x${height}` },
        { name: `${width}.webp`, format: "webp", size: `${width}x${height}` },
      ]),
    );
  });

  it("carries none of the original's metadata: the place the photo was taken is in no file it serves", async () => {
    const upload = await photoJpeg({ width: 600, height: 800 });
    const original = await sharp(upload).metadata();
    expect(original.exif?.includes(GPS_MARK)).toBe(true);
    const image = converted(await convertImage(upload, "image/jpeg", "team-photo"));
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(variant.bytes.includes(GPS_MARK)).toBe(false);
      expect(variant.bytes.includes("Layla Haddad")).toBe(false);
    }
  });

  it("cuts a team photo square, for the round avatar at 64 and 80 pixels and twice that", async () => {
    const image = converted(
      await convertImage(await photoJpeg({ width: 900, height: 600 }), "image/jpeg", "team-photo"),
    );
    expect([image.width, image.height]).toEqual([600, 600]);
    expect((await decoded(image)).map(({ name, size }) => `${name} ${size}`)).toEqual([
      "64.avif 64x64",
      "64.webp 64x64",
      "80.avif 80x80",
      "80.webp 80x80",
      "128.avif 128x128",
      "128.webp 128x128",
      "160.avif 160x160",
      "160.webp 160x160",
    ]);
  });

  it("keeps a partner logo whole, with its transparency, at its width 40 pixels tall and twice that", async () => {
    const image = converted(await convertImage(await flatPng(400, 100, true), "image/png", "partner-logo"));
    expect([image.width, image.height]).toEqual([400, 100]);
    expect((await decoded(image)).map(({ name, size }) => `${name} ${size}`)).toEqual([
      "160.avif 160x40",
      "160.webp 160x40",
      "320.avif 320x80",
      "320.webp 320x80",
    ]);
    for (const variant of image.variants) expect((await sharp(variant.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("goes by the bytes, not the declared type: a PNG sent as a JPEG is taken as the PNG it is", async () => {
    const image = converted(await convertImage(await flatPng(200, 200), "image/jpeg", "team-photo"));
    expect([image.width, image.height]).toEqual([200, 200]);
  });
});

describe("refusing an upload, saying why and what to do", SLOW, () => {
  const refusal = async (conversion: Promise<Conversion>) => {
    const result = await conversion;
    if (result.ok) throw new Error("accepted");
    return { kind: result.problem.kind, message: uploadProblemMessage(result.problem) };
  };

  it("refuses an SVG, which can carry a script, and says to export a PNG", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><script>alert(1)</script></svg>',
    );
    expect(await refusal(convertImage(svg, "image/svg+xml", "partner-logo"))).toEqual({
      kind: "svg",
      message: expect.stringMatching(/SVG files are not accepted.*Export the image as PNG/),
    });
    // Sent under another type, it is still an SVG.
    expect((await refusal(convertImage(svg, "image/png", "partner-logo"))).kind).toBe("svg");
  });

  it("refuses other formats (a GIF, an HTML page) naming the ones it takes", async () => {
    const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect(await refusal(convertImage(gif, "image/gif", "team-photo"))).toEqual({
      kind: "type",
      message:
        "This file is not a JPEG, PNG, WebP or AVIF image (it was sent as image/gif). Save it in one of those formats and upload it again.",
    });
    const page = Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>");
    expect((await refusal(convertImage(page, "image/jpeg", "team-photo"))).kind).toBe("type");
  });

  it("refuses a file cut short", async () => {
    const photo = await photoJpeg({ width: 600, height: 600 });
    expect(
      (await refusal(convertImage(photo.subarray(0, photo.length / 2), "image/jpeg", "team-photo"))).kind,
    ).toBe("unreadable");
  });

  it("refuses a file over its purpose's size: 2 MB for a logo", async () => {
    const logo = await noisePng(1000, 1000);
    expect(logo.length).toBeGreaterThan(2_000_000);
    expect(await refusal(convertImage(logo, "image/png", "partner-logo"))).toEqual({
      kind: "bytes",
      message: `The file is ${(logo.length / 1_000_000).toFixed(1)} MB; the most this field takes is 2 MB. Save it smaller (a lower quality, or fewer pixels) and upload it again.`,
    });
  });

  it("refuses an image smaller than its place on a sharp screen", async () => {
    expect(
      await refusal(convertImage(await photoJpeg({ width: 150, height: 400 }), "image/jpeg", "team-photo")),
    ).toEqual({
      kind: "small",
      message:
        "The image is 150 × 400 pixels; this field needs at least 160 × 160, or it would look blurred on sharp screens. Upload a larger original.",
    });
  });

  it("refuses an image of more pixels than any photo, before decoding them", async () => {
    expect((await refusal(convertImage(await flatPng(12_001, 60), "image/png", "partner-logo"))).kind).toBe(
      "large",
    );
    const bomb = await flatPng(8000, 8000);
    expect(await refusal(convertImage(bomb, "image/png", "case-study-image"))).toEqual({
      kind: "large",
      message: expect.stringMatching(
        /^The image is 8000 × 8000 pixels; the most accepted is 12000 pixels a side and 50 million pixels in all/,
      ),
    });
  });

  it("refuses nothing sent", async () => {
    expect((await refusal(convertImage(new Uint8Array(), "", "team-photo"))).kind).toBe("missing");
  });
});
