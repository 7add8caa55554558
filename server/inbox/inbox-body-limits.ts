/**
 * How many body bytes a request under /inbox may send, by its path: enforced
 * from the headers by the front door (server/http/app.ts, and its answer to
 * `Expect: 100-continue`) and on the bytes as they arrive by the inbox's app.
 */

import { MAX_ARTICLE_BODY } from "../../app/content/schema/article-document.ts";
import { uploadLimits } from "../../app/lib/upload-limits.ts";

/** The inbox's forms carry a few short fields; anything larger is not one of them. */
const MAX_INBOX_BODY_BYTES = 64 * 1024;

/** The editor's pages (server/editor) post a kind of content whole, both languages side by side. */
const MAX_EDITOR_FORM_BYTES = 1024 * 1024;

/** An upload: a photo of at most 10 MB (the images' own limit says so readably) and its form's fields. */
const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;

/** The most bytes UTF-8 spends on one UTF-16 unit of a string's length (a character outside that plane is two units and four bytes). */
const MAX_BYTES_PER_UNIT = 3;

/**
 * An article's form (multipart, so text is sent as UTF-8, not percent-encoded):
 * a figure it uploads, both languages' texts at their longest in the widest
 * characters (an Arabic letter takes two bytes, a typographic quote three),
 * and 64 KiB for everything else (titles, summaries, choices, the parts' headers).
 */
const MAX_ARTICLE_FORM_BYTES =
  uploadLimits["article-figure"].maxBytes + 2 * MAX_ARTICLE_BODY * MAX_BYTES_PER_UNIT + 64 * 1024;

/** Where the editor's routes live, its uploads and articles under them. */
const EDITOR_PATH = "/inbox/site";
const UPLOADS_PATH = `${EDITOR_PATH}/uploads`;
const ARTICLES_PATH = `${EDITOR_PATH}/articles`;

/** `path` is `prefix` or below it. */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The limit for a request to `pathname` (the whole path, /inbox included). */
export function inboxBodyLimit(pathname: string): number {
  if (isUnder(pathname, UPLOADS_PATH)) return MAX_UPLOAD_BODY_BYTES;
  if (isUnder(pathname, ARTICLES_PATH)) return MAX_ARTICLE_FORM_BYTES;
  if (isUnder(pathname, EDITOR_PATH)) return MAX_EDITOR_FORM_BYTES;
  return MAX_INBOX_BODY_BYTES;
}
