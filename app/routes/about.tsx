import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { about } from "~/content/about";
import { pageTexts } from "~/content/page-meta";
import { aboutPage } from "~/content/pages";
import { team } from "~/content/team";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/about";
import { contactPrompt } from "~/page-data/contact-details";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    contactPrompt: contactPrompt(locale),
    meta: pageMeta(pages.about, locale, pageTexts[locale].about),
    copy: aboutPage[locale],
    about: about[locale],
    team: team[locale],
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const AboutPage = deferredComponent(() => import("./about-page"));

export default function AboutRoute(props: Route.ComponentProps) {
  return <AboutPage {...props} />;
}
