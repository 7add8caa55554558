import clsx from "clsx";
import { controlClassName } from "~/components/ui/form-field";
import { articleEditorCopy } from "~/content/inbox/article-editor-copy";
import { MAX_ARTICLE_SLUG } from "~/content/schema/article-document";
import { formatDubaiTime } from "./format";
import { BackLink, CsrfField, Notice, PageHeading, Panel, primaryButton, textLink } from "./inbox-ui";
import type { InboxView, SiteArticleItem, SiteArticleState } from "./views";

const copy = articleEditorCopy;

type ArticlesView = Extract<InboxView, { page: "siteArticles" }>;

const badge = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** An article's title in its language; its address when no title is written yet. */
export function WrittenTitle({ title, slug }: { title: SiteArticleItem["title"]; slug: string }) {
  if (title.text === "")
    return (
      <span>
        <span className="font-mono">{slug}</span> <span className="italic">({copy.list.untitled})</span>
      </span>
    );
  return title.lang === "ar" ? (
    <span lang="ar" dir="rtl" className="font-arabic">
      {title.text}
    </span>
  ) : (
    <span>{title.text}</span>
  );
}

/** Where an article stands, as badges: never published, scheduled, live or off the site, changed since, and what the next publish does with it. */
export function ArticleStateBadges({ state, toReview }: { state: SiteArticleState; toReview: number }) {
  const { published, nextPublish } = state;
  return (
    <p className="flex flex-wrap gap-2">
      {published.state === "never" ? (
        <span className={clsx(badge, "bg-accent-soft/60 text-navy-900")}>{copy.states.draft}</span>
      ) : published.state === "scheduled" ? (
        <span className={clsx(badge, "bg-sky-100 text-sky-900")}>
          {copy.states.scheduled(formatDubaiTime(published.at))}
        </span>
      ) : published.state === "withdrawn" ? (
        <span className={clsx(badge, "bg-navy-100 text-navy-900")}>{copy.states.withdrawn}</span>
      ) : (
        <span className={clsx(badge, "bg-emerald-100 text-emerald-900")}>{copy.states.live}</span>
      )}
      {state.changed ? (
        <span className={clsx(badge, "bg-accent-soft/60 text-navy-900")}>{copy.states.changed}</span>
      ) : null}
      {nextPublish === null ? null : (
        <span
          className={clsx(
            badge,
            nextPublish === "putBack" || nextPublish === "putBackLater"
              ? "bg-sky-100 text-sky-900"
              : "bg-red-50 text-red-900",
          )}
        >
          {copy.states[nextPublish]}
        </span>
      )}
      {toReview === 0 ? null : (
        <span className={clsx(badge, "bg-amber-100 text-amber-900")}>{copy.toReview(toReview)}</span>
      )}
    </p>
  );
}

function ArticleRow({ article }: { article: SiteArticleItem }) {
  const written =
    article.languages.length === 0
      ? copy.list.noLanguage
      : article.languages.map((language) => copy.languages[language]).join(", ");
  return (
    <li className="grid max-w-none gap-2 py-4">
      <a href={`/inbox/site/articles/${article.slug}`} className={`${textLink} text-lg`}>
        <WrittenTitle title={article.title} slug={article.slug} />
      </a>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-ink-muted sm:flex sm:flex-wrap">
        <div className="flex gap-1">
          <dt>{copy.list.writtenIn}:</dt>
          <dd className="text-ink">{written}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{copy.list.author}:</dt>
          <dd className="text-ink">{article.author ?? copy.list.noAuthor}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{copy.list.goesLive}:</dt>
          <dd className="text-ink">
            {article.published === null
              ? copy.list.noTime
              : copy.dubaiTime(formatDubaiTime(article.published))}
          </dd>
        </div>
      </dl>
      <ArticleStateBadges state={article.state} toReview={article.toReview} />
    </li>
  );
}

function NewArticle({ view }: { view: ArticlesView }) {
  const problem = view.newArticle?.problem;
  const id = "new-article-slug";
  return (
    <Panel heading={{ id: "new-article-heading", text: copy.create.heading }} className="mb-6">
      <form method="post" action="/inbox/site/articles" noValidate className="mt-3">
        <CsrfField token={view.viewer.csrfToken} />
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {copy.create.label}
        </label>
        <p id={`${id}-hint`} className="mt-1 max-w-2xl text-sm text-ink-muted">
          {copy.create.hint}
        </p>
        {problem === undefined ? null : (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <input
            id={id}
            name="slug"
            type="text"
            dir="ltr"
            lang="en"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={MAX_ARTICLE_SLUG}
            defaultValue={view.newArticle?.slug ?? ""}
            aria-describedby={problem === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
            {...(problem === undefined ? {} : { "aria-invalid": true })}
            className={clsx(controlClassName, "max-w-md font-mono")}
          />
          <button type="submit" className={primaryButton}>
            {copy.create.submit}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** Every article, drafts included, newest first, and the form that starts a new one. */
export function SiteArticlesPage({ view }: { view: ArticlesView }) {
  return (
    <div className="max-w-5xl">
      <BackLink href="/inbox/site">{copy.list.back}</BackLink>
      <PageHeading lead={copy.list.lead}>{copy.list.heading}</PageHeading>
      {view.notice === undefined ? null : <Notice>{copy.list.discarded}</Notice>}
      {view.newArticle === undefined ? null : (
        <Notice tone="error">
          {copy.create.problemHeading}:{" "}
          <a href="#new-article-slug" className="underline underline-offset-2">
            {view.newArticle.problem}
          </a>
        </Notice>
      )}
      <NewArticle view={view} />
      <Panel heading={{ id: "articles-heading", text: copy.list.listHeading }}>
        {view.articles.length === 0 ? (
          <p className="mt-2 text-ink-muted">{copy.list.none}</p>
        ) : (
          <ul className="mt-1 divide-y divide-navy-100">
            {view.articles.map((article) => (
              <ArticleRow key={article.slug} article={article} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
