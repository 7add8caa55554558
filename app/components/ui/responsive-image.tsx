import {
  imageFormats,
  imageMimeTypes,
  imageSizes,
  MEDIA_URL_PATH,
  variantUrl,
  variantWidths,
  type ImageFormat,
  type PicturePurpose,
} from "~/lib/image-variants";
import type { ImageValue } from "~/content/schema/fields";

/**
 * An uploaded image (decision 036): AVIF where the browser takes it, else
 * WebP, each at the widths the layout draws it at, from /media/. Its width
 * and height reserve its place before it loads (no layout shift); the
 * stylesheet (`className`) sets the size it is drawn at. Below the fold
 * unless `eager`, so it loads as the visitor scrolls to it.
 */
export function ResponsiveImage({
  image,
  purpose,
  className,
  eager = false,
}: {
  /** As the content holds it: its id (content hash), its size once cut, and its words for those who cannot see it. */
  image: ImageValue;
  purpose: PicturePurpose;
  className?: string;
  eager?: boolean;
}) {
  const widths = variantWidths(purpose, image.width, image.height);
  const sizes = imageSizes(purpose, image.width, image.height);
  const srcSet = (format: ImageFormat) =>
    widths.map((width) => `${variantUrl(MEDIA_URL_PATH, image.id, width, format)} ${width}w`).join(", ");
  const [best, fallback] = imageFormats;
  return (
    <picture>
      <source type={imageMimeTypes[best]} srcSet={srcSet(best)} sizes={sizes} />
      <img
        src={variantUrl(MEDIA_URL_PATH, image.id, widths[widths.length - 1] ?? image.width, fallback)}
        srcSet={srcSet(fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
