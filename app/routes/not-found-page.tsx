import { Link } from "react-router";
import { ContactBand } from "~/components/contact-band";
import { ContactCard } from "~/components/contact-card";
import { PageHeader } from "~/components/page-header";
import { cardGrid } from "~/components/ui/card-grid";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { contactPrompt } from "~/page-data/contact-details";
import { footerNavigation, footerResources, homeLink } from "~/page-data/navigation";
import { notFoundPage } from "~/content/pages";
import { useLocale } from "~/hooks/use-locale";

export default function NotFoundPage() {
  const locale = useLocale();
  const copy = notFoundPage[locale];
  const suggestions = [...footerNavigation(locale).slice(1), ...footerResources(locale).slice(0, 1)];
  const grid = cardGrid(suggestions.length, { sm: 2, lg: 4 });
  // No loader here (this page answers every unknown address): the invitation is worked out in the page's own chunk.
  const prompt = contactPrompt(locale);
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={<p>{copy.lead}</p>}
        aside={<ContactCard prompt={prompt} tone="dark" />}
      />
      <Container className="py-16 sm:py-20">
        <ul data-card-grid className={`gap-4 ${grid.list}`}>
          {suggestions.map((item) => (
            <li key={item.to} className={grid.item}>
              <Link
                to={item.to}
                className="block rounded-2xl border border-navy-100 bg-white px-6 py-5 font-semibold text-navy-900 hover:border-navy-300 hover:bg-navy-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <ButtonLink to={homeLink(locale).to}>{copy.homeLink}</ButtonLink>
        </div>
      </Container>
      <ContactBand prompt={prompt} />
    </>
  );
}
