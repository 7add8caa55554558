import type { Hono } from "hono";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { pages, type PageKey } from "../../app/config/pages.ts";
import { articleSlugOf } from "../../app/content/schema/article-document.ts";
import { articlePath } from "../../app/lib/article-paths.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import {
  type InboxView,
  type SiteBuildView,
  type SiteFieldLink,
  type SiteKindChanges,
} from "../../app/server-pages/inbox/views.ts";
import { inboxPageHeaders } from "../headers/response-headers.ts";
import { formFields } from "../inbox/form-fields.ts";
import { viewerOf, type InboxContext, type InboxEnv, seeOther } from "../inbox/inbox-context.ts";
import { sessionOf } from "../inbox/session-of.ts";
import { endPreviewCookie, previewCookie, previewUrl } from "../publish/preview-cookie.ts";
import { latestPublication } from "../publish/article-schedule.ts";
import type { Publisher } from "../publish/publisher.ts";
import type { PublicationProgress, SitePublishing } from "../publish/site-publishing.ts";
import type { ContentActor, ContentDraft, ContentStore, RevisionSource } from "../store/content-store.ts";
import { isJsonObject, type SiteContent } from "../store/content-tree.ts";
import { articleTitle, contentChanges, contentNames, fieldLink } from "./change-views.ts";
import type { EditorServices } from "./editor-services.ts";

const copy = editorCopy.publish;

type PublishJob = NonNullable<ReturnType<Publisher["job"]>>;
type PublishFailure = PublishJob["failure"];
type WorkingContent = Awaited<ReturnType<ContentStore["working"]>>;

/** Publishing's part of the editor: what builds and serves the site. */
export interface PublishServices {
  /** Builds previews (and, through `site`, revisions). */
  publisher: Publisher;
  /** Puts a recorded revision live on every instance. */
  site: SitePublishing;
  /** The uploaded media a build copies from (the uploads folder). */
  mediaDir?: string;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** A failure in words an editor can act on. */
function failureText(failure: PublishFailure): string {
  const words = copy.failures;
  switch (failure?.kind) {
    case "content":
      return [words.content, ...failure.issues.map((issue) => `${issue.file}: ${issue.message}`)].join("\n");
    case "step":
      return words.step(copy.stepNames[failure.step] ?? failure.step);
    case "timeout":
      return words.timeout(Math.round(failure.limitMs / 60_000));
    case "start":
      return words.start;
    case "load":
      return words.load;
    default:
      return words.internal;
  }
}

/** A job as the progress page shows it: its steps in words with their times, the time so far. */
function buildView(job: PublishJob, now: Date): SiteBuildView {
  const started = job.startedAt ?? job.requestedAt;
  const failed = job.state === "failed";
  const steps = job.steps
    .filter((step) => step.name !== "done")
    .map((step, index, all) => {
      const last = index === all.length - 1;
      const state: SiteBuildView["steps"][number]["state"] =
        step.endedMs !== null ? "done" : failed && last ? "failed" : "running";
      return {
        label: copy.stepNames[step.name] ?? step.name,
        state,
        ...(step.endedMs === null ? {} : { seconds: seconds(step.endedMs - step.startedMs) }),
      };
    });
  const state = { waiting: "queued", running: "running", succeeded: "done", failed: "failed" } as const;
  return {
    state: state[job.state],
    steps,
    elapsedSeconds: seconds((job.endedAt ?? now).getTime() - started.getTime()),
    ...(failed ? { failure: failureText(job.failure) } : {}),
  };
}

/**
 * A publish as the progress page shows it: this server's build, then every
 * server switching together. Its end is the publication's, not the build's:
 * a built revision is live only once every server holds it.
 */
function publicationView(progress: PublicationProgress, now: Date): SiteBuildView {
  const build: SiteBuildView =
    progress.job === null ? { state: "running", steps: [], elapsedSeconds: 0 } : buildView(progress.job, now);
  const buildDone = progress.job?.state === "succeeded";
  const live: SiteBuildView["steps"][number] = {
    label: copy.liveEverywhere,
    state: progress.state === "done" ? "done" : progress.state === "failed" ? "failed" : "running",
  };
  const steps = buildDone || progress.state !== "running" ? [...build.steps, live] : build.steps;
  if (progress.state === "running")
    return { ...build, state: build.state === "queued" ? "queued" : "running", steps };
  if (progress.state === "done") return { ...build, state: "done", steps };
  return {
    ...build,
    state: "failed",
    steps: build.state === "failed" ? build.steps : steps,
    failure: build.failure ?? progress.failure ?? copy.failures.notLive,
  };
}

/**
 * Records the revision a publish puts live, before any server builds it:
 * every instance builds it from the database (decision 035b). Another
 * editor's publish recorded since the drafts were read is built on: these
 * drafts are what it left.
 */
async function recordRevision(
  content: ContentStore,
  working: WorkingContent,
  by: ContentActor,
  now: () => Date,
): Promise<number> {
  const revision = {
    content: working.content,
    needsReview: working.needsReview,
    source: "publish" as const,
    by,
    publishedDrafts: working.drafts,
  };
  const first = await content.createRevision({ ...revision, now: now(), expectedLatest: working.base });
  if (first.ok) return first.revision.number;
  const second = await content.createRevision({ ...revision, now: now(), expectedLatest: first.latest });
  if (!second.ok) throw new Error("Two publishes recorded at once; the second was refused.");
  return second.revision.number;
}

/**
 * Preview, publish, history and rollback under /inbox/site. A publish
 * records the drafts over the latest revision as a new revision, a rollback
 * records the chosen revision's content as a new one; then every server
 * builds it and all switch together. A revision whose build failed is kept
 * in the history as never live; the live site is as it was.
 */
/** The preview's links: each page the drafts change, and each article a draft changes, in both languages. */
function previewPages(folder: number, changedPages: readonly PageKey[], drafts: readonly ContentDraft[]) {
  const links = (name: string, path: (language: "en" | "ar") => string) => ({
    name,
    href: { en: previewUrl(folder, path("en")), ar: previewUrl(folder, path("ar")) },
  });
  return [
    ...changedPages.map((key) =>
      links(editorCopy.pages[key], (language) => localisedPath(pages[key].path, language)),
    ),
    ...drafts.flatMap((draft) => {
      const slug = articleSlugOf(draft.kind);
      if (slug === null) return [];
      // An article in one language only: its other language's link is that language's list of articles.
      return [
        links(editorCopy.article(articleTitle(slug, draft.data)), (language) =>
          isJsonObject(draft.data) && draft.data[language] !== undefined
            ? articlePath(slug, language)
            : localisedPath(pages.articles.path, language),
        ),
      ];
    }),
  ];
}

/** How the history names a revision's origin: a new install's files count as a deployment's. */
const historyKinds: Readonly<Record<RevisionSource, "publish" | "rollback" | "deploy" | "schedule">> = {
  seed: "deploy",
  deploy: "deploy",
  publish: "publish",
  rollback: "rollback",
  schedule: "schedule",
};

export function addPublishRoutes(
  app: Hono<InboxEnv>,
  services: EditorServices,
  publishing: PublishServices,
): void {
  const { content } = services;
  const { publisher, site } = publishing;
  const actorOf = (c: InboxContext): ContentActor => {
    const { user } = sessionOf(c);
    return { id: user.id, email: user.email, name: user.name };
  };
  const page = (c: InboxContext, view: InboxView, status: 200 | 400 | 404 = 200) =>
    c.body(c.var.render(view), status, inboxPageHeaders());
  const revisionOf = async (c: InboxContext) => {
    const number = Number(c.req.param("number"));
    return Number.isSafeInteger(number) ? content.revision(number) : null;
  };
  const built = (documents: SiteContent) => ({
    documents,
    ...(publishing.mediaDir === undefined ? {} : { mediaDir: publishing.mediaDir }),
  });

  /** What publishing would change, kind by kind and article by article, and the Arabic not reviewed. */
  const pending = async () => {
    const [working, live] = await Promise.all([content.working(), services.liveRevision()]);
    const latest = await content.revision(live);
    const changes: SiteKindChanges[] = [];
    const unreviewed: SiteFieldLink[] = [];
    for (const name of contentNames(services.kinds, working.content)) {
      const document = working.content[name];
      const changed = contentChanges(services.kinds, name, latest?.content[name], document);
      if (changed !== null) changes.push(changed);
      for (const mark of working.needsReview[name] ?? []) {
        const link = fieldLink(services.kinds, name, document, mark);
        if (link !== null) unreviewed.push(link);
      }
    }
    return { working, changes, unreviewed };
  };

  app.get("/site/publish", async (c) => {
    const { changes, unreviewed } = await pending();
    return page(c, { page: "sitePublish", viewer: viewerOf(sessionOf(c)), changes, unreviewed });
  });

  app.post("/site/publish", async (c) => {
    const { working, changes, unreviewed } = await pending();
    const accepted = (await formFields(c)).acceptUnreviewed;
    // The count ticked must be the count there is now: Arabic marked since the page was read is asked about again.
    if (unreviewed.length > 0 && accepted !== String(unreviewed.length))
      return page(
        c,
        { page: "sitePublish", viewer: viewerOf(sessionOf(c)), changes, unreviewed, confirmMissing: true },
        400,
      );
    if (changes.length === 0) return seeOther(c, "/inbox/site/publish");
    const revision = await recordRevision(content, working, actorOf(c), services.now);
    site.start(revision);
    return seeOther(c, `/inbox/site/publish/${revision}`);
  });

  app.get("/site/publish/:number{[0-9]+}", async (c) => {
    const revision = await revisionOf(c);
    if (revision === null) return seeOther(c, "/inbox/site");
    return page(c, {
      page: "sitePublishing",
      viewer: viewerOf(sessionOf(c)),
      build: publicationView(await site.progress(revision.number), services.now()),
      liveHref: "/",
    });
  });

  app.post("/site/preview", async (c) => {
    const working = await content.working();
    // As the site will be once every scheduled article is out, so that an editor sees them before they go live.
    const asOf = latestPublication(working.content, services.now());
    const ticket = publisher.preview({ ...built(working.content), ...(asOf === null ? {} : { asOf }) });
    return seeOther(c, `/inbox/site/preview?build=${ticket.id}`);
  });

  app.get("/site/preview", async (c) => {
    const job = publisher.job(Number(c.req.query("build") ?? ""));
    const previewJob = job?.kind === "preview" ? job : undefined;
    const drafts = await content.drafts();
    const changedPages = [
      ...new Set([
        ...services.kinds
          .filter((kind) => drafts.some((draft) => draft.kind === kind.name))
          .flatMap((kind) => kind.pages),
        // An article changed changes the list of articles too.
        ...(drafts.some((draft) => articleSlugOf(draft.kind) !== null) ? (["articles"] as const) : []),
      ]),
    ];
    const folder = previewJob?.folder ?? null;
    return page(c, {
      page: "sitePreview",
      viewer: viewerOf(sessionOf(c)),
      build: previewJob === undefined ? null : buildView(previewJob, services.now()),
      pages: folder === null ? [] : previewPages(folder, changedPages, drafts),
    });
  });

  // A preview's page: the preview cookie names the build, and the front door serves the site's paths from it to this editor (decision 035).
  app.get("/site/preview/:id{[0-9]+}", (c) => {
    const id = Number(c.req.param("id"));
    const path = c.req.query("page") ?? "/";
    if (publisher.previewDir(id) === null || !/^\/[\w\-/.]*$/.test(path) || path.startsWith("//"))
      return seeOther(c, "/inbox/site/preview");
    c.header("Set-Cookie", previewCookie(id, c.get("https")));
    return seeOther(c, path);
  });

  // Back to the live site in this browser.
  app.post("/site/preview/end", (c) => {
    c.header("Set-Cookie", endPreviewCookie(c.get("https")));
    return seeOther(c, "/inbox/site");
  });

  app.get("/site/history", async (c) => {
    const [revisions, live] = await Promise.all([content.revisions({ limit: 50 }), services.liveRevision()]);
    const statusOf = async (number: number) => {
      if (number === live) return "live";
      if (number < live) return "earlier";
      return (await site.progress(number)).state === "running" ? "publishing" : "not-live";
    };
    return page(c, {
      page: "siteHistory",
      viewer: viewerOf(sessionOf(c)),
      revisions: await Promise.all(
        revisions.map(async (revision) => {
          // Changes are from the revision before, whose content says each field's "before" in full.
          const [full, previous] = await Promise.all([
            content.revision(revision.number),
            content.revision(revision.number - 1),
          ]);
          const names = [...new Set(revision.changes.map((change) => change.kind))];
          return {
            number: revision.number,
            kind: historyKinds[revision.source],
            who: revision.by,
            at: revision.at,
            status: await statusOf(revision.number),
            ...(revision.rollbackOf === null ? {} : { rollbackOf: revision.rollbackOf }),
            changes: names.flatMap(
              (name) =>
                contentChanges(services.kinds, name, previous?.content[name], full?.content[name]) ?? [],
            ),
          } as const;
        }),
      ),
    });
  });

  app.get("/site/history/:number{[0-9]+}/rollback", async (c) => {
    const revision = await revisionOf(c);
    if (revision === null) return seeOther(c, "/inbox/site/history");
    return page(c, {
      page: "siteRollback",
      viewer: viewerOf(sessionOf(c)),
      revision: { number: revision.number, who: revision.by, at: revision.at },
    });
  });

  app.post("/site/history/:number{[0-9]+}/rollback", async (c) => {
    const revision = await revisionOf(c);
    if (revision === null || (await formFields(c)).confirm !== "yes")
      return seeOther(c, "/inbox/site/history");
    const rollback = await content.rollback({ to: revision.number, by: actorOf(c), now: services.now() });
    if (rollback === null) return seeOther(c, "/inbox/site/history");
    site.start(rollback.number);
    return seeOther(c, `/inbox/site/publish/${rollback.number}`);
  });
}
