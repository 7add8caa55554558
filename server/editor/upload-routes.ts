import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import { uploadProblemMessage } from "../../app/content/inbox/upload-copy.ts";
import { imageMimeTypes, isImagePurpose } from "../../app/lib/image-variants.ts";
import type { UploadProblem } from "../../app/lib/upload-limits.ts";
import { inboxJsonHeaders, uploadedImageHeaders } from "../headers/response-headers.ts";
import { seeOther, type InboxContext, type InboxEnv } from "../inbox/inbox-context.ts";
import { requireEditor } from "../inbox/require-editor.ts";
import { sessionOf } from "../inbox/session-of.ts";
import type { UploadsFolder } from "../uploads/uploads-folder.ts";
import type { UploadResult, Uploads } from "../uploads/uploads.ts";

export interface UploadRouteDeps {
  uploads: Uploads;
  folder: UploadsFolder;
}

/** Where the form goes back to: a page of the editor's, never another site's or another part of the inbox. */
const EDITOR_PAGE = /^\/inbox\/site(\/[\w\-./]*)?(\?[\w\-.=&%]*)?$/;

const statusOf = (problem: UploadProblem) =>
  problem.kind === "bytes" ? 413 : problem.kind === "svg" || problem.kind === "type" ? 415 : 400;

/** The form's answer: back to the editor's page with the image's id, or with the problem (shown in words there). */
function backTo(c: InboxContext, page: string, result: UploadResult): Response {
  const query = result.ok
    ? `upload=${result.image.id}`
    : `upload-problem=${encodeURIComponent(JSON.stringify(result.problem))}`;
  return seeOther(c, `${page}${page.includes("?") ? "&" : "?"}${query}`);
}

/** The answer to a request that asked for no page to go back to: JSON, the image or the problem in words. */
function json(c: InboxContext, result: UploadResult): Response {
  if (!result.ok)
    return c.body(
      JSON.stringify({ error: uploadProblemMessage(result.problem), problem: result.problem }),
      statusOf(result.problem),
      inboxJsonHeaders(),
    );
  const { id, purpose, width, height } = result.image;
  return c.body(JSON.stringify({ id, purpose, width, height }), 200, inboxJsonHeaders());
}

/**
 * The editor's uploads (decision 036), added inside the inbox's app so that
 * they share its sign-in, Origin and CSRF checks and its body limit for this
 * path, and for editors only (`requireEditor`). `POST /inbox/site/uploads` takes a multipart form: `file`, `purpose`
 * (team-photo, partner-logo or case-study-image) and, from a form, `back`
 * (the editor's page to return to); it answers JSON without `back`.
 * `GET /inbox/site/uploads/<id>/<width>.<format>` serves a variant for the
 * editor's preview: as the image it is, never as a page or a script.
 */
export function uploadRoutes(deps: UploadRouteDeps): (app: Hono<InboxEnv>) => void {
  return (app) => {
    app.post("/site/uploads", requireEditor, async (c) => {
      const session = sessionOf(c);
      // Already parsed, and so known to be readable, by the inbox's door (inbox-app.ts).
      const body = await c.req.parseBody();
      const { file, purpose, back } = body;
      const page = typeof back === "string" && EDITOR_PAGE.test(back) && !back.includes("..") ? back : null;
      const result: UploadResult =
        typeof purpose !== "string" || !isImagePurpose(purpose)
          ? { ok: false, problem: { kind: "purpose" } }
          : !(file instanceof File)
            ? { ok: false, problem: { kind: "missing" } }
            : await deps.uploads.accept({
                bytes: new Uint8Array(await file.arrayBuffer()),
                declaredType: file.type,
                purpose,
                by: { id: session.user.id, email: session.user.email },
              });
      return page === null ? json(c, result) : backTo(c, page, result);
    });

    app.get("/site/uploads/:id/:file", requireEditor, async (c) => {
      const file = deps.folder.file(c.req.param("id"), c.req.param("file"));
      const bytes = file === null ? null : await readFile(file.path).catch(() => null);
      if (file === null || bytes === null)
        return c.body('{"error":"No such image."}', 404, inboxJsonHeaders());
      return c.body(bytes, 200, uploadedImageHeaders(imageMimeTypes[file.format], bytes.length));
    });
  };
}
