import type { Hono } from "hono";
import { articleEditorCopy } from "../../app/content/inbox/article-editor-copy.ts";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { uploadProblemMessage } from "../../app/content/inbox/upload-copy.ts";
import { knownIdsIn, SLUG } from "../../app/content/schema/article.ts";
import {
  articleDocumentIssues,
  articleWordingIssues,
  articleKind,
  articleSlugOf,
  FIGURE_FILE,
  MAX_ARTICLE_SLUG,
} from "../../app/content/schema/article-document.ts";
import {
  LIST_ACTION_FIELD,
  fieldId,
  type ArticleFormValues,
  type InboxView,
  type SiteArticleItem,
  type SiteFieldLink,
  type SiteTwin,
} from "../../app/server-pages/inbox/views.ts";
import { inboxPageHeaders } from "../headers/response-headers.ts";
import { formFields } from "../inbox/form-fields.ts";
import { seeOther, viewerOf, type InboxContext, type InboxEnv } from "../inbox/inbox-context.ts";
import { sessionOf } from "../inbox/session-of.ts";
import type { ContentDraft } from "../store/content-store.ts";
import { isJsonObject, jsonEqual, valueAt, type JsonValue, type SiteContent } from "../store/content-tree.ts";
import { markForReview } from "../store/review-marks.ts";
import {
  articleDocument,
  articleFormValues,
  articleProblems,
  articleState,
  blankArticle,
  readArticleForm,
  reviewedIn,
} from "./article-form.ts";
import { articleText, fieldLink } from "./change-views.ts";
import { actorOf, chooseDeployConflict } from "./content-actions.ts";
import type { EditorServices } from "./editor-services.ts";

type ArticleView = Extract<InboxView, { page: "siteArticle" }>;
type Problem = { path: string; message: string };
type Size = { width: number; height: number };

const copy = articleEditorCopy;
const LANGUAGES = ["en", "ar"] as const;

const textAt = (document: JsonValue | undefined, path: string) => {
  const value = valueAt(document, path);
  return typeof value === "string" ? value : "";
};

/** An article's title for people: its English, else its Arabic; empty when neither is written. */
function titleOf(document: JsonValue | undefined): SiteArticleItem["title"] {
  const en = textAt(document, "en.title").trim();
  const ar = textAt(document, "ar.title").trim();
  return en !== "" || ar === "" ? { text: en, lang: "en" } : { text: ar, lang: "ar" };
}

/** Every article of a content, by slug. */
const articlesIn = (content: SiteContent) =>
  Object.entries(content).flatMap(([kind, document]) => {
    const slug = articleSlugOf(kind);
    return slug === null ? [] : [{ slug, kind, document }];
  });

/** The items of a list of a content's document ("team", "en.members"), by id, with a text of each in both languages. */
function namedItems(content: SiteContent, kind: string, list: string, name: string) {
  const items = (language: string) => {
    const value = valueAt(content[kind], `${language}.${list}`);
    return Array.isArray(value) ? value.filter(isJsonObject) : [];
  };
  const arabic = items("ar");
  return items("en").flatMap((item) => {
    if (typeof item.id !== "string") return [];
    const twin = arabic.find((candidate) => candidate.id === item.id);
    const names: SiteTwin = { en: textAt(item, name), ar: textAt(twin, name) };
    return [{ id: item.id, name: names }];
  });
}

/** What the author, topics and services are chosen from: the working team, topics and services. */
function choicesIn(content: SiteContent): ArticleView["choices"] {
  return {
    authors: namedItems(content, "team", "members", "name").map(({ id, name }) => ({ id, name: name.en })),
    topics: namedItems(content, "article-topics", "topics", "name"),
    services: namedItems(content, "services", "services", "title"),
  };
}

/** When an article goes live, for sorting: one without a time yet comes first. */
const goesLive = (document: JsonValue) => {
  const ms = Date.parse(textAt(document, "published"));
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
};

/** A new article's address, or why it cannot be one. */
function slugProblem(slug: string): string | null {
  if (slug === "") return copy.create.empty;
  if (!SLUG.test(slug)) return copy.create.shape;
  if (slug.length > MAX_ARTICLE_SLUG) return copy.create.long(slug.length);
  return null;
}

/** A figure's file name from the name of the file uploaded: "Chart 2 (final).PNG" is chart-2-final.png. */
const figureNameOf = (uploaded: string) => {
  const base = uploaded
    .toLowerCase()
    .replace(/\.[^.]*$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base === "" ? "figure" : base}.png`;
};

/** The articles' part of the site page: those with unpublished changes, and their Arabic to review. */
export async function articlesOnSitePage(
  services: EditorServices,
  live: SiteContent | undefined,
): Promise<{
  unpublished: Pick<SiteArticleItem, "slug" | "title">[];
  toReview: number;
  outOfStep: SiteFieldLink[];
}> {
  const working = await services.content.working();
  const articles = articlesIn(working.content);
  const marksOf = (kind: string) => working.needsReview[kind] ?? [];
  return {
    unpublished: articles
      .filter(({ kind, document }) => !jsonEqual(document, live?.[kind]))
      .map(({ slug, document }) => ({ slug, title: titleOf(document) })),
    toReview: articles.reduce((count, { kind }) => count + marksOf(kind).length, 0),
    outOfStep: articles.flatMap(({ slug, kind, document }) =>
      marksOf(kind).map((mark) => {
        const field = mark.split(".")[1] ?? "";
        const label = (copy.form.text.fields as Readonly<Record<string, string>>)[field] ?? mark;
        return {
          kindLabel: `${copy.site.label} › ${titleOf(document).text || slug}`,
          label,
          href: `/inbox/site/articles/${slug}#${fieldId(mark)}`,
        };
      }),
    ),
  };
}

/**
 * The articles' pages of the site editor (issue 30, item 2): the list of
 * articles, a new article, an article's form and its save (validation,
 * figures sent with the form, conflict, needs-review marks), and throwing a
 * draft away. Each article is the content store's kind `article:<slug>`.
 */
export function addArticleRoutes(app: Hono<InboxEnv>, services: EditorServices): void {
  const { content } = services;
  const live = async () => (await content.revision(await services.liveRevision()))?.content ?? {};

  const listView = async (
    c: InboxContext,
    extra: Partial<Pick<Extract<InboxView, { page: "siteArticles" }>, "newArticle" | "notice">> = {},
  ): Promise<InboxView> => {
    const working = await content.working();
    const published = await live();
    const authors = choicesIn(working.content).authors;
    const now = services.now();
    const articles = articlesIn(working.content)
      .sort((a, b) => goesLive(b.document) - goesLive(a.document) || a.slug.localeCompare(b.slug))
      .map(({ slug, kind, document }): SiteArticleItem => {
        const author = textAt(document, "author");
        const at = textAt(document, "published");
        return {
          slug,
          title: titleOf(document),
          languages: LANGUAGES.filter((language) => isJsonObject(valueAt(document, language))),
          author: authors.find((member) => member.id === author)?.name ?? null,
          published: Number.isNaN(Date.parse(at)) ? null : at,
          state: articleState(published[kind], document, now),
          toReview: (working.needsReview[kind] ?? []).length,
        };
      });
    return { page: "siteArticles", viewer: viewerOf(sessionOf(c)), articles, ...extra };
  };

  app.get("/site/articles", async (c) => {
    const notice = c.req.query("notice");
    const view = await listView(c, notice === "discarded" ? { notice } : {});
    return c.body(c.var.render(view), 200, inboxPageHeaders());
  });

  // A new article: its form, under an address no article has. Nothing is stored until its first save passes,
  // so a draft half begun never stands in the way of a publish or a preview.
  app.post("/site/articles", async (c) => {
    const slug = ((await formFields(c)).slug ?? "").trim();
    const problem =
      slugProblem(slug) ?? ((await content.draft(articleKind(slug))) === null ? null : copy.create.taken);
    if (problem !== null)
      return c.body(
        c.var.render(await listView(c, { newArticle: { slug, problem } })),
        400,
        inboxPageHeaders(),
      );
    return seeOther(c, `/inbox/site/articles/${slug}?new`);
  });

  /** The sizes of figures: their uploads' records, else the document's own (the repository's figures have no record). */
  const figureSizes = async (
    figures: ArticleFormValues["figures"],
    documents: readonly JsonValue[],
  ): Promise<Map<string, Size>> => {
    const sizes = new Map<string, Size>();
    for (const document of documents)
      for (const figure of articleFormValues(document).figures) {
        const stored = valueAt(document, "figures");
        const found = Array.isArray(stored)
          ? stored.filter(isJsonObject).find((item) => item.id === figure.id)
          : undefined;
        if (typeof found?.width === "number" && typeof found.height === "number")
          sizes.set(figure.id, { width: found.width, height: found.height });
      }
    for (const { id } of figures) {
      const record = await services.uploads.find(id);
      if (record?.purpose === "article-figure") sizes.set(id, { width: record.width, height: record.height });
    }
    return sizes;
  };

  /** The form for an article: its values (stored, or as posted), at the version it stands on. */
  const formView = async (
    c: InboxContext,
    slug: string,
    shown: ContentDraft,
    values: ArticleFormValues,
    extra: Partial<Pick<ArticleView, "version" | "problems" | "conflict" | "notice" | "reviewed">> = {},
  ): Promise<ArticleView> => {
    const working = await content.working();
    const kind = articleKind(slug);
    const sizes = await figureSizes(values.figures, [shown.data]);
    const figureImages: ArticleView["figureImages"] = Object.fromEntries(
      [...sizes].map(([id, size]) => [id, { src: `/inbox/site/uploads/${id}/${size.width}.png`, ...size }]),
    );
    const deployConflicts = (await content.conflicts())
      .filter((conflict) => conflict.kind === kind)
      .map((conflict) => ({
        path: conflict.path,
        label: fieldLink(services.kinds, kind, shown.data, conflict.path)?.label ?? conflict.path,
        here: articleText(conflict.ours),
        repository: articleText(conflict.theirs),
      }));
    return {
      page: "siteArticle",
      viewer: viewerOf(sessionOf(c)),
      slug,
      ...(deployConflicts.length === 0 ? {} : { deployConflicts }),
      version: shown.version,
      state: articleState((await live())[kind], working.content[kind], services.now()),
      hasDraft: shown.saved !== null,
      values,
      choices: choicesIn(working.content),
      figureImages,
      marks: shown.needsReview,
      reviewed: [],
      ...extra,
    };
  };

  /**
   * The slug of a form's path, when it names an article there is, or (`orNew`)
   * one not written yet, shown blank at version 0 until its first save.
   */
  const articleAt = async (c: InboxContext, orNew = false) => {
    const slug = c.req.param("slug") ?? "";
    if (!SLUG.test(slug)) return null;
    const kind = articleKind(slug);
    const stored = await content.draft(kind);
    if (stored !== null) return { slug, kind, shown: stored, isNew: false };
    if (!orNew) return null;
    const blank: ContentDraft = {
      kind,
      data: blankArticle(services.now()),
      needsReview: [],
      version: 0,
      saved: null,
    };
    return { slug, kind, shown: blank, isNew: true };
  };

  const formNotices = ["saved", "noChange", "discarded", "discardRefused"] as const;

  app.get("/site/articles/:slug", async (c, next) => {
    const article = await articleAt(c, c.req.query("new") !== undefined);
    if (article === null) return next();
    const notice = formNotices.find((kind) => kind === c.req.query("notice"));
    const view = await formView(
      c,
      article.slug,
      article.shown,
      articleFormValues(article.shown.data),
      notice === undefined ? {} : { notice: { kind: notice } },
    );
    return c.body(c.var.render(view), 200, inboxPageHeaders());
  });

  app.post("/site/articles/:slug", async (c, next) => {
    const article = await articleAt(c, true);
    if (article === null) return next();
    const { slug, kind, shown: current, isNew } = article;
    const session = sessionOf(c);
    const fields = await formFields(c);
    const reviewed = reviewedIn(fields);
    const action = fields[LIST_ACTION_FIELD];
    let values = readArticleForm(fields);
    // The form again, as posted, at the version it was opened at: nothing is saved.
    const asPosted = { ...current, version: Number(fields.version) };
    const again = async (status: 200 | 400, extra: Partial<Pick<ArticleView, "problems" | "notice">>) =>
      c.body(
        c.var.render(await formView(c, slug, asPosted, values, { ...extra, reviewed })),
        status,
        inboxPageHeaders(),
      );
    const refused = (problem: Problem) => again(400, { problems: [problem] });

    // A file chosen is uploaded whichever button was pressed: the text typed beside it comes along.
    const file = (await c.req.parseBody())["figure.file"];
    if (file instanceof File && file.size > 0) {
      const typed = values.newFigure.trim();
      const name = typed === "" ? figureNameOf(file.name) : typed;
      if (!FIGURE_FILE.test(name))
        return refused({
          path: "figure.name",
          message: typed === "" ? copy.form.problems.figureNameNeeded : copy.form.problems.figureName(name),
        });
      const upload = await services.acceptUpload({
        bytes: new Uint8Array(await file.arrayBuffer()),
        declaredType: file.type,
        purpose: "article-figure",
        by: { id: session.user.id, email: session.user.email },
      });
      if (!upload.ok) return refused({ path: "figure.file", message: uploadProblemMessage(upload.problem) });
      const figure = { file: name, id: upload.image.id };
      const replaced = values.figures.some((other) => other.file === name);
      values = {
        ...values,
        figures: replaced
          ? values.figures.map((other) => (other.file === name ? figure : other))
          : [...values.figures, figure],
        newFigure: "",
      };
      if (action === "add:figures") return again(200, { notice: { kind: "figureAdded", file: name } });
    } else if (action === "add:figures") {
      return refused({ path: "figure.file", message: uploadProblemMessage({ kind: "missing" }) });
    }

    const removed = /^remove:figures\.(\d+)$/.exec(action ?? "");
    const gone = removed === null ? undefined : values.figures[Number(removed[1])];
    if (gone !== undefined) {
      values = { ...values, figures: values.figures.filter((figure) => figure !== gone) };
      return again(200, { notice: { kind: "figureRemoved", file: gone.file } });
    }
    if (action !== undefined && action !== "add:figures")
      return c.body(c.var.render({ page: "badRequest", viewer: viewerOf(session) }), 400, inboxPageHeaders());

    const working = await content.working();
    const sizes = await figureSizes(values.figures, [current.data]);
    const document = articleDocument(values, current.data, sizes);
    const issues = [
      ...articleDocumentIssues(document, knownIdsIn(working.content)),
      ...articleWordingIssues(document),
    ];
    if (issues.length > 0) return again(400, { problems: articleProblems(issues, values) });

    if (asPosted.version === current.version && jsonEqual(document, current.data) && reviewed.length === 0)
      return seeOther(c, `/inbox/site/articles/${slug}?notice=noChange`);
    const save = (expectedVersion: number) =>
      content.saveDraft({
        kind,
        data: document,
        // Against the version the form was opened at, which is the current one unless the save is refused.
        needsReview: isNew ? [] : markForReview(current.data, document, current.needsReview, reviewed),
        expectedVersion,
        by: actorOf(session),
        now: services.now(),
      });
    let result = await save(asPosted.version);
    // A new article under an address whose earlier new article was thrown away: its count of saves goes on.
    if (!result.ok && result.current === null && isNew) result = await save(result.version);
    if (!result.ok) {
      const theirs = result.current;
      const choices = choicesIn(working.content);
      const conflict = {
        who: theirs?.saved?.by ?? editorCopy.history.server,
        at: theirs?.saved?.at ?? services.now().toISOString(),
        fields: differences(articleFormValues(theirs?.data ?? null), values, choices),
      };
      // Saving again from here is a choice made with both in view: the form now stands on their version.
      const standing: ContentDraft = theirs ?? { ...current, data: null, needsReview: [], saved: null };
      const view = await formView(c, slug, { ...standing, version: result.version }, values, {
        conflict,
        reviewed,
      });
      return c.body(c.var.render(view), 409, inboxPageHeaders());
    }
    return seeOther(c, `/inbox/site/articles/${slug}?notice=saved`);
  });

  // A field a deployment changed while it changed here: keep this side's value, or take the repository's into the draft.
  app.post("/site/articles/:slug/conflicts", async (c, next) => {
    const article = await articleAt(c);
    if (article === null || !(await chooseDeployConflict(c, content, article.kind, services.now())))
      return next();
    return seeOther(c, `/inbox/site/articles/${article.slug}`);
  });

  // Throws the draft away: the article shows its published version again, or, never published, is gone.
  app.post("/site/articles/:slug/discard", async (c, next) => {
    const article = await articleAt(c);
    if (article === null) return next();
    const fields = await formFields(c);
    const result = await content.discardDraft({
      kind: article.kind,
      expectedVersion: Number(fields.version),
      by: actorOf(sessionOf(c)),
      now: services.now(),
    });
    const form = `/inbox/site/articles/${article.slug}`;
    if (!result.ok) return seeOther(c, `${form}?notice=discardRefused`);
    return (await content.draft(article.kind)) === null
      ? seeOther(c, "/inbox/site/articles?notice=discarded")
      : seeOther(c, `${form}?notice=discarded`);
  });
}

/** The fields whose values differ between their version and the form's, each in words (the texts whole). */
function differences(
  theirs: ArticleFormValues,
  yours: ArticleFormValues,
  choices: ArticleView["choices"],
): NonNullable<ArticleView["conflict"]>["fields"] {
  const words = copy.form.conflict;
  const about = copy.form.about;
  const listed = (ids: readonly string[], named: readonly { id: string; name: SiteTwin }[]) =>
    ids.map((id) => named.find((item) => item.id === id)?.name.en ?? id).join(", ") || words.none;
  const authorName = (id: string) => choices.authors.find((member) => member.id === id)?.name ?? id;
  const languages = (values: ArticleFormValues) =>
    LANGUAGES.filter((language) => values.languages[language])
      .map((language) => copy.languages[language])
      .join(", ") || words.none;
  const shared = [
    [about.author, (values: ArticleFormValues) => authorName(values.author) || words.none],
    [about.topics, (values: ArticleFormValues) => listed(values.topics, choices.topics)],
    [about.services, (values: ArticleFormValues) => listed(values.services, choices.services)],
    [about.published, (values: ArticleFormValues) => values.published.replace("T", " ") || words.none],
    [
      about.example,
      (values: ArticleFormValues) => (values.example ? editorCopy.flag.on : editorCopy.flag.off),
    ],
    [
      about.withdrawn,
      (values: ArticleFormValues) => (values.withdrawn ? editorCopy.flag.on : editorCopy.flag.off),
    ],
    [copy.form.languages.heading, languages],
    [
      copy.form.figures.heading,
      (values: ArticleFormValues) => values.figures.map((figure) => figure.file).join(", ") || words.none,
    ],
  ] as const;
  const fields: NonNullable<ArticleView["conflict"]>["fields"][number][] = shared.flatMap(([label, say]) =>
    say(theirs) === say(yours) ? [] : [{ label, theirs: say(theirs), yours: say(yours), long: false }],
  );
  for (const field of ["title", "summary", "updated", "body"] as const)
    for (const language of LANGUAGES) {
      // A language not written in has no text on either side that counts.
      const text = (values: ArticleFormValues) =>
        values.languages[language] ? values.text[language][field].trim() : "";
      if (text(theirs) === text(yours)) continue;
      fields.push({
        label: copy.form.problems.at(copy.form.text.fields[field], language),
        theirs: text(theirs),
        yours: text(yours),
        lang: language,
        long: field === "body",
      });
    }
  return fields;
}
