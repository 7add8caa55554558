import { ClientTypeGrid } from "~/components/client-type-grid";
import { ContactSection } from "~/components/contact-section";
import { HomeHero } from "~/components/home-hero";
import { CaseStudyGrid } from "~/components/case-study-grid";
import { CertificationList } from "~/components/certification-list";
import { PartnerMarks } from "~/components/partner-marks";
import { ServiceGrid } from "~/components/service-grid";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/home";

export default function HomePage({ loaderData: { copy, ...data } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={copy.hero} proof={data.proofOfWork} />
      <Section id="what-we-do" heading={copy.whatWeDo.heading} lead={copy.whatWeDo.lead}>
        <ServiceGrid services={data.services} />
      </Section>
      <Section
        id="who-we-work-with"
        heading={copy.whoWeWorkWith.heading}
        lead={copy.whoWeWorkWith.lead}
        tone="sand"
      >
        <ClientTypeGrid clientTypes={data.clientTypes} />
      </Section>
      <Section id="selected-work" heading={data.proofOfWork.heading} lead={data.proofOfWork.lead} tone="navy">
        <CaseStudyGrid {...data.proofOfWork} />
        <CertificationList
          heading={data.proofOfWork.certificationsHeading}
          lead={data.proofOfWork.certificationsLead}
          certifications={data.proofOfWork.certifications}
        />
      </Section>
      <Section id="partners" heading={copy.partners.heading} lead={copy.partners.lead}>
        <PartnerMarks partners={data.partners} />
      </Section>
      <ContactSection heading={copy.contact.heading} lead={copy.contact.lead} details={data.contactDetails} />
    </>
  );
}
