/** Posts larger than this are refused: the longest valid message is well under it. */
export const MAX_FORM_BYTES = 32 * 1024;

export type BodyKind = "urlencoded" | "multipart";

export type FormBody =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; reason: "too-large" | "malformed" };

/** The two encodings an HTML form can post; anything else is refused with 415. */
export function bodyKind(contentType: string | undefined): BodyKind | null {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/x-www-form-urlencoded") return "urlencoded";
  if (mediaType === "multipart/form-data") return "multipart";
  return null;
}

/**
 * Whether the body comes as it is. A compressed body (gzip, deflate, br…) is
 * refused with 415 rather than read as form fields it does not contain.
 */
export function isIdentityEncoding(contentEncoding: string | null): boolean {
  return (contentEncoding ?? "").split(",").every((coding) => ["", "identity"].includes(coding.trim().toLowerCase()));
}

/** Reads at most `limit` bytes; stops as soon as the body proves larger. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (request.body === null) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Keeps the first value of each text field; files and repeated fields are ignored. */
function collect(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of entries) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

export async function readFormBody(request: Request, kind: BodyKind, limit = MAX_FORM_BYTES): Promise<FormBody> {
  const bytes = await readLimited(request, limit);
  if (bytes === null) return { ok: false, reason: "too-large" };
  if (kind === "urlencoded") {
    return { ok: true, fields: collect(new URLSearchParams(new TextDecoder().decode(bytes))) };
  }
  try {
    const contentType = request.headers.get("content-type") ?? "";
    const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, fields: collect(form) };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}
