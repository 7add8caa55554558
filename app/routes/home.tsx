import { ClientTypeGrid } from "~/components/client-type-grid";
import { ContactSection } from "~/components/contact-section";
import { HomeHero } from "~/components/home-hero";
import { PartnerLogos } from "~/components/partner-logos";
import { ServiceGrid } from "~/components/service-grid";
import { Section } from "~/components/ui/section";
import { pages } from "~/config/pages";
import { clientTypes } from "~/content/client-types";
import { home } from "~/content/home";
import { partners } from "~/content/partners";
import { services } from "~/content/services";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(pages.home, [organizationJsonLd()]);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section id="what-we-do" heading={home.whatWeDo.heading} lead={home.whatWeDo.lead}>
        <ServiceGrid services={services} />
      </Section>
      <Section id="who-we-work-with" heading={home.whoWeWorkWith.heading} lead={home.whoWeWorkWith.lead} tone="sand">
        <ClientTypeGrid clientTypes={clientTypes} />
      </Section>
      <Section id="partners" heading={home.partners.heading} lead={home.partners.lead} centered>
        <PartnerLogos partners={partners} />
      </Section>
      <ContactSection heading={home.contact.heading} lead={home.contact.lead} />
    </>
  );
}
