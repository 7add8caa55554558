import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { termsOfUse } from "~/content/legal";
import { pageTexts } from "~/content/page-meta";
import { legalPage } from "~/page-data/legal-context";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/terms";

/** Runs at build time: the terms reach the browser in their HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    meta: pageMeta(pages.terms, locale, pageTexts[locale].terms),
    ...legalPage(locale, termsOfUse),
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const TermsPage = deferredComponent(() => import("./terms-page"));

export default function TermsRoute(props: Route.ComponentProps) {
  return <TermsPage {...props} />;
}
