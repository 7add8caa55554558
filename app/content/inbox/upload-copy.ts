import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type UploadProblem } from "../../lib/upload-limits.ts";

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes % 1_000_000 === 0 ? 0 : 1)} MB`;

/** Why an upload was refused, in words an editor can act on (English; see this folder's README). */
export function uploadProblemMessage(problem: UploadProblem): string {
  switch (problem.kind) {
    case "missing":
      return "No file was sent. Choose an image and upload it again.";
    case "purpose":
      return "The upload did not say what the image is for (a team photo, a partner logo, a case study image or an article's figure). Upload it again from the field it belongs to.";
    case "svg":
      return "SVG files are not accepted, because an SVG can carry a script. Export the image as PNG (keep a transparent background for a logo) and upload that.";
    case "type":
      return `This file is not a JPEG, PNG, WebP or AVIF image${problem.declaredType === "" ? "" : ` (it was sent as ${problem.declaredType})`}. Save it in one of those formats and upload it again.`;
    case "unreadable":
      return "The image could not be read: the file may be damaged or cut short. Open it on your computer, save it again and upload the new copy.";
    case "animated":
      return "Animated images are not accepted. Upload a still image.";
    case "bytes":
      return `The file is ${megabytes(problem.bytes)}; the most this field takes is ${megabytes(problem.maxBytes)}. Save it smaller (a lower quality, or fewer pixels) and upload it again.`;
    case "small":
      return `The image is ${problem.width} × ${problem.height} pixels; this field needs at least ${problem.minWidth} × ${problem.minHeight}, or it would look blurred on sharp screens. Upload a larger original.`;
    case "large":
      return `The image is ${problem.width} × ${problem.height} pixels; the most accepted is ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} million pixels in all. Save it smaller and upload it again.`;
  }
}
