import { ContactSection } from "~/components/contact-section";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { pages } from "~/config/pages";
import { faqItems } from "~/content/faq";
import { faqPage } from "~/content/pages";
import { faqJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => pageMeta(pages.faq, [faqJsonLd(faqItems)]);

export default function FaqPage() {
  return (
    <>
      <PageHeader eyebrow={faqPage.eyebrow} heading={faqPage.heading} lead={faqPage.lead} />
      <div className="bg-white py-16 sm:py-24">
        <Container className="max-w-3xl">
          <FaqAccordion items={faqItems} headingLevel={2} />
        </Container>
      </div>
      <ContactSection heading={faqPage.contactHeading} lead={faqPage.contactLead} />
    </>
  );
}
