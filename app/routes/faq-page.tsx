import { ContactCard } from "~/components/contact-card";
import { ContactFacts } from "~/components/contact-facts";
import { ContactSection } from "~/components/contact-section";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import type { Route } from "./+types/faq";

export default function FaqPage({
  loaderData: { copy, items, contactDetails, contactPrompt },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        aside={<ContactFacts facts={contactPrompt.facts} />}
      />
      <div className="bg-white py-16 sm:py-24">
        {/* The questions at the services page's FAQ width; from lg the ways to ask one more beside them,
            kept in view while the list scrolls when the window is tall enough to hold the card. */}
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div className="max-w-3xl">
            <FaqAccordion items={items} headingLevel={2} />
          </div>
          <div className="hidden lg:block">
            <ContactCard
              prompt={contactPrompt}
              tone="light"
              headingLevel={2}
              className="top-24 [@media(min-height:40rem)]:sticky"
            />
          </div>
        </Container>
      </div>
      <ContactSection heading={copy.contactHeading} lead={copy.contactLead} details={contactDetails} />
    </>
  );
}
