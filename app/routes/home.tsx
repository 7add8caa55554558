import { ClientTypeGrid } from "~/components/client-type-grid";
import { ContactSection } from "~/components/contact-section";
import { HomeHero } from "~/components/home-hero";
import { PartnerLogos } from "~/components/partner-logos";
import { ServiceGrid } from "~/components/service-grid";
import { Section } from "~/components/ui/section";
import { pages } from "~/config/pages";
import { clientTypes } from "~/content/client-types";
import { home } from "~/content/home";
import { pageTexts } from "~/content/page-meta";
import { partners } from "~/content/partners";
import { services } from "~/content/services";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import { organizationJsonLd, websiteJsonLd } from "~/page-data/structured-data";
import type { Route } from "./+types/home";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts (see README, "Languages"). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    text: pageTexts[locale].home,
    copy: home[locale],
    services: services[locale],
    clientTypes: clientTypes[locale],
    partners: partners[locale],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: { locale, text } }) =>
  pageMeta(pages.home, locale, text, [organizationJsonLd(locale), websiteJsonLd(locale)]);

export default function HomePage({ loaderData: { copy, ...data } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={copy.hero} />
      <Section id="what-we-do" heading={copy.whatWeDo.heading} lead={copy.whatWeDo.lead}>
        <ServiceGrid services={data.services} />
      </Section>
      <Section id="who-we-work-with" heading={copy.whoWeWorkWith.heading} lead={copy.whoWeWorkWith.lead} tone="sand">
        <ClientTypeGrid clientTypes={data.clientTypes} />
      </Section>
      <Section id="partners" heading={copy.partners.heading} lead={copy.partners.lead} centered>
        <PartnerLogos partners={data.partners} />
      </Section>
      <ContactSection heading={copy.contact.heading} lead={copy.contact.lead} />
    </>
  );
}
