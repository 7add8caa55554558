import { ArrowRight } from "~/components/ui/icons";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { ServiceGrid } from "~/components/service-grid";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { pages } from "~/config/pages";
import { servicesFaqItems } from "~/content/faq";
import { servicesPage } from "~/content/pages";
import { services } from "~/content/services";
import { useLocale } from "~/hooks/use-locale";
import { localeOfPath, localisedPath } from "~/lib/locale-paths";
import { faqJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta(pages.services, locale, [faqJsonLd(servicesFaqItems[locale], locale)]);
};

export default function ServicesPage() {
  const locale = useLocale();
  const copy = servicesPage[locale];
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <Section id="services" heading={copy.servicesHeading} lead={copy.servicesLead}>
        <ServiceGrid services={services[locale]} detailed />
      </Section>
      <Section id="faq" heading={copy.faqHeading} lead={copy.faqLead} tone="sand">
        <div className="max-w-3xl">
          <FaqAccordion items={servicesFaqItems[locale]} />
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
