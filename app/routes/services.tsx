import siteArticles from "virtual:site-articles";
import { deferredComponent } from "~/components/deferred-component";
import { pages } from "~/config/pages";
import { articlesIn } from "~/content/articles";
import { articlesPage } from "~/content/articles-page";
import { servicesFaqItems } from "~/content/faq";
import { pageTexts } from "~/content/page-meta";
import { servicesPage } from "~/content/pages";
import { services } from "~/content/services";
import { articlePath } from "~/lib/article-paths";
import { localeOfRequest } from "~/lib/locale-paths";
import { faqJsonLd } from "~/page-data/structured-data";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/services";
import { contactPrompt } from "~/page-data/contact-details";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    contactPrompt: contactPrompt(locale),
    meta: pageMeta(pages.services, locale, pageTexts[locale].services, [
      faqJsonLd(servicesFaqItems[locale], locale),
    ]),
    copy: servicesPage[locale],
    services: services[locale],
    faqItems: servicesFaqItems[locale],
    // Each service's articles (those whose services name it), newest first.
    articles: {
      heading: articlesPage[locale].serviceArticles,
      byService: Object.fromEntries(
        services[locale].map((service) => [
          service.id,
          articlesIn(siteArticles, locale)
            .filter((article) => article.services.includes(service.id))
            .map((article) => ({ href: articlePath(article.slug, locale), title: article.text.title })),
        ]),
      ),
    },
  };
}

/** Worked out by the loader, at build time, so the page's scripts need not carry the code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The page's content, hydrated once the page may: see deferredComponent. */
const ServicesPage = deferredComponent(() => import("./services-page"));

export default function ServicesRoute(props: Route.ComponentProps) {
  return <ServicesPage {...props} />;
}
