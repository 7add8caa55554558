import sharp, { type Metadata, type Sharp } from "sharp";
import {
  cutAspect,
  formatsOf,
  variantWidths,
  type ImageFormat,
  type ImagePurpose,
} from "../../app/lib/image-variants.ts";
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  declaredTypeOf,
  uploadLimits,
  type AcceptedImageType,
  type UploadProblem,
} from "../../app/lib/upload-limits.ts";
import { sniffImageType } from "./image-type.ts";

export interface ConvertedVariant {
  width: number;
  height: number;
  format: ImageFormat;
  bytes: Buffer;
}

export interface ConvertedImage {
  /** The size of what was kept (turned upright and cut to the purpose's shape): the `<img>`'s width and height. */
  width: number;
  height: number;
  variants: readonly ConvertedVariant[];
}

export type Conversion = { ok: true; image: ConvertedImage } | { ok: false; problem: UploadProblem };

/** The decoder sharp names for each accepted type: the bytes and the decoder must agree. */
const decoderOf: Readonly<Record<AcceptedImageType, string>> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

/** Visually lossless for photos at a fraction of JPEG's size. AVIF at effort 2: a third of the time of sharp's default 4 for files as small, on a shared two-core server. */
const encoders: Readonly<Record<ImageFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
  // Lossless: a figure's lettering stays sharp.
  png: (image) => image.png({ compressionLevel: 9 }),
};

const refuse = (problem: UploadProblem): Conversion => ({ ok: false, problem });

/** The largest part of a `width` × `height` image that has the purpose's shape, centred where sharp finds the subject. */
function cutSize(purpose: ImagePurpose, width: number, height: number): { width: number; height: number } {
  const aspect = cutAspect[purpose];
  if (aspect === null) return { width, height };
  return width / height > aspect
    ? { width: Math.round(height * aspect), height }
    : { width, height: Math.round(width / aspect) };
}

/** What an upload's header says, or why it cannot be taken: checked before a pixel is decoded. */
async function inspect(
  bytes: Uint8Array,
  declaredType: string,
  purpose: ImagePurpose,
): Promise<{ ok: true; width: number; height: number } | { ok: false; problem: UploadProblem }> {
  const limits = uploadLimits[purpose];
  if (bytes.length === 0) return { ok: false, problem: { kind: "missing" } };
  if (bytes.length > limits.maxBytes)
    return { ok: false, problem: { kind: "bytes", bytes: bytes.length, maxBytes: limits.maxBytes } };
  const type = sniffImageType(bytes);
  if (type === "image/svg+xml" || declaredType === "image/svg+xml")
    return { ok: false, problem: { kind: "svg" } };
  if (type === null)
    return { ok: false, problem: { kind: "type", declaredType: declaredTypeOf(declaredType) } };
  let metadata: Metadata;
  try {
    // The header alone: the pixel limit is checked below, with a message, rather than by the decoder.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: { kind: "unreadable" } };
  }
  if (metadata.format !== decoderOf[type]) return { ok: false, problem: { kind: "unreadable" } };
  if ((metadata.pages ?? 1) > 1) return { ok: false, problem: { kind: "animated" } };
  const { width, height } = metadata.autoOrient;
  if (Math.max(width, height) > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return { ok: false, problem: { kind: "large", width, height } };
  if (width < limits.minWidth || height < limits.minHeight)
    return {
      ok: false,
      problem: { kind: "small", width, height, minWidth: limits.minWidth, minHeight: limits.minHeight },
    };
  return { ok: true, width, height };
}

/**
 * Checks an upload against its purpose's limits and converts it: turned
 * upright by its EXIF orientation, cut to the purpose's shape, and written
 * as AVIF and WebP at each of the layout's widths (a figure: as PNG, at its
 * own width). Nothing of the original's
 * metadata is carried over (sharp writes none unless asked): no EXIF, so no
 * location, camera or date; no XMP, IPTC or comments. Colours are converted
 * to sRGB, as browsers assume for an image without a profile.
 */
export async function convertImage(
  bytes: Uint8Array,
  declaredType: string,
  purpose: ImagePurpose,
): Promise<Conversion> {
  const inspected = await inspect(bytes, declaredType, purpose);
  if (!inspected.ok) return inspected;
  const cut = cutSize(purpose, inspected.width, inspected.height);
  const widths = variantWidths(purpose, cut.width, cut.height);
  const widest = Math.max(...widths);
  try {
    // Decoded once, turned, cut and scaled to the widest variant; every variant is made from these pixels.
    const master = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize(widest, Math.round((widest * cut.height) / cut.width), { fit: "cover", position: "attention" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const variants: ConvertedVariant[] = [];
    for (const width of widths) {
      const height = Math.round((width * master.info.height) / master.info.width);
      for (const format of formatsOf(purpose)) {
        const resized = sharp(master.data, {
          raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
        }).resize(width, height, { fit: "fill" });
        variants.push({ width, height, format, bytes: await encoders[format](resized).toBuffer() });
      }
    }
    return { ok: true, image: { width: cut.width, height: cut.height, variants } };
  } catch {
    // A header that reads well over pixels that do not (a file cut short, a damaged stream).
    return refuse({ kind: "unreadable" });
  }
}
