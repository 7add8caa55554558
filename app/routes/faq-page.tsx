import { ContactSection } from "~/components/contact-section";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import type { Route } from "./+types/faq";

export default function FaqPage({ loaderData: { copy, items, contactDetails } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <div className="bg-white py-16 sm:py-24">
        {/* As wide as the FAQ on the services page, starting at the edge as every heading does. */}
        <Container>
          <div className="max-w-3xl">
            <FaqAccordion items={items} headingLevel={2} />
          </div>
        </Container>
      </div>
      <ContactSection heading={copy.contactHeading} lead={copy.contactLead} details={contactDetails} />
    </>
  );
}
