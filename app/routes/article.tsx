import siteArticles from "virtual:site-articles";
import { deferredComponent } from "~/components/deferred-component";
import { articlesPage } from "~/content/articles-page";
import { localeOfRequest } from "~/lib/locale-paths";
import { articleMeta } from "~/page-data/article-meta";
import { articleListPage, articlePage } from "~/page-data/article-pages";
import { contactDetails } from "~/page-data/contact-details";
import type { Route } from "./+types/article";

const TOPIC = /^topic\/([^/]+)$/;
const SLUG = /^[^/]+$/;

function articleData(request: Request, slug: string) {
  const locale = localeOfRequest(request);
  const article = articlePage(siteArticles, locale, slug);
  if (article === null) return null;
  return {
    kind: "article" as const,
    locale,
    meta: articleMeta({
      slug: article.slug,
      locale,
      title: article.title,
      summary: article.summary,
      author: article.authorName,
      authorHref: article.authorHref,
      published: article.published.iso,
      updated: article.updated?.iso ?? article.published.iso,
      languages: article.languages,
      card: article.card,
    }),
    copy: articlesPage[locale],
    article,
    contactDetails: contactDetails(locale),
  };
}

/**
 * Runs at build time for each page below the list: a topic's list
 * (/articles/topic/<id>) or an article in a language it is written in. Its
 * tree reaches the browser as data, never as Markdown.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  // Prerendering asks for each page with a trailing slash too.
  const rest = (params["*"] ?? "").replace(/\/+$/, "");
  const topic = TOPIC.exec(rest)?.[1];
  const page =
    topic !== undefined
      ? articleListPage(siteArticles, localeOfRequest(request), topic)
      : SLUG.test(rest)
        ? articleData(request, rest)
        : null;
  if (page === null) throw new Response(null, { status: 404 });
  return page;
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The pages' content, hydrated once the page may: see deferredComponent. */
const ArticlePage = deferredComponent(() => import("./article-page"));
const ArticlesPage = deferredComponent(() => import("./articles-page"));

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "list" ? (
    <ArticlesPage loaderData={loaderData} />
  ) : (
    <ArticlePage loaderData={loaderData} />
  );
}
