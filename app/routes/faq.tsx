import { ContactSection } from "~/components/contact-section";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { pages } from "~/config/pages";
import { faqItems } from "~/content/faq";
import { faqPage } from "~/content/pages";
import { useLocale } from "~/hooks/use-locale";
import { localeOfPath } from "~/lib/locale-paths";
import { faqJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta(pages.faq, locale, [faqJsonLd(faqItems[locale], locale)]);
};

export default function FaqPage() {
  const locale = useLocale();
  const copy = faqPage[locale];
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <div className="bg-white py-16 sm:py-24">
        <Container className="max-w-3xl">
          <FaqAccordion items={faqItems[locale]} headingLevel={2} />
        </Container>
      </div>
      <ContactSection heading={copy.contactHeading} lead={copy.contactLead} />
    </>
  );
}
