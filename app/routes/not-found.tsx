import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { notFoundText } from "~/content/page-meta";
import { localeOfPath } from "~/lib/locale-paths";
import { pageHeadMeta } from "~/page-data/seo";
import type { Route } from "./+types/not-found";

/*
 * No loader: this page answers every unknown URL, which cannot all be
 * prerendered, so its words (both languages, a few lines) are in its script.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return pageHeadMeta(pages.notFound, locale, notFoundText[locale]);
};

/** The page's content, hydrated once the page may: see deferredComponent. */
const NotFoundPage = deferredComponent(() => import("./not-found-page"));

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
