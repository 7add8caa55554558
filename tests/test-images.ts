import sharp from "sharp";

/** The GPS map datum a test photo carries in its EXIF: found in the upload, never in what is served. */
export const GPS_MARK = "WGS-84";

interface PhotoOptions {
  width: number;
  height: number;
  /** EXIF orientation (6: the camera was turned a quarter right; the pixels lie on their side). */
  orientation?: number;
}

/** A phone photo as it arrives: a JPEG with a subject off centre and EXIF with the place it was taken. */
export async function photoJpeg({ width, height, orientation }: PhotoOptions): Promise<Buffer> {
  const subject = Math.round(Math.min(width, height) / 3);
  const image = sharp({ create: { width, height, channels: 3, background: "#2b4a6f" } })
    .composite([
      {
        input: { create: { width: subject, height: subject, channels: 3, background: "#f2c14e" } },
        left: width - subject - Math.round(subject / 4),
        top: Math.round(subject / 4),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: "Layla Haddad" },
      IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E", GPSMapDatum: GPS_MARK },
    });
  const bytes = await image.toBuffer();
  return orientation === undefined ? bytes : sharp(bytes).keepExif().withMetadata({ orientation }).toBuffer();
}

/** A flat PNG (a logo), with a transparent background when `alpha`. */
export function flatPng(width: number, height: number, alpha = false): Promise<Buffer> {
  const background = alpha ? { r: 20, g: 60, b: 110, alpha: 0 } : "#143c6e";
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .png()
    .toBuffer();
}

/** A PNG of noise: it does not compress, so a few megapixels make a file of megabytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
