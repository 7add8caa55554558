import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { contactContent } from "~/content/contact";
import { pageTexts } from "~/content/page-meta";
import { localeOfRequest } from "~/lib/locale-paths";
import { contactDetails } from "~/page-data/contact-details";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/contact";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { pageHeading, pageLead } = contactContent[locale];
  return {
    locale,
    meta: pageMeta(pages.contact, locale, pageTexts[locale].contact),
    heading: pageHeading,
    lead: pageLead,
    contactDetails: contactDetails(locale),
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const ContactPage = deferredComponent(() => import("./contact-page"));

export default function ContactRoute(props: Route.ComponentProps) {
  return <ContactPage {...props} />;
}
