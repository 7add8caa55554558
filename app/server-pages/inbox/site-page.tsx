import { articleEditorCopy } from "~/content/inbox/article-editor-copy";
import { editorCopy } from "~/content/inbox/editor-copy";
import { Notice, PageHeading, Panel, primaryButton, smallButton, textLink } from "./inbox-ui";
import { WrittenTitle } from "./site-articles-page";
import { FieldLinks } from "./site-changes";
import type { InboxView } from "./views";

const copy = editorCopy.site;

type SiteView = Extract<InboxView, { page: "site" }>;

/** The articles, one line among the kinds: a list of their own, those with unpublished changes named. */
function ArticlesRow({ articles }: { articles: SiteView["articles"] }) {
  const words = articleEditorCopy.site;
  return (
    <li className="grid max-w-none gap-1 py-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <a href="/inbox/site/articles" className={`${textLink} text-lg`}>
        {words.label}
      </a>
      <div className="text-sm text-ink-muted">
        <p>
          <span className="sr-only">{copy.appearsOn}: </span>
          {words.pages}
        </p>
        {articles.unpublished.length === 0 ? null : (
          <p className="mt-1 text-ink">
            {words.unpublished}{" "}
            {articles.unpublished.map(({ slug, title }, index) => (
              <span key={slug}>
                {index === 0 ? null : ", "}
                <WrittenTitle title={title} slug={slug} />
              </span>
            ))}
          </p>
        )}
      </div>
      <p className="flex flex-wrap gap-2 text-xs font-semibold">
        {articles.unpublished.length === 0 ? null : (
          <span className="rounded-full bg-accent-soft/60 px-2.5 py-0.5 text-navy-900">
            {copy.unpublished}
          </span>
        )}
        {articles.toReview === 0 ? null : (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
            {copy.toReview(articles.toReview)}
          </span>
        )}
      </p>
    </li>
  );
}

/**
 * The editor's home: every kind of content with where it appears and
 * whether it waits to be published, what is out of step between the
 * languages, what clashed with a deployment, and the way to publish.
 */
export function SitePage({ view }: { view: SiteView }) {
  return (
    <div className="max-w-5xl">
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {view.notice === undefined ? null : <Notice>{copy.notices[view.notice]}</Notice>}
      {view.publishing ? (
        <nav aria-label={copy.heading} className="mb-6 flex flex-wrap items-center gap-3">
          {view.unpublished ? (
            <>
              <a href="/inbox/site/publish" className={primaryButton}>
                {copy.publish}
              </a>
              <a href="/inbox/site/preview" className={smallButton}>
                {copy.preview}
              </a>
            </>
          ) : (
            <p className="text-ink-muted">{copy.nothingToPublish}</p>
          )}
          <a href="/inbox/site/history" className={smallButton}>
            {copy.history}
          </a>
        </nav>
      ) : null}
      {view.conflicts.length === 0 ? null : (
        <Panel
          heading={{ id: "conflicts-heading", text: copy.conflictsHeading }}
          className="mb-6 border-red-200"
        >
          <p className="mt-2 text-ink">{copy.conflictsLead}</p>
          <FieldLinks links={view.conflicts} />
        </Panel>
      )}
      <Panel heading={{ id: "kinds-heading", text: copy.kindsHeading }} className="mb-6">
        <ul className="mt-3 divide-y divide-navy-100">
          {view.kinds.map((kind) => (
            <li
              key={kind.name}
              className="grid max-w-none gap-1 py-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <a href={`/inbox/site/${kind.name}`} className={`${textLink} text-lg`}>
                {kind.label}
              </a>
              <p className="text-sm text-ink-muted">
                <span className="sr-only">{copy.appearsOn}: </span>
                {kind.pages.join(", ")}
              </p>
              <p className="flex flex-wrap gap-2 text-xs font-semibold">
                {kind.unpublished ? (
                  <span className="rounded-full bg-accent-soft/60 px-2.5 py-0.5 text-navy-900">
                    {copy.unpublished}
                  </span>
                ) : null}
                {kind.toReview === 0 ? null : (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
                    {copy.toReview(kind.toReview)}
                  </span>
                )}
              </p>
            </li>
          ))}
          <ArticlesRow articles={view.articles} />
        </ul>
      </Panel>
      <Panel heading={{ id: "out-of-step-heading", text: copy.outOfStepHeading }}>
        {view.outOfStep.length === 0 ? (
          <p className="mt-2 text-ink-muted">{copy.outOfStepNone}</p>
        ) : (
          <>
            <p className="mt-2 text-ink">{copy.outOfStepLead}</p>
            <FieldLinks links={view.outOfStep} />
          </>
        )}
      </Panel>
    </div>
  );
}
