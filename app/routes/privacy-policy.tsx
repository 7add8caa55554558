import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { privacyPolicy } from "~/content/legal";
import { pageTexts } from "~/content/page-meta";
import { legalPage } from "~/page-data/legal-context";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/privacy-policy";

/** Runs at build time: the policy reaches the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    meta: pageMeta(pages.privacy, locale, pageTexts[locale].privacy),
    ...legalPage(locale, privacyPolicy),
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const PrivacyPolicyPage = deferredComponent(() => import("./privacy-policy-page"));

export default function PrivacyPolicyRoute(props: Route.ComponentProps) {
  return <PrivacyPolicyPage {...props} />;
}
