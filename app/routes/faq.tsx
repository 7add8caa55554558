import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { faqItems } from "~/content/faq";
import { pageTexts } from "~/content/page-meta";
import { faqPage } from "~/content/pages";
import { localeOfRequest } from "~/lib/locale-paths";
import { contactDetails, contactPrompt } from "~/page-data/contact-details";
import { faqJsonLd } from "~/page-data/structured-data";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/faq";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    meta: pageMeta(pages.faq, locale, pageTexts[locale].faq, [faqJsonLd(faqItems[locale], locale)]),
    copy: faqPage[locale],
    items: faqItems[locale],
    contactDetails: contactDetails(locale),
    contactPrompt: contactPrompt(locale),
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const FaqPage = deferredComponent(() => import("./faq-page"));

export default function FaqRoute(props: Route.ComponentProps) {
  return <FaqPage {...props} />;
}
