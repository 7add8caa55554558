import type { Encoding } from "./static-site.ts";

/** Our preference when the client rates encodings equally: brotli is smaller. */
const preference: readonly Encoding[] = ["br", "gzip"];

function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (token === "") continue;
    const q = params.find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    result.set(token === "x-gzip" ? "gzip" : token, Number.isFinite(quality) ? quality : 0);
  }
  return result;
}

/**
 * The best precompressed encoding the client accepts (RFC 9110 section
 * 12.5.3), or null for the file as it is.
 */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | null {
  if (header === undefined || header === "" || available.size === 0) return null;
  const accepted = qualities(header);
  const wildcard = accepted.get("*") ?? 0;
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const encoding of preference) {
    if (!available.has(encoding)) continue;
    const quality = accepted.get(encoding) ?? wildcard;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
