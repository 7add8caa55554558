import {
  integer,
  maxLength,
  minValue,
  number,
  object,
  picklist,
  pipe,
  regex,
  safeParse,
  string,
  union,
  type InferOutput,
} from "valibot";
import type { ImagePurpose } from "./image-variants.ts";

/**
 * What an upload may be, per purpose (decision 036): the editor's form says
 * it before a file is chosen, and the server refuses anything else with
 * `UploadProblem`, which `app/content/inbox/upload-copy.ts` puts into words.
 */
export interface UploadLimits {
  /** The file's size, in bytes. */
  maxBytes: number;
  /** The least width and height, in pixels, once turned upright: the layout's widest at 2x. */
  minWidth: number;
  minHeight: number;
}

const MB = 1_000_000;

export const uploadLimits: Readonly<Record<ImagePurpose, UploadLimits>> = {
  "team-photo": { maxBytes: 10 * MB, minWidth: 160, minHeight: 160 },
  // A logo is a few colours on a small canvas: a file of megabytes is a photo of one.
  "partner-logo": { maxBytes: 2 * MB, minWidth: 40, minHeight: 40 },
  "case-study-image": { maxBytes: 10 * MB, minWidth: 640, minHeight: 427 },
  // A figure spans the article's column, 720 px wide: drawn at 2x, or a phone blurs its lettering.
  "article-figure": { maxBytes: 10 * MB, minWidth: 720, minHeight: 100 },
};

/** The longest side any upload may have, and the most pixels: a larger image is a decompression bomb, not a photo. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The types accepted, by what the bytes are (never by the name or the declared type). */
export type AcceptedImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

/** A media type as a browser declares one ("image/heic"); anything else is not worth repeating to anyone. */
const MEDIA_TYPE = /^([\w.+-]{1,60}\/[\w.+-]{1,60})?$/;

/** The declared type if it looks like one, else "": it is shown back in a refusal. */
export const declaredTypeOf = (type: string): string => (MEDIA_TYPE.test(type) ? type : "");

const count = pipe(number(), integer(), minValue(0));

const uploadProblem = union([
  object({ kind: picklist(["missing", "purpose", "svg", "unreadable", "animated"]) }),
  object({ kind: picklist(["type"]), declaredType: pipe(string(), maxLength(121), regex(MEDIA_TYPE)) }),
  object({ kind: picklist(["bytes"]), bytes: count, maxBytes: count }),
  object({ kind: picklist(["small"]), width: count, height: count, minWidth: count, minHeight: count }),
  object({ kind: picklist(["large"]), width: count, height: count }),
]);

/** Why an upload was refused: each says what to do instead. */
export type UploadProblem = InferOutput<typeof uploadProblem>;

/**
 * A refusal handed back in a redirect's query (the editor's form shows it):
 * only a problem of these shapes, so a link cannot make the editor say
 * words of its own. Null for anything else.
 */
export function parseUploadProblem(text: string): UploadProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = safeParse(uploadProblem, value);
  return parsed.success ? parsed.output : null;
}
