import { contactLimits } from "../../app/lib/contact-rules.ts";

/**
 * The most bytes one character of a field takes in a browser's post. The
 * rules, like the browser's maxlength, count UTF-16 code units; the costliest
 * is a character from U+0800 to U+FFFF (Devanagari, Chinese…): three UTF-8
 * bytes, each sent as "%XX". An astral character is two units in four bytes
 * (6 a unit), a line break one unit sent as "%0D%0A" (6 as well).
 */
const MAX_ENCODED_BYTES_PER_CHARACTER = 9;

/** Field names, separators, the hidden fields and the country; a multipart body's boundaries and part headers. */
const OVERHEAD_BYTES = 4 * 1024;

const LONGEST_VALID_TEXT =
  contactLimits.fullName.max + contactLimits.email.max + contactLimits.phone.max + contactLimits.message.max;

/** Posts larger than this are refused: the largest valid form, in any script, fits (55 KiB). */
export const MAX_FORM_BYTES =
  Math.ceil((LONGEST_VALID_TEXT * MAX_ENCODED_BYTES_PER_CHARACTER + OVERHEAD_BYTES) / 1024) * 1024;

export type BodyKind = "urlencoded" | "multipart";

export type FormFields = Record<string, string>;

export type FormBody =
  | { ok: true; fields: FormFields }
  /** `fields`: what arrived before the limit, the last value cut (empty for multipart). */
  | { ok: false; reason: "too-large"; fields: FormFields }
  | { ok: false; reason: "malformed" };

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
  return (contentEncoding ?? "")
    .split(",")
    .every((coding) => ["", "identity"].includes(coding.trim().toLowerCase()));
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads at most `limit` bytes; `complete` is false when the body goes on past them. */
async function readLimited(
  request: Request,
  limit: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; complete: boolean }> {
  // A declared length within the limit bounds the body (Node's parser holds the client to it), so it
  // is read in one go: Hono's adaptor reads it from Node directly, where a web stream cost a third of a post.
  if (Number(request.headers.get("content-length") ?? Number.NaN) <= limit) {
    return { bytes: new Uint8Array(await request.arrayBuffer()), complete: true };
  }
  if (request.body === null) return { bytes: new Uint8Array(0), complete: true };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    const room = limit - size;
    if (chunk.byteLength > room) {
      chunks.push(chunk.subarray(0, room));
      return { bytes: concat(chunks, limit), complete: false };
    }
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  return { bytes: concat(chunks, size), complete: true };
}

/** Keeps the first value of each text field; files and repeated fields are ignored. */
function collect(entries: Iterable<[string, FormDataEntryValue]>): FormFields {
  const fields: FormFields = Object.create(null);
  for (const [name, value] of entries) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

const percentByte = /^%([0-9a-f]{2})$/i;

/**
 * A URL-encoded body cut anywhere, shortened to its last whole character: a
 * "%" or "%X" at the end goes, and so do the first bytes of a UTF-8 sequence
 * whose last bytes were cut off ("%E0%A4" of "%E0%A4%A8").
 */
export function toWholeCharacters(encoded: string): string {
  let end = encoded.length;
  const lastPercent = encoded.lastIndexOf("%");
  if (lastPercent !== -1 && lastPercent > end - 3) end = lastPercent;
  const byteBefore = (position: number) => {
    const match = percentByte.exec(encoded.slice(position - 3, position));
    return match?.[1] === undefined ? null : Number.parseInt(match[1], 16);
  };
  let position = end;
  let continuations = 0;
  for (
    let byte = byteBefore(position);
    byte !== null && byte >= 0x80 && byte < 0xc0 && continuations < 3;
    byte = byteBefore(position)
  ) {
    continuations++;
    position -= 3;
  }
  const lead = byteBefore(position);
  if (lead === null || lead < 0xc0) return encoded.slice(0, end);
  const sequenceLength = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  return continuations < sequenceLength - 1 ? encoded.slice(0, position - 3) : encoded.slice(0, end);
}

function urlencodedFields(bytes: Uint8Array, complete: boolean): FormFields {
  // Streaming decode holds back raw UTF-8 cut mid-character instead of turning it into U+FFFD.
  const text = new TextDecoder().decode(bytes, { stream: !complete });
  return collect(new URLSearchParams(complete ? text : toWholeCharacters(text)));
}

export async function readFormBody(
  request: Request,
  kind: BodyKind,
  limit = MAX_FORM_BYTES,
): Promise<FormBody> {
  const { bytes, complete } = await readLimited(request, limit);
  if (!complete) {
    return {
      ok: false,
      reason: "too-large",
      fields: kind === "urlencoded" ? urlencodedFields(bytes, false) : collect([]),
    };
  }
  if (kind === "urlencoded") return { ok: true, fields: urlencodedFields(bytes, true) };
  try {
    const contentType = request.headers.get("content-type") ?? "";
    const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, fields: collect(form) };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}
