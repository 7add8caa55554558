import type { AcceptedImageType } from "../../app/lib/upload-limits.ts";

/** What the first bytes of a file say it is: one of the accepted types, an SVG, or something else. */
export type SniffedType = AcceptedImageType | "image/svg+xml" | null;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const AVIF_BRANDS = new Set(["avif", "avis"]);

/** An ISO-BMFF file (`ftyp` box first) whose major or a compatible brand is AVIF's. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  for (let brand = 8; brand + 4 <= end; brand += 4) {
    // Bytes 12-15 are the minor version, not a brand.
    if (brand !== 12 && AVIF_BRANDS.has(ascii(bytes, brand, brand + 4))) return true;
  }
  return false;
}

/**
 * An SVG, however it starts (a byte-order mark, an XML declaration, a
 * comment, a doctype): any text file that opens an `<svg` element in its
 * first kilobyte is one, and is refused for what it could carry.
 */
function isSvg(bytes: Uint8Array): boolean {
  return /<svg[\s>/]/i.test(new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)));
}

/**
 * The type of an upload from its bytes, never from its name or the type the
 * browser declared: a renamed file is still what it is.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && isAvif(bytes)) return "image/avif";
  if (isSvg(bytes)) return "image/svg+xml";
  return null;
}
