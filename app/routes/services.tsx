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
import { faqJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => pageMeta(pages.services, [faqJsonLd(servicesFaqItems)]);

export default function ServicesPage() {
  return (
    <>
      <PageHeader eyebrow={servicesPage.eyebrow} heading={servicesPage.heading} lead={servicesPage.lead} />
      <Section id="services" heading={servicesPage.servicesHeading} lead={servicesPage.servicesLead}>
        <ServiceGrid services={services} detailed />
      </Section>
      <Section id="faq" heading={servicesPage.faqHeading} lead={servicesPage.faqLead} tone="sand">
        <div className="max-w-3xl">
          <FaqAccordion items={servicesFaqItems} />
          <div className="mt-8">
            <ButtonLink to={pages.faq.path} variant="secondary">
              View All FAQs
              <ArrowRight className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
