import { ArrowRight } from "~/components/ui/icons";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { ServiceGrid } from "~/components/service-grid";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { pages } from "~/config/pages";
import { servicesFaqItems } from "~/content/faq";
import { pageTexts } from "~/content/page-meta";
import { servicesPage } from "~/content/pages";
import { services } from "~/content/services";
import { localeOfRequest, localisedPath } from "~/lib/locale-paths";
import { faqJsonLd } from "~/page-data/structured-data";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/services";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    text: pageTexts[locale].services,
    copy: servicesPage[locale],
    services: services[locale],
    faqItems: servicesFaqItems[locale],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: { locale, text, faqItems } }) =>
  pageMeta(pages.services, locale, text, [faqJsonLd(faqItems, locale)]);

export default function ServicesPage({ loaderData: { locale, copy, ...data } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <Section id="services" heading={copy.servicesHeading} lead={copy.servicesLead}>
        <ServiceGrid services={data.services} detailed />
      </Section>
      <Section id="faq" heading={copy.faqHeading} lead={copy.faqLead} tone="sand">
        <div className="max-w-3xl">
          <FaqAccordion items={data.faqItems} />
          <div className="mt-8">
            <ButtonLink to={localisedPath(pages.faq.path, locale)} variant="secondary">
              {copy.viewAllFaqs}
              <ArrowRight className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
