import type { Hono } from "hono";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { articleSlugOf } from "../../app/content/schema/article-document.ts";
import type { ContentKind } from "../../app/content/schema/kinds.ts";
import {
  fieldId,
  LIST_ACTION_FIELD,
  REVIEWED_FIELD_PREFIX,
  type InboxView,
  type SiteFieldLink,
} from "../../app/server-pages/inbox/views.ts";
import { uploadProblemMessage } from "../../app/content/inbox/upload-copy.ts";
import type { ImagePurpose } from "../../app/lib/image-variants.ts";
import { parseUploadProblem } from "../../app/lib/upload-limits.ts";
import { inboxPageHeaders } from "../headers/response-headers.ts";
import { formFields } from "../inbox/form-fields.ts";
import { viewerOf, type InboxContext, type InboxEnv, seeOther } from "../inbox/inbox-context.ts";
import { sessionOf } from "../inbox/session-of.ts";
import type { ContentDraft } from "../store/content-store.ts";
import { isJsonObject, jsonEqual, valueAt, withValueAt, type JsonValue } from "../store/content-tree.ts";
import { markForReview } from "../store/review-marks.ts";
import { articlesOnSitePage } from "./article-routes.ts";
import { fieldChanges, fieldLink } from "./change-views.ts";
import { actorOf, chooseDeployConflict } from "./content-actions.ts";
import type { EditorServices } from "./editor-services.ts";
import { applyListAction, blankDocument, fieldLabel, formNodes, readDocument } from "./form-tree.ts";

type EditView = Extract<InboxView, { page: "siteEdit" }>;

/** What the form is opened from: the kind's draft, its latest revision, or (nothing written yet) an empty document. */
interface Draft {
  document: JsonValue;
  version: number;
  marks: readonly string[];
}

/** What a kind's pictures are for, which sets the shape and sizes they are cut to (decision 036). */
const purposeOf = (kind: string): ImagePurpose =>
  kind === "team" ? "team-photo" : kind === "partners" ? "partner-logo" : "case-study-image";

/** Every uploaded picture a document shows, by its id. */
function imageIds(value: JsonValue | undefined): string[] {
  if (Array.isArray(value)) return value.flatMap(imageIds);
  if (!isJsonObject(value)) return [];
  if (typeof value.id === "string" && typeof value.width === "number") return [value.id];
  return Object.values(value).flatMap(imageIds);
}

const pageNames = (kind: ContentKind) => kind.pages.map((page) => editorCopy.pages[page]);

/** The text of a value for a person: an image by its description. */
const textOf = (value: JsonValue | undefined): string =>
  typeof value === "string"
    ? value
    : typeof value === "object" && value !== null && !Array.isArray(value) && typeof value.alt === "string"
      ? value.alt
      : value === undefined || value === null
        ? ""
        : JSON.stringify(value);

/**
 * The site editor under /inbox/site (issue 29): the list of content, a
 * kind's form and its save. Registered into the inbox's app, so it shares
 * its session, Origin and CSRF checks. A path that names no kind falls
 * through to the inbox's other routes and its not-found page.
 */
export function addEditorRoutes(app: Hono<InboxEnv>, services: EditorServices, publishing: boolean): void {
  const { content } = services;
  const kindOf = (name: string) => services.kinds.find((kind) => kind.name === name);
  const draftOf = (kind: ContentKind, shown: ContentDraft | null): Draft =>
    shown === null
      ? { document: blankDocument(kind.schema), version: 0, marks: [] }
      : { document: shown.data, version: shown.version, marks: shown.needsReview };
  const draft = async (kind: ContentKind) => draftOf(kind, await content.draft(kind.name));

  const linkTo = (kind: ContentKind, document: JsonValue, path: string): SiteFieldLink => ({
    kindLabel: kind.label,
    label: fieldLabel(kind.schema, document, path),
    href: `/inbox/site/${kind.name}#${fieldId(path)}`,
  });

  app.get("/site", async (c) => {
    const live = await content.revision(await services.liveRevision());
    const kinds = await Promise.all(
      services.kinds.map(async (kind) => ({
        kind,
        draft: await draft(kind),
        live: live?.content[kind.name],
      })),
    );
    const conflicts = await content.conflicts();
    const articles = await articlesOnSitePage(services, live?.content);
    const notice = c.req.query("notice");
    const view: InboxView = {
      page: "site",
      viewer: viewerOf(sessionOf(c)),
      kinds: kinds.map(({ kind, draft, live }) => ({
        name: kind.name,
        label: kind.label,
        pages: pageNames(kind),
        unpublished: !jsonEqual(draft.document, live),
        toReview: draft.marks.length,
      })),
      outOfStep: [
        ...kinds.flatMap(({ kind, draft }) => draft.marks.map((mark) => linkTo(kind, draft.document, mark))),
        ...articles.outOfStep,
      ],
      conflicts: await Promise.all(
        conflicts.map(async (conflict) => {
          const kind = kindOf(conflict.kind);
          const draft = kinds.find((entry) => entry.kind === kind)?.draft;
          if (kind !== undefined && draft !== undefined) return [linkTo(kind, draft.document, conflict.path)];
          // An article's: linked to its form, where both values and the choice are.
          const shown = articleSlugOf(conflict.kind) === null ? null : await content.draft(conflict.kind);
          const link =
            shown === null ? null : fieldLink(services.kinds, conflict.kind, shown.data, conflict.path);
          return link === null ? [] : [link];
        }),
      ).then((links) => links.flat()),
      articles: { unpublished: articles.unpublished, toReview: articles.toReview },
      unpublished:
        kinds.some(({ draft, live }) => !jsonEqual(draft.document, live)) || articles.unpublished.length > 0,
      publishing,
      ...(notice === "saved" || notice === "rolledBack" || notice === "published" ? { notice } : {}),
    };
    return c.body(c.var.render(view), 200, inboxPageHeaders());
  });

  /** A kind's form for a document: the draft's, or one posted back with what was refused. */
  const editView = async (
    c: InboxContext,
    kind: ContentKind,
    draft: Draft,
    extra: Partial<Pick<EditView, "problems" | "conflict" | "notice" | "reviewed" | "uploadProblem">> = {},
  ): Promise<EditView> => {
    const conflicts = (await content.conflicts()).filter((conflict) => conflict.kind === kind.name);
    // Each picture in the editor is its smallest WebP variant at least 160 px wide (or its largest).
    const sources = new Map<string, string>();
    for (const id of new Set(imageIds(draft.document))) {
      const record = await services.uploads.find(id);
      const webp = (record?.variants ?? []).filter((variant) => variant.format === "webp");
      const chosen = webp.find((variant) => variant.width >= 160) ?? webp.at(-1);
      if (chosen !== undefined) sources.set(id, `/inbox/site/uploads/${id}/${chosen.width}.webp`);
    }
    return {
      page: "siteEdit",
      viewer: viewerOf(sessionOf(c)),
      kind: { name: kind.name, label: kind.label, pages: pageNames(kind) },
      version: draft.version,
      form: formNodes(kind.schema, {
        document: draft.document,
        marks: draft.marks,
        imageSrc: (id) => sources.get(id) ?? "",
      }),
      reviewed: [],
      uploadPurpose: purposeOf(kind.name),
      ...(conflicts.length === 0
        ? {}
        : {
            deployConflicts: conflicts.map((conflict) => ({
              path: conflict.path,
              label: fieldLabel(kind.schema, draft.document, conflict.path),
              here: textOf(conflict.ours),
              repository: textOf(conflict.theirs),
            })),
          }),
      ...extra,
    };
  };

  /** The form with a picture just uploaded in a field, not yet saved: its size from the uploads' record, its descriptions kept. */
  const withUpload = async (
    kind: ContentKind,
    draft: Draft,
    id: string,
    field: string,
  ): Promise<Draft | null> => {
    const record = await services.uploads.find(id);
    if (record === null) return null;
    let document = draft.document;
    for (const language of ["en", "ar"] as const) {
      const path = `${language}.${field}`;
      const before = valueAt(document, path);
      if (before === undefined) return null;
      const alt = isJsonObject(before) && typeof before.alt === "string" ? before.alt : "";
      document =
        withValueAt(document, path, { id, width: record.width, height: record.height, alt }) ?? document;
    }
    return fieldLabel(kind.schema, document, `en.${field}`) === "" ? null : { ...draft, document };
  };

  app.get("/site/:kind", async (c, next) => {
    const kind = kindOf(c.req.param("kind"));
    if (kind === undefined) return next();
    const notice = c.req.query("notice");
    const current = await draft(kind);
    const upload = c.req.query("upload");
    const field = c.req.query("field");
    const problem = parseUploadProblem(c.req.query("upload-problem") ?? "");
    const uploaded =
      upload === undefined || field === undefined ? null : await withUpload(kind, current, upload, field);
    const view = await editView(c, kind, uploaded ?? current, {
      ...(notice === "saved" || notice === "noChange" ? { notice } : {}),
      ...(uploaded === null ? {} : { notice: "uploaded" as const }),
      ...(problem === null ? {} : { uploadProblem: uploadProblemMessage(problem) }),
    });
    return c.body(c.var.render(view), 200, inboxPageHeaders());
  });

  // A field a deployment changed while it changed here: keep this side's value, or take the repository's into the draft.
  app.post("/site/:kind/conflicts", async (c, next) => {
    const kind = kindOf(c.req.param("kind"));
    if (kind === undefined || !(await chooseDeployConflict(c, content, kind.name, services.now())))
      return next();
    return seeOther(c, `/inbox/site/${kind.name}`);
  });

  app.post("/site/:kind", async (c, next) => {
    const kind = kindOf(c.req.param("kind"));
    if (kind === undefined) return next();
    const session = sessionOf(c);
    const fields = await formFields(c);
    const posted = readDocument(kind.schema, fields);
    const baseVersion = Number(fields.version);
    const reviewed = Object.keys(fields)
      .filter((name) => name.startsWith(REVIEWED_FIELD_PREFIX))
      .map((name) => name.slice(REVIEWED_FIELD_PREFIX.length));
    const current = await draft(kind);
    // The form again, as posted, at the version it was opened at: nothing is saved.
    const asPosted = (document: JsonValue): Draft => ({ ...current, document, version: baseVersion });

    const listAction = fields[LIST_ACTION_FIELD];
    if (listAction !== undefined) {
      const changed = applyListAction(kind.schema, posted, listAction);
      if (changed === undefined)
        return c.body(
          c.var.render({ page: "badRequest", viewer: viewerOf(session) }),
          400,
          inboxPageHeaders(),
        );
      return c.body(
        c.var.render(await editView(c, kind, asPosted(changed), { reviewed })),
        200,
        inboxPageHeaders(),
      );
    }

    const issues = services.validate(kind.name, posted);
    if (issues.length > 0) {
      const view = await editView(c, kind, asPosted(posted), { problems: issues, reviewed });
      return c.body(c.var.render(view), 400, inboxPageHeaders());
    }

    if (baseVersion === current.version && jsonEqual(posted, current.document) && reviewed.length === 0)
      return seeOther(c, `/inbox/site/${kind.name}?notice=noChange`);
    const result = await content.saveDraft({
      kind: kind.name,
      data: posted,
      // Against the version the form was opened at, which is the current one unless the save is refused.
      needsReview: markForReview(current.document, posted, current.marks, reviewed),
      expectedVersion: baseVersion,
      by: actorOf(session),
      now: services.now(),
    });
    if (!result.ok) {
      const theirs = draftOf(kind, result.current);
      const saved = result.current?.saved ?? null;
      const conflict = {
        who: saved?.by ?? editorCopy.history.server,
        at: saved?.at ?? services.now().toISOString(),
        fields: fieldChanges(kind.schema, theirs.document, posted).map((change) => {
          const sub = change.path.replace(/^(en|ar)\./, "");
          const twin = (document: JsonValue) => ({
            en: textOf(valueAt(document, `en.${sub}`)),
            ar: textOf(valueAt(document, `ar.${sub}`)),
          });
          return { label: change.label, theirs: twin(theirs.document), yours: twin(posted) };
        }),
      };
      // Saving again from here is a choice made with both in view: the form now stands on their version.
      const view = await editView(c, kind, { ...theirs, document: posted }, { conflict, reviewed });
      return c.body(c.var.render(view), 409, inboxPageHeaders());
    }
    return seeOther(c, `/inbox/site/${kind.name}?notice=saved`);
  });
}
