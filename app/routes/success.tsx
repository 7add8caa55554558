import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { pageTexts } from "~/content/page-meta";
import { successPage } from "~/content/pages";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/success";
import { contactPrompt } from "~/page-data/contact-details";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    contactPrompt: contactPrompt(locale),
    meta: pageMeta(pages.success, locale, pageTexts[locale].success),
    copy: successPage[locale],
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const SuccessPage = deferredComponent(() => import("./success-page"));

export default function SuccessRoute(props: Route.ComponentProps) {
  return <SuccessPage {...props} />;
}
