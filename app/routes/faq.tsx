import { ContactSection } from "~/components/contact-section";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { pages } from "~/config/pages";
import { faqItems } from "~/content/faq";
import { pageTexts } from "~/content/page-meta";
import { faqPage } from "~/content/pages";
import { localeOfRequest } from "~/lib/locale-paths";
import { faqJsonLd } from "~/page-data/structured-data";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/faq";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { locale, text: pageTexts[locale].faq, copy: faqPage[locale], items: faqItems[locale] };
}

export const meta: Route.MetaFunction = ({ loaderData: { locale, text, items } }) =>
  pageMeta(pages.faq, locale, text, [faqJsonLd(items, locale)]);

export default function FaqPage({ loaderData: { copy, items } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <div className="bg-white py-16 sm:py-24">
        <Container className="max-w-3xl">
          <FaqAccordion items={items} headingLevel={2} />
        </Container>
      </div>
      <ContactSection heading={copy.contactHeading} lead={copy.contactLead} />
    </>
  );
}
