import siteArticles from "virtual:site-articles";
import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { articlesPage } from "~/content/articles-page";
import { fillTemplate } from "~/content/fill-template";
import { pageTexts } from "~/content/page-meta";
import { topicPath } from "~/lib/article-paths";
import { localeOfRequest } from "~/lib/locale-paths";
import { articleList } from "~/page-data/article-pages";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/articles";

/**
 * Runs at build time, for the list and for each topic's list (/articles/topic/<id>):
 * the articles come from the build (virtual:site-articles), never in a script.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const topic = "topic" in params && typeof params.topic === "string" ? params.topic : null;
  const list = articleList(siteArticles, locale, topic);
  if (list === null) throw new Response(null, { status: 404 });
  const copy = articlesPage[locale];
  const text =
    list.topicName === null
      ? pageTexts[locale].articles
      : {
          title: fillTemplate(copy.topicHeading, { topic: list.topicName }),
          description: fillTemplate(copy.topicDescription, { topic: list.topicName }),
        };
  // A topic's list is the list's page at its own address, in every language where the topic has articles.
  const page = topic === null ? pages.articles : { ...pages.articles, path: topicPath(topic, "en") };
  return { locale, meta: pageMeta(page, locale, text), copy, heading: text.title, ...list };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const ArticlesPage = deferredComponent(() => import("./articles-page"));

export default function ArticlesRoute(props: Route.ComponentProps) {
  return <ArticlesPage {...props} />;
}
