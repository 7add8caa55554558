import { ArrowRight } from "~/components/ui/icons";
import { ContactBand } from "~/components/contact-band";
import { ContactCard } from "~/components/contact-card";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { ServiceGrid } from "~/components/service-grid";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { pages } from "~/config/pages";
import { localisedPath } from "~/lib/locale-paths";
import type { Route } from "./+types/services";

export default function ServicesPage({
  loaderData: { locale, copy, contactPrompt, ...data },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        aside={<ContactCard prompt={contactPrompt} tone="dark" />}
      />
      <Section id="services" heading={copy.servicesHeading} lead={copy.servicesLead}>
        <ServiceGrid services={data.services} detailed articles={data.articles} />
      </Section>
      <Section id="faq" heading={copy.faqHeading} lead={copy.faqLead} tone="sand" layout="beside">
        <FaqAccordion items={data.faqItems} />
        <div className="mt-8">
          <ButtonLink to={localisedPath(pages.faq.path, locale)} variant="secondary">
            {copy.viewAllFaqs}
            <ArrowRight className="size-5" />
          </ButtonLink>
        </div>
      </Section>
      <ContactBand prompt={contactPrompt} />
    </>
  );
}
