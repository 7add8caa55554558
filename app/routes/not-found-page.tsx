import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { footerNavigation, footerResources, homeLink } from "~/page-data/navigation";
import { notFoundPage } from "~/content/pages";
import { useLocale } from "~/hooks/use-locale";

export default function NotFoundPage() {
  const locale = useLocale();
  const copy = notFoundPage[locale];
  const suggestions = [...footerNavigation(locale).slice(1), ...footerResources(locale).slice(0, 1)];
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} lead={<p>{copy.lead}</p>} />
      <Container className="py-16 sm:py-20">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {suggestions.map((item) => (
            <li key={item.to}>
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
    </>
  );
}
