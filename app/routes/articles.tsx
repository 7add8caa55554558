import siteArticles from "virtual:site-articles";
import { deferredComponent } from "~/components/deferred-component";
import { localeOfRequest } from "~/lib/locale-paths";
import { articleListPage } from "~/page-data/article-pages";
import type { Route } from "./+types/articles";

/** Runs at build time: the articles come from the build (virtual:site-articles), never in a script. */
export function loader({ request }: Route.LoaderArgs) {
  const page = articleListPage(siteArticles, localeOfRequest(request), null);
  if (page === null) throw new Response(null, { status: 404 });
  return page;
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const ArticlesPage = deferredComponent(() => import("./articles-page"));

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage loaderData={loaderData} />;
}
