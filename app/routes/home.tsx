import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { clientTypes } from "~/content/client-types";
import { home } from "~/content/home";
import { pageTexts } from "~/content/page-meta";
import { partners } from "~/content/partners";
import { proofOfWork } from "~/content/proof-of-work";
import { services } from "~/content/services";
import { localeOfRequest } from "~/lib/locale-paths";
import { contactDetails } from "~/page-data/contact-details";
import { pageMeta } from "~/page-data/seo";
import { organizationJsonLd, websiteJsonLd } from "~/page-data/structured-data";
import type { Route } from "./+types/home";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts (see docs/architecture.md, "Languages"). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    meta: pageMeta(pages.home, locale, pageTexts[locale].home, [
      organizationJsonLd(locale),
      websiteJsonLd(locale),
    ]),
    copy: home[locale],
    services: services[locale],
    clientTypes: clientTypes[locale],
    partners: partners[locale],
    proofOfWork: proofOfWork[locale],
    contactDetails: contactDetails(locale),
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const HomePage = deferredComponent(() => import("./home-page"));

export default function HomeRoute(props: Route.ComponentProps) {
  return <HomePage {...props} />;
}
