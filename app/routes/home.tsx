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
import { useLocale } from "~/hooks/use-locale";
import { localeOfPath } from "~/lib/locale-paths";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta(pages.home, locale, [organizationJsonLd(locale), websiteJsonLd(locale)]);
};

export default function HomePage() {
  const locale = useLocale();
  const copy = home[locale];
  return (
    <>
      <HomeHero />
      <Section id="what-we-do" heading={copy.whatWeDo.heading} lead={copy.whatWeDo.lead}>
        <ServiceGrid services={services[locale]} />
      </Section>
      <Section id="who-we-work-with" heading={copy.whoWeWorkWith.heading} lead={copy.whoWeWorkWith.lead} tone="sand">
        <ClientTypeGrid clientTypes={clientTypes[locale]} />
      </Section>
      <Section id="partners" heading={copy.partners.heading} lead={copy.partners.lead} centered>
        <PartnerLogos partners={partners[locale]} />
      </Section>
      <ContactSection heading={copy.contact.heading} lead={copy.contact.lead} />
    </>
  );
}
