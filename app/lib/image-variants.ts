/**
 * Uploaded images (decision 036): what each kind is for, the shape it is cut
 * to, and the widths its variants are made at. The server converts an upload
 * to exactly these widths, and the site's `<picture>` lists exactly these in
 * its `srcset`, both from the stored width and height alone, so the two
 * cannot disagree. The widths are the layout's, measured at 1x and 2x:
 *
 * - a team photo is the round avatar, 64 px on a phone and 80 px from
 *   640 px up (`size-16 sm:size-20`): 64, 80, 128, 160, cut square;
 * - a partner logo stands 40 px tall and at most 160 px wide beside the
 *   partner's name, never cut: its own width at 1x and 2x;
 * - a case study image spans its card above the text, 3:2: on a phone
 *   the screen less 88 px (302 px on a 390 px phone), from 640 px up the
 *   screen less 128 px (up to 895 px), from 1024 px up a third of the
 *   page (283 px): 320, 640, 960, 1280, 1800;
 * - an article's figure is a diagram of flat colour and lettering, kept at
 *   its own size as PNG, lossless (decision 043): lossy formats blur text.
 */

const imagePurposes = ["team-photo", "partner-logo", "case-study-image", "article-figure"] as const;

export type ImagePurpose = (typeof imagePurposes)[number];

/** The purposes shown in a `<picture>`; a figure is an article's plain `<img>`. */
export type PicturePurpose = Exclude<ImagePurpose, "article-figure">;

export const isImagePurpose = (value: string): value is ImagePurpose =>
  (imagePurposes as readonly string[]).includes(value);

/** The formats a photo or logo is served in, the best first: `<picture>` lists its sources in this order. */
export const imageFormats = ["avif", "webp"] as const;

/** Every format a variant is written in: the pictures' and the figures' PNG. */
export const variantFormats = [...imageFormats, "png"] as const;

export type ImageFormat = (typeof variantFormats)[number];

export const imageMimeTypes: Readonly<Record<ImageFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
};

/** The formats an image of this purpose is written in. */
export const formatsOf = (purpose: ImagePurpose): readonly ImageFormat[] =>
  purpose === "article-figure" ? ["png"] : imageFormats;

/** A partner logo's height on the page, and the widest it may be. */
const LOGO = { height: 40, maxWidth: 160 } as const;

const TEAM_PHOTO_WIDTHS = [64, 80, 128, 160] as const;
const CASE_STUDY_WIDTHS = [320, 640, 960, 1280, 1800] as const;

/** Width over height of what is kept of an upload: team photos are cut square, case studies 3:2, logos kept whole. */
export const cutAspect: Readonly<Record<ImagePurpose, number | null>> = {
  "team-photo": 1,
  "partner-logo": null,
  "case-study-image": 3 / 2,
  "article-figure": null,
};

/** A logo's width on the page, from its own proportions. */
function logoDisplayWidth(width: number, height: number): number {
  return Math.min(Math.round((LOGO.height * width) / height), LOGO.maxWidth);
}

/**
 * The widths an image of this purpose, `width` × `height` once cut, is made
 * at: the layout's, never wider than the image itself (nothing is enlarged),
 * and the image's own width where it is narrower than the widest.
 */
export function variantWidths(purpose: ImagePurpose, width: number, height: number): number[] {
  if (purpose === "article-figure") return [width];
  const wanted: readonly number[] =
    purpose === "team-photo"
      ? TEAM_PHOTO_WIDTHS
      : purpose === "case-study-image"
        ? CASE_STUDY_WIDTHS
        : [logoDisplayWidth(width, height), 2 * logoDisplayWidth(width, height)];
  const fitting = wanted.filter((wide) => wide <= width);
  const widest = wanted[wanted.length - 1] ?? width;
  return widest > width && !fitting.includes(width) ? [...fitting, width] : fitting;
}

/** The `sizes` attribute: how wide the layout draws the image at each screen width. */
export function imageSizes(purpose: PicturePurpose, width: number, height: number): string {
  switch (purpose) {
    case "team-photo":
      return "(min-width: 640px) 80px, 64px";
    case "partner-logo":
      return `${logoDisplayWidth(width, height)}px`;
    case "case-study-image":
      return "(min-width: 1024px) 283px, (min-width: 640px) calc(100vw - 128px), calc(100vw - 88px)";
  }
}

/** A variant's file name in its image's folder: "160.avif". */
export const variantFileName = (width: number, format: ImageFormat): string => `${width}.${format}`;

/** Where the site serves an image's variants: `/media/<id>/<width>.<format>`, from the static folder. */
export const MEDIA_URL_PATH = "/media";

/** The URL of one variant under `base` (the site's /media, or the editor's preview). */
export const variantUrl = (base: string, id: string, width: number, format: ImageFormat): string =>
  `${base}/${id}/${variantFileName(width, format)}`;

/** An image's id: the first 128 bits of its content hash, as hex. */
export const IMAGE_ID = /^[0-9a-f]{32}$/;

/** The ids of the images a content value refers to: every `{ id, width, height, alt }`. */
export function referencedImages(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedImages(item, into);
  } else if (typeof value === "object" && value !== null) {
    const { id, width, height, alt } = value as Record<string, unknown>;
    if (
      typeof id === "string" &&
      typeof width === "number" &&
      typeof height === "number" &&
      typeof alt === "string"
    )
      into.add(id);
    else for (const item of Object.values(value)) referencedImages(item, into);
  }
  return into;
}
