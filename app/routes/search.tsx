import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { pageTexts } from "~/content/page-meta";
import { searchPage } from "~/content/search";
import { localeOfRequest } from "~/lib/locale-paths";
import { searchIndexPlaceholder } from "~/lib/search-documents";
import { footerNavigation, footerResources } from "~/page-data/navigation";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/search";
import { contactPrompt } from "~/page-data/contact-details";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    contactPrompt: contactPrompt(locale),
    meta: pageMeta(pages.search, locale, pageTexts[locale].search),
    copy: searchPage[locale],
    // The build's search index step puts the index file's hashed name here (scripts/build/search-index.ts).
    indexUrl: searchIndexPlaceholder(locale),
    // Without JavaScript, or before a query, every page is one click away.
    browse: [...footerNavigation(locale), ...footerResources(locale)],
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const SearchPage = deferredComponent(() => import("./search-page"));

export default function SearchRoute(props: Route.ComponentProps) {
  return <SearchPage {...props} />;
}
