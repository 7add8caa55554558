import siteArticles from "virtual:site-articles";
import { deferredComponent } from "~/components/deferred-component";
import { articlesPage } from "~/content/articles-page";
import { localeOfRequest } from "~/lib/locale-paths";
import { articleMeta } from "~/page-data/article-meta";
import { articlePage } from "~/page-data/article-pages";
import { contactDetails } from "~/page-data/contact-details";
import type { Route } from "./+types/article";

/** Runs at build time for each article in each language it is written in; its tree reaches the browser as data, never as Markdown. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const article = articlePage(siteArticles, locale, params.slug);
  if (article === null) throw new Response(null, { status: 404 });
  return {
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

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const ArticlePage = deferredComponent(() => import("./article-page"));

export default function ArticleRoute(props: Route.ComponentProps) {
  return <ArticlePage {...props} />;
}
